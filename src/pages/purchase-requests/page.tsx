/** Purchase Requests: the page's own content is later work; until then it says what it will hold. */
export default function PurchaseRequestsPage() {
  return (
    <>
      <h1>Purchase Requests</h1>
      <p>This page will list purchase requests raised from the cart and their status.</p>
    </>
  )
}
