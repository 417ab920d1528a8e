/** Students: the page's own content is later work; until then it says what it will hold. */
export default function StudentsPage() {
  return (
    <>
      <h1>Students</h1>
      <p>This page will hold the list of students hosted by Adoptions and their access.</p>
    </>
  )
}
