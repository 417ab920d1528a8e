/** Catalogue Search: the page's own content is later work; until then it says what it will hold. */
export default function CatalogSearchPage() {
  return (
    <>
      <h1>Catalogue Search</h1>
      <p>This page will hold the detailed catalogue search, with filters to narrow the titles found.</p>
    </>
  )
}
