/** Adoptions: the page's own content is later work; until then it says what it will hold. */
export default function AdoptionsPage() {
  return (
    <>
      <h1>Adoptions</h1>
      <p>This page will list the course adoptions of the courses assigned to you, with their titles and status.</p>
    </>
  )
}
