import { useNavigate, useSearch } from '@tanstack/react-router'
import { CatalogueSearch } from '../../features/catalogue/catalogue-search.tsx'

/** Catalogue Search: the detailed search, with filters (format, licence, price, subject, year) and sort. */
export default function CatalogSearchPage() {
  const search = useSearch({ from: '/default-layout/catalog-search' })
  const navigate = useNavigate({ from: '/catalog-search' })
  return (
    <>
      <h1>Catalogue Search</h1>
      <CatalogueSearch detailed params={search} onParamsChange={(next, { replace }) => void navigate({ search: { ...next, page: next.page ?? 1 }, replace })} />
    </>
  )
}
