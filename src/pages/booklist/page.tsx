import { Link, useNavigate, useSearch } from '@tanstack/react-router'
import { useCallback } from 'react'
import { AppCan } from '../../app/policy-view/policy-ability.tsx'
import { parseBooklistSearch, type BooklistSearch } from '../../features/booklists/booklist-search.ts'
import { BooklistScreen } from '../../features/booklists/booklist-screen.tsx'

/**
 * Booklist: the term's course lists and, with `?list=`, one list to edit.
 * Filters, sort, page and the open list live in the URL. Until the route
 * declares typed search parameters, the page reads them loosely and parses
 * them with the contract's schema (a bad value falls back to its default).
 */
export default function BooklistPage() {
  const raw: unknown = useSearch({ strict: false })
  const search = parseBooklistSearch(raw)
  const navigate = useNavigate()
  const onSearch = useCallback(
    (change: Partial<BooklistSearch>) =>
      void navigate({ to: '/booklist', search: ((previous: Record<string, unknown>) => ({ ...previous, ...change })) as never }),
    [navigate],
  )
  return (
    <>
      <h1>Booklist</h1>
      <p>Your institution’s course booklists for the term: open one to see its titles and costs, add titles by ISBN, and submit it.</p>
      <AppCan I="bulkUpload" a="booklist">
        <p>
          <Link to="/booklist/upload">Upload a booklist</Link>
        </p>
      </AppCan>
      <BooklistScreen search={search} onSearch={onSearch} />
    </>
  )
}
