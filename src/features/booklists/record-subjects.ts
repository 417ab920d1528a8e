import { subject } from '@casl/ability'
import type { BooklistItemView, BooklistSummary } from '../../contracts/booklists.ts'

/** The item as the BooklistItem record rule reads it; a hidden internal status reads as none. */
export const itemSubject = (item: BooklistItemView) => subject('BooklistItem', { ...item, internalStatus: item.internalStatus ?? null })

export const booklistSubject = (list: BooklistSummary) => subject('Booklist', { ...list })
