/** Supplies: the page's own content is later work; until then it says what it will hold. */
export default function SupplyPage() {
  return (
    <>
      <h1>Supplies</h1>
      <p>This page will hold supply requests for courses: what has been asked for, for which course, and its status.</p>
    </>
  )
}
