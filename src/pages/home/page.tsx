/** Home: the page's own content is later work; until then it says what it will hold. */
export default function HomePage() {
  return (
    <>
      <h1>Home</h1>
      <p>This is the start page of Adoptions. You are normally taken straight to the first page your institution and permissions allow.</p>
    </>
  )
}
