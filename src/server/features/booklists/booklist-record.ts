import type { AnyAbility } from '@casl/ability'
import type { BooklistItemView, BooklistState } from '../../../contracts/booklists.ts'
import type { ColumnMap } from '../../db/access/rules-to-sql.ts'
import type { BooklistItemRecord, BooklistRecord } from '../../policy.ts'
import { readableView } from '../../access/record-fields.ts'
import { recordKind } from '../../trpc/record-kind.ts'

/**
 * Booklists and their items as the policy's record rules read them
 * (policy/resources/booklist.yaml, booklist-item.yaml): the same field names
 * in memory and, through these column maps, in SQL.
 */
export const booklistColumns: ColumnMap = {
  id: 'booklists.id',
  institutionId: 'booklists.institution_id',
  courseId: 'booklists.course_id',
  term: 'booklists.term',
  status: 'booklists.state',
}

export const booklistItemColumns: ColumnMap = {
  id: 'booklist_items.id',
  institutionId: 'booklist_items.institution_id',
  booklistId: 'booklist_items.booklist_id',
  listStatus: 'booklist_items.list_state',
  nbsi: 'booklist_items.nbsi',
  requirement: 'booklist_items.requirement',
  quantity: 'booklist_items.quantity',
  note: 'booklist_items.note',
  status: 'booklist_items.status',
  internalStatus: 'booklist_items.internal_status',
}

export function booklistRecord(row: { id: string; institution_id: string; course_id: string; term: string; state: BooklistState }): BooklistRecord {
  return { id: row.id, institutionId: row.institution_id, courseId: row.course_id, term: row.term, status: row.state }
}

/** An item row as read; `internal_status` is not read at all for someone every item withholds it from (readableColumns). */
export type ItemRow = {
  id: string
  institution_id: string
  booklist_id: string
  list_state: BooklistState
  nbsi: string
  requirement: BooklistItemRecord['requirement']
  quantity: number
  note: string | null
  status: BooklistItemRecord['status']
  internal_status?: string | null
}

export function booklistItemRecord(row: ItemRow): BooklistItemRecord {
  return {
    id: row.id,
    institutionId: row.institution_id,
    booklistId: row.booklist_id,
    listStatus: row.list_state,
    nbsi: row.nbsi,
    requirement: row.requirement,
    quantity: row.quantity,
    note: row.note,
    status: row.status,
    internalStatus: row.internal_status ?? null,
  }
}

/** The item for the screen, without the fields the read rule's field rules withhold from this person on it (the internal status). */
export function booklistItemView(
  row: ItemRow & { isbn13: string | null; title: string; authors: string; price_minor: number; currency: string; version: number },
  ability: AnyAbility,
): BooklistItemView {
  const record = booklistItemRecord(row)
  return readableView(
    {
      ...record,
      isbn13: row.isbn13,
      title: row.title,
      authors: parseAuthors(row.authors),
      unitPrice: { minor: Number(row.price_minor), currency: row.currency },
      version: row.version,
    },
    ability,
    'BooklistItem',
    record,
  )
}

function parseAuthors(json: string): string[] {
  try {
    const parsed: unknown = JSON.parse(json)
    return Array.isArray(parsed) ? parsed.map(String) : []
  } catch {
    return []
  }
}

/** Booklists as the write path reads them (policy/resources/booklist.yaml). */
export const booklistKind = recordKind({
  type: 'Booklist',
  table: 'booklists',
  noun: 'booklist',
  fields: async (_trx, row) => booklistRecord(row),
  statusOf: (row) => row.state,
})

/** Items as the write path reads them (booklist-item.yaml); their events go on their list's timeline. */
export const booklistItemKind = recordKind({
  type: 'BooklistItem',
  table: 'booklist_items',
  noun: 'booklist item',
  fields: async (_trx, row) => booklistItemRecord(row),
  timelineOf: (row) => row.booklist_id,
})
