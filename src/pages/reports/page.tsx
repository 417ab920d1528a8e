/** Reports: the page's own content is later work; until then it says what it will hold. */
export default function ReportsPage() {
  return (
    <>
      <h1>Reports</h1>
      <p>This page will hold the COUNTER usage reports of your institution.</p>
    </>
  )
}
