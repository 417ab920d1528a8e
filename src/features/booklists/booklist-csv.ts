import { moneyColumn, moneyColumns, type CsvColumn } from '../../components/ui/csv-export.ts'
import type { BooklistItemView, BooklistSummary } from '../../contracts/booklists.ts'
import { termLabel } from '../../contracts/terms.ts'

/** A course list's items in its Export CSV: the unit price as the kit writes money (amount, then Currency). */
export const booklistItemCsvColumns = (internal: boolean): CsvColumn<BooklistItemView>[] => [
  { header: 'Title', value: (item) => item.title },
  { header: 'Authors', value: (item) => item.authors.join('; ') },
  { header: 'ISBN', value: (item) => item.isbn13 },
  { header: 'Requirement', value: (item) => item.requirement },
  { header: 'Quantity', value: (item) => item.quantity },
  { header: 'Note', value: (item) => item.note },
  ...moneyColumn<BooklistItemView>('Unit price', (item) => item.unitPrice),
  { header: 'Status', value: (item) => item.status },
  ...(internal ? [{ header: 'Internal status', value: (item: BooklistItemView) => item.internalStatus }] : []),
]

/** A line of the course lists' export: a list in one of its totals' currencies (null: a list with nothing priced). */
export interface BooklistCsvLine {
  readonly list: BooklistSummary
  readonly currency: string | null
}

/**
 * A course list as export lines: one per currency its totals are in (most
 * lists have one), since an amount cell holds one currency's plain decimal;
 * a list with no totals is one line with empty money cells.
 */
export function booklistCsvLines(list: BooklistSummary): BooklistCsvLine[] {
  const currencies = [...new Set([...list.totals, ...list.perStudent].map((money) => money.currency))]
  return currencies.length === 0 ? [{ list, currency: null }] : currencies.map((currency) => ({ list, currency }))
}

const inCurrency = (totals: BooklistSummary['totals'], currency: string | null) => totals.find((money) => money.currency === currency)?.minor

export const booklistCsvColumns: CsvColumn<BooklistCsvLine>[] = [
  { header: 'Course', value: ({ list }) => list.courseCode },
  { header: 'Title', value: ({ list }) => list.courseTitle },
  { header: 'Department', value: ({ list }) => list.department },
  { header: 'Term', value: ({ list }) => termLabel(list.term) },
  { header: 'List', value: ({ list }) => list.status },
  { header: 'Items', value: ({ list }) => list.itemCount },
  { header: 'Students', value: ({ list }) => list.enrolment },
  ...moneyColumns<BooklistCsvLine>(
    (line) => line.currency,
    [
      { header: 'Total', minor: ({ list, currency }) => inCurrency(list.totals, currency) },
      { header: 'Per student', minor: ({ list, currency }) => inCurrency(list.perStudent, currency) },
    ],
  ),
]
