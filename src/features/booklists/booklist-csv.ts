import { moneyColumn, moneyColumns, type CsvColumn } from '../../components/ui/csv-export.ts'
import type { BooklistItemView, BooklistSummary } from '../../contracts/booklists.ts'
import { termLabel } from '../../contracts/terms.ts'

/** A course list's items in its Export CSV: the unit price as the kit writes money (amount, then Currency). */
/** The internal status column names its field: the export leaves it out wherever the field rules withhold it. */
export const booklistItemCsvColumns: CsvColumn<BooklistItemView>[] = [
  { header: 'Title', value: (item) => item.title },
  { header: 'Authors', value: (item) => item.authors.join('; ') },
  { header: 'ISBN', value: (item) => item.isbn13 },
  { header: 'Requirement', value: (item) => item.requirement },
  { header: 'Quantity', value: (item) => item.quantity },
  { header: 'Note', value: (item) => item.note },
  ...moneyColumn<BooklistItemView>('Unit price', (item) => item.unitPrice),
  { header: 'Status', value: (item) => item.status },
  { header: 'Internal status', field: 'internalStatus', value: (item) => item.internalStatus },
]

/** A line of the course lists' export: a list with the currency of its cost (null: nothing counted, or mixed currencies). */
export interface BooklistCsvLine {
  readonly list: BooklistSummary
  readonly currency: string | null
}

/** A course list as its one export line: its cost has one currency, or is mixed and then has no amounts (they are not added up). */
export function booklistCsvLines(list: BooklistSummary): BooklistCsvLine[] {
  return [{ list, currency: list.cost.kind === 'single' ? list.cost.currency : null }]
}

const single = (list: BooklistSummary) => (list.cost.kind === 'single' ? list.cost : undefined)

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
      { header: 'Required per student', minor: ({ list }) => single(list)?.requiredPerStudent },
      { header: 'With recommended', minor: ({ list }) => single(list)?.withRecommendedPerStudent },
    ],
  ),
  { header: 'Cost', value: ({ list }) => (list.cost.kind === 'mixed' ? `mixed currencies: ${list.cost.currencies.join(' ')}` : list.costBand) },
  { header: 'Held by the library', value: ({ list }) => list.heldCount },
]
