import './booklists.css'
import { useListState } from '../../app/lists/use-list-state.ts'
import { BooklistDetailView } from './booklist-detail.tsx'
import { booklistsList, type BooklistSearch } from './booklists-list.ts'
import { BooklistsTable } from './booklists-table.tsx'

/** The lists' filters by their labels, for InvalidFilters. */
const filterLabels = { q: 'Find a course', term: 'Term', status: 'List state', cost: 'Cost' }

/** The term's course lists, or the one the URL opens (`?list=`), so an open list is a link too and Back closes it. */
export function BooklistScreen({ search }: { readonly search: BooklistSearch }) {
  const list = useListState(search, booklistsList, filterLabels)
  // Opening and closing a list keeps the lists' page, so Close returns where the user was.
  if (search.list) return <BooklistDetailView id={search.list} />
  return <BooklistsTable list={list} onOpen={(id) => list.set({ list: id, page: search.page })} />
}
