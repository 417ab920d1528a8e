import { useState } from 'react'
import type { RowMark } from '../../components/ui/data-table/data-table.tsx'
import type { Announcement } from '../../components/ui/live-announcer.tsx'
import type { HistoryRecordType } from '../../contracts/record-history.ts'
import { markSentence } from './change-words.ts'
import { othersChange, useLiveSnapshot, useLiveStore } from './live-store-context.tsx'
import type { RecentChange } from './live-store.ts'

export interface LiveRowsOptions<Row> {
  /** The record type the rows show; undefined, nothing is marked (the rows pass through). */
  readonly type: HistoryRecordType | undefined
  readonly getRowId: (row: Row) => string
  /** The record a row shows, when its row id is another (a title's row, its adoption); the row id by default. */
  readonly getRecordId?: (row: Row) => string | undefined
  /** Names the row in what is announced ("Organic Chemistry: approved by …"); without it, the mark alone. */
  readonly label?: (row: Row) => string
}

export interface LiveRows<Row> {
  /** The rows, with the rows that just left (changed by someone else) kept at their places for the rest of their mark. */
  readonly rows: readonly Row[] | undefined
  /** For the kit table's `rowMark`. */
  readonly rowMark: (rowId: string) => RowMark | undefined
  /** For the screen's one LiveAnnouncer. */
  readonly announcements: readonly Announcement[]
}

interface Departed<Row> {
  readonly row: Row
  /** Where it was in the rows before it left. */
  readonly index: number
  readonly recordId: string
}

type ChangeOf = (recordId: string | undefined) => RecentChange | undefined

/**
 * A list's rows as the live store marks them: a row someone else changed in
 * the last few seconds carries who and what, and a row that such a change
 * took out of the list (it no longer matches the filters) stays, marked as
 * leaving, until its mark ends. The count and pager are the screen's, from the
 * real data: the rows kept are only shown.
 */
export function useLiveRows<Row>(rows: readonly Row[] | undefined, options: LiveRowsOptions<Row>): LiveRows<Row> {
  const { type, getRowId, label } = options
  const getRecordId = options.getRecordId ?? getRowId
  const snapshot = useLiveSnapshot()
  const selfId = useLiveStore().selfId()
  const changeOf: ChangeOf = (recordId) => (type === undefined || recordId === undefined ? undefined : othersChange(snapshot, selfId, type, recordId))

  // The rows last seen, to tell which left: derived while rendering (React's "state from the previous props").
  const [seen, setSeen] = useState<{ rows: readonly Row[] | undefined; departed: ReadonlyMap<string, Departed<Row>> }>({ rows, departed: new Map() })
  let departed = seen.departed
  if (seen.rows !== rows) {
    departed = departedRows(seen.rows, rows, seen.departed, getRowId, getRecordId, changeOf)
    setSeen({ rows, departed })
  }
  if (type === undefined || rows === undefined) return { rows, rowMark: () => undefined, announcements: [] }

  const leaving = [...departed.entries()].filter(([, gone]) => changeOf(gone.recordId) !== undefined)
  // No row leaving: the same rows (the same array), so the table keeps its row models across renders.
  let shown = rows
  if (leaving.length > 0) {
    const all = [...rows]
    for (const [, gone] of leaving.sort(([, a], [, b]) => a.index - b.index)) all.splice(Math.min(gone.index, all.length), 0, gone.row)
    shown = all
  }

  const marks = new Map<string, RowMark>()
  const announcements: Announcement[] = []
  const named = (row: Row, text: string) => (label ? `${label(row)}: ${text}` : text)
  for (const row of rows) {
    const change = changeOf(getRecordId(row))
    if (!change) continue
    const text = markSentence(change)
    marks.set(getRowId(row), { text })
    announcements.push({ key: `${change.eventId}`, text: named(row, text) })
  }
  for (const [rowId, gone] of leaving) {
    const change = changeOf(gone.recordId) as RecentChange
    const text = markSentence(change, { leaving: true })
    marks.set(rowId, { text, leaving: true })
    announcements.push({ key: `${change.eventId}:leaving`, text: named(gone.row, text) })
  }
  return { rows: shown, rowMark: (rowId) => marks.get(rowId), announcements }
}

/** The rows that left since `before` while someone else's change of them is recent, with those still leaving. */
function departedRows<Row>(
  before: readonly Row[] | undefined,
  after: readonly Row[] | undefined,
  departed: ReadonlyMap<string, Departed<Row>>,
  getRowId: (row: Row) => string,
  getRecordId: (row: Row) => string | undefined,
  changeOf: ChangeOf,
): ReadonlyMap<string, Departed<Row>> {
  // No rows (another page or filter loading): nothing is leaving this list.
  if (after === undefined) return new Map()
  const present = new Set(after.map(getRowId))
  const next = new Map([...departed].filter(([rowId, gone]) => !present.has(rowId) && changeOf(gone.recordId) !== undefined))
  before?.forEach((row, index) => {
    const rowId = getRowId(row)
    const recordId = getRecordId(row)
    if (present.has(rowId) || recordId === undefined || changeOf(recordId) === undefined) return
    next.set(rowId, { row, index, recordId })
  })
  return next
}
