/** Store: the page's own content is later work; until then it says what it will hold. */
export default function StorePage() {
  return (
    <>
      <h1>Store</h1>
      <p>This page will hold the management of your institution’s store.</p>
    </>
  )
}
