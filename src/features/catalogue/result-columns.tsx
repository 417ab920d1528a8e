import { Link } from '@tanstack/react-router'
import { createColumnHelper } from '@tanstack/react-table'
import type { TitleSummary } from '../../contracts/catalogue.ts'
import { moneyColumns, type CsvColumn } from '../../components/ui/csv-export.ts'
import { formatMoney } from '../../app/format/money.ts'
import { Highlighted } from './highlight.tsx'

const column = createColumnHelper<TitleSummary>()

/** The results table's columns; `words` are the query's words, marked where they match. */
export function resultColumns(words: readonly string[]) {
  return [
    column.accessor('title', {
      header: 'Title',
      cell: ({ row }) => (
        <>
          <Link to="/search/$nbsi" params={{ nbsi: row.original.nbsi }}>
            <Highlighted text={row.original.title} words={words} />
          </Link>
          {row.original.subtitle ? (
            <span className="result-subtitle">
              {' '}
              <Highlighted text={row.original.subtitle} words={words} />
            </span>
          ) : null}
          {row.original.isbn13 ? <span className="result-isbn">ISBN {row.original.isbn13}</span> : null}
        </>
      ),
    }),
    column.accessor('authors', { header: 'Authors', cell: ({ getValue }) => <Highlighted text={getValue().join(', ')} words={words} /> }),
    column.accessor('edition', { header: 'Edition', cell: ({ getValue }) => getValue() ?? '–' }),
    column.accessor('year', { header: 'Year', cell: ({ getValue }) => getValue() ?? '–' }),
    column.accessor('formats', { header: 'Formats', cell: ({ getValue }) => getValue().join(', ') }),
    // The kit's DataTable drops this column (by its accessor, the policy's field) where the field rules withhold list prices.
    column.accessor('priceMinor', { header: 'Price', cell: ({ row }) => priceText(row.original.priceMinor, row.original.currency) }),
  ]
}

/** A list price on screen; a dash where none was sent (the field rules withhold it). */
export function priceText(minor: number | undefined, currency: string): string {
  return minor === undefined ? '–' : formatMoney({ minor, currency })
}

/** The same facts for the CSV export (cells neutralised by the kit's toCsv); the price and its currency left out where list prices are withheld. */
export const resultCsvColumns: readonly CsvColumn<TitleSummary>[] = [
  { header: 'nbsi', value: (t) => t.nbsi },
  { header: 'ISBN-13', value: (t) => t.isbn13 },
  { header: 'Title', value: (t) => t.title },
  { header: 'Subtitle', value: (t) => t.subtitle },
  { header: 'Authors', value: (t) => t.authors.join('; ') },
  { header: 'Publisher', value: (t) => t.publisher },
  { header: 'Edition', value: (t) => t.edition },
  { header: 'Year', value: (t) => t.year },
  { header: 'Formats', value: (t) => t.formats.join('; ') },
  ...moneyColumns<TitleSummary>((t) => t.currency, [{ header: 'Price', minor: (t) => t.priceMinor }]).map((money) => ({ ...money, field: 'priceMinor' })),
  { header: 'Availability', value: (t) => t.availability },
]
