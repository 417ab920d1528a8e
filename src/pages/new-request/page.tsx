/** New Request: the page's own content is later work; until then it says what it will hold. */
export default function NewRequestPage() {
  return (
    <>
      <h1>New Request</h1>
      <p>This page will hold the form to raise a new request for a title or a supply.</p>
    </>
  )
}
