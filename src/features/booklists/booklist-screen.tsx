import './booklists.css'
import { BooklistDetailView } from './booklist-detail.tsx'
import type { BooklistSearch } from './booklist-search.ts'
import { BooklistsTable } from './booklists-table.tsx'

export interface BooklistScreenProps {
  /** The page's URL search, parsed (parseBooklistSearch). */
  readonly search: BooklistSearch
  /** Merges a change into the URL search; undefined values drop the parameter. */
  readonly onSearch: (change: Partial<BooklistSearch>) => void
}

/** The term's course lists, or the one the URL opens (`?list=`), so an open list is a link too and Back closes it. */
export function BooklistScreen({ search, onSearch }: BooklistScreenProps) {
  if (search.list) return <BooklistDetailView id={search.list} onClose={() => onSearch({ list: undefined })} />
  return <BooklistsTable search={search} onSearch={onSearch} />
}
