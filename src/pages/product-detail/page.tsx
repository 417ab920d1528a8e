import { useParams } from '@tanstack/react-router'

/** One catalogue item, by its nbsi (catalogue item identifier). */
export default function ProductDetailPage() {
  const { nbsi } = useParams({ from: '/default-layout/search/$nbsi' })
  return (
    <>
      <h1>Catalogue item {nbsi}</h1>
      <p>This page will show the details of catalogue item {nbsi}: title, authors, editions and prices.</p>
    </>
  )
}
