import { z } from 'zod'
import { listBooklistsInput, type ListBooklistsInput } from '../../contracts/booklists.ts'

/**
 * The Booklist page's URL: the list filters, sort and page
 * (listBooklistsInput), plus the list that is open. A bad value in a shared
 * link falls back to its default rather than breaking the page.
 */
export const booklistSearch = listBooklistsInput.extend({ list: z.string().min(1).max(200).optional() })
export type BooklistSearch = z.input<typeof booklistSearch>

export function parseBooklistSearch(raw: unknown): BooklistSearch {
  const source = typeof raw === 'object' && raw !== null ? (raw as Record<string, unknown>) : {}
  const kept: Record<string, unknown> = {}
  for (const [key, field] of Object.entries(booklistSearch.shape)) {
    if (source[key] === undefined) continue
    const parsed = (field as z.ZodType).safeParse(source[key])
    if (parsed.success) kept[key] = parsed.data
  }
  return kept as BooklistSearch
}

/** The list query the table sends: the search without the open list. */
export function listInputOf(search: BooklistSearch): ListBooklistsInput {
  const { list: _list, ...input } = search
  return input
}
