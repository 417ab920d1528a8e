import { useSearch } from '@tanstack/react-router'
import { CatalogueSearch } from '../../features/catalogue/catalogue-search.tsx'

/** Catalogue Search: the detailed search, with filters (format, licence, price, subject, year) and sort. */
export default function CatalogSearchPage() {
  const search = useSearch({ from: '/default-layout/catalog-search' })
  return (
    <>
      <h1>Catalogue Search</h1>
      <CatalogueSearch detailed search={search} />
    </>
  )
}
