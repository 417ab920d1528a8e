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
  totals: [{ minor: 2657792, currency: 'GBP' }],
  perStudent: [{ minor: 664448, currency: 'GBP' }],
  version: 1,
  ...over,
})

test('the course lists’ export: totals as plain decimals with a Currency column, a line per currency, none for an unpriced list', async () => {
  const lists = [
    summary({}),
    summary({
      id: 'b2',
      courseCode: 'JAP101',
      totals: [
        { minor: 9000, currency: 'JPY' },
        { minor: 1250, currency: 'USD' },
      ],
      perStudent: [
        { minor: 2250, currency: 'JPY' },
        { minor: 313, currency: 'USD' },
      ],
    }),
    summary({ id: 'b3', courseCode: 'ART101', itemCount: 0, enrolment: 0, totals: [], perStudent: [] }),
  ]
  const csv = await toCsv(lists.flatMap(booklistCsvLines), booklistCsvColumns)
  expect(csv.split('\r\n')).toEqual([
    'Course,Title,Department,Term,List,Items,Students,Total,Per student,Currency',
    'CHEM101,Chemistry,Science,Autumn 2026,draft,2,4,26577.92,6644.48,GBP',
    'JAP101,Chemistry,Science,Autumn 2026,draft,2,4,9000,2250,JPY',
    'JAP101,Chemistry,Science,Autumn 2026,draft,2,4,12.50,3.13,USD',
    'ART101,Chemistry,Science,Autumn 2026,draft,0,0,,,',
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

test('a course list’s export: the unit price as a plain decimal with the currency’s digits, its code beside it', async () => {
  const csv = await toCsv([item({}), item({ id: 'x2', title: 'Kanji', unitPrice: { minor: 1500, currency: 'JPY' } })], booklistItemCsvColumns(false))
  expect(csv.split('\r\n')).toEqual([
    'Title,Authors,ISBN,Requirement,Quantity,Note,Unit price,Currency,Status',
    'Organic Chemistry,A. Author,9780306406157,essential,1,,74.00,GBP,proposed',
    'Kanji,A. Author,9780306406157,essential,1,,1500,JPY,proposed',
  ])
})
