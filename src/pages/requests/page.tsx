/** Requests: the page's own content is later work; until then it says what it will hold. */
export default function RequestsPage() {
  return (
    <>
      <h1>Requests</h1>
      <p>This page will list the order requests and approvals waiting for a decision.</p>
    </>
  )
}
