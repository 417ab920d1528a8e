/** Search: the page's own content is later work; until then it says what it will hold. */
export default function SearchPage() {
  return (
    <>
      <h1>Search</h1>
      <p>This page will hold the catalogue search: type a title, author or identifier to find a catalogue item.</p>
    </>
  )
}
