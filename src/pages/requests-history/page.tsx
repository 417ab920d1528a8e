/** Request History: the page's own content is later work; until then it says what it will hold. */
export default function RequestsHistoryPage() {
  return (
    <>
      <h1>Request History</h1>
      <p>This page will list the order requests and approvals that have already been decided.</p>
    </>
  )
}
