import { useSearch } from '@tanstack/react-router'
import { CatalogueSearch } from '../../features/catalogue/catalogue-search.tsx'

/** Search: find a catalogue title by title, author, publisher or ISBN as you type. */
export default function SearchPage() {
  const search = useSearch({ from: '/default-layout/search' })
  return (
    <>
      <h1>Search</h1>
      <CatalogueSearch search={search} />
    </>
  )
}
