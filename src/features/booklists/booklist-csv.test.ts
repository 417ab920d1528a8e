import { expect, test } from 'vitest'
import { toCsv } from '../../components/ui/csv-export.ts'
import type { BooklistItemView, BooklistSummary } from '../../contracts/booklists.ts'
import { booklistCsvColumns, booklistCsvLines, booklistItemCsvColumns } from './booklist-csv.ts'

const summary = (over: Partial<BooklistSummary>): BooklistSummary => ({
  id: 'b1',
  institutionId: 'i1',
  courseId: 'c1',
  term: '2026-autumn',
  status: 'draft',
  courseCode: 'CHEM101',
  withdrawnCount: 0,
  courseTitle: 'Chemistry',
  department: 'Science',
  enrolment: 4,
  itemCount: 2,
  cost: { kind: 'single', currency: 'GBP', requiredPerStudent: 6644, withRecommendedPerStudent: 9999 },
  costBand: 'standard',
  heldCount: 0,
  version: 1,
  ...over,
})

test('the course lists’ export: per-student costs as plain decimals with a Currency column; a mixed list says so with no amounts', async () => {
  const lists = [
    summary({}),
    summary({ id: 'b2', courseCode: 'JAP101', cost: { kind: 'mixed', currencies: ['JPY', 'USD'] }, costBand: 'mixed', heldCount: 1 }),
    summary({
      id: 'b3',
      courseCode: 'ART101',
      itemCount: 0,
      enrolment: 0,
      cost: { kind: 'single', currency: null, requiredPerStudent: 0, withRecommendedPerStudent: 0 },
      costBand: 'zero',
    }),
    summary({
      id: 'b4',
      courseCode: 'JAP102',
      cost: { kind: 'single', currency: 'JPY', requiredPerStudent: 1500, withRecommendedPerStudent: 2000 },
      costBand: 'low',
    }),
  ]
  const csv = await toCsv(lists.flatMap(booklistCsvLines), booklistCsvColumns)
  expect(csv.split('\r\n')).toEqual([
    'Course,Title,Department,Term,List,Items,Students,Required per student,With recommended,Currency,Cost,Held by the library',
    'CHEM101,Chemistry,Science,Autumn 2026,draft,2,4,66.44,99.99,GBP,standard,0',
    'JAP101,Chemistry,Science,Autumn 2026,draft,2,4,,,,mixed currencies: JPY USD,1',
    'ART101,Chemistry,Science,Autumn 2026,draft,0,0,,,,zero,0',
    'JAP102,Chemistry,Science,Autumn 2026,draft,2,4,1500,2000,JPY,low,0',
  ])
})

const item = (over: Partial<BooklistItemView>): BooklistItemView => ({
  id: 'x1',
  institutionId: 'i1',
  booklistId: 'b1',
  listStatus: 'draft',
  nbsi: 't-1',
  isbn13: '9780306406157',
  title: 'Organic Chemistry',
  authors: ['A. Author'],
  requirement: 'essential',
  quantity: 1,
  note: null,
  status: 'proposed',
  unitPrice: { minor: 7400, currency: 'GBP' },
  version: 1,
  ...over,
})

test('a course list’s export: the unit price as a plain decimal with the currency’s digits, its code beside it; no internal status column where the field rules withhold it', async () => {
  const items = [item({}), item({ id: 'x2', title: 'Kanji', unitPrice: { minor: 1500, currency: 'JPY' } })]
  const csv = await toCsv(items, booklistItemCsvColumns, 'csv', ',', { withheld: ['internalStatus'] })
  expect(csv.split('\r\n')).toEqual([
    'Title,Authors,ISBN,Requirement,Quantity,Note,Unit price,Currency,Status',
    'Organic Chemistry,A. Author,9780306406157,essential,1,,74.00,GBP,proposed',
    'Kanji,A. Author,9780306406157,essential,1,,1500,JPY,proposed',
  ])
})

test('a course list’s export for someone the field rules let read the internal status: its own column', async () => {
  const csv = await toCsv([item({ internalStatus: 'price-check' })], booklistItemCsvColumns, 'csv', ',', { withheld: [] })
  expect(csv.split('\r\n')).toEqual([
    'Title,Authors,ISBN,Requirement,Quantity,Note,Unit price,Currency,Status,Internal status',
    'Organic Chemistry,A. Author,9780306406157,essential,1,,74.00,GBP,proposed,price-check',
  ])
})
