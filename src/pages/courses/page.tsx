/** Courses: the page's own content is later work; until then it says what it will hold. */
export default function CoursesPage() {
  return (
    <>
      <h1>Courses</h1>
      <p>This page will list every course of your institution, imported from the student system.</p>
    </>
  )
}
