import { expect, test } from 'vitest'
import { readBooklistHeader } from '../../../contracts/booklist-file.ts'
import { errorRowsCsv } from './error-rows-csv.ts'
import { readBooklistFile } from './read-booklist-file.ts'

const columns = ['Requirement', 'course_code', 'ISBN', 'quantity', 'note']
const rows = [
  {
    row: 3,
    cells: { Requirement: 'essential', course_code: 'BIO201', ISBN: '9780306406158', quantity: '-5', note: '=cmd|"/c calc"!A1' },
    problems: [
      { column: 'ISBN', message: '9780306406158 is not a valid ISBN: its check digit should be 7.' },
      { column: 'quantity', message: 'Give a quantity of 1 or more.' },
    ],
  },
  {
    row: 7,
    cells: { Requirement: 'recommended', course_code: 'XYZ999', ISBN: '9780306406157', quantity: '2', note: 'Ch. 1, 2; "Lab"\nsecond line' },
    problems: [{ column: null, message: 'This row repeats row 5.' }],
  },
]

test(
  'the error rows in the file’s columns and order, then an error column; formula ' + 'cells neutralised, a plain number (-5) left a number; no row numbers',
  async () => {
    const csv = await errorRowsCsv(columns, rows)
    expect(csv).toBe(
      [
        'Requirement,course_code,ISBN,quantity,note,error',
        `essential,BIO201,9780306406158,-5,"'=cmd|""/c calc""!A1",ISBN: 9780306406158 is not ` +
          `a valid ISBN: its check digit should be 7.; quantity: Give a quantity of 1 or more.`,
        'recommended,XYZ999,9780306406157,2,"Ch. 1, 2; ""Lab""\nsecond line",This row repeats row 5.',
      ].join('\r\n'),
    )
  },
)

test('a cell the row lacks is empty', async () => {
  const csv = await errorRowsCsv(
    ['course_code', 'term'],
    [{ row: 2, cells: { course_code: 'BIO201' }, problems: [{ column: 'course_code', message: 'No such course.' }] }],
  )
  expect(csv.split('\r\n')).toEqual(['course_code,term,error', 'BIO201,,course_code: No such course.'])
})

test('round trip: the error file (as downloaded, with a byte-order mark) reads again with the same header, its error column ignored', async () => {
  const csv = await errorRowsCsv(columns, rows)
  const reading = await readBooklistFile(new File(['\ufeff', csv], 'booklist-errors.csv', { type: 'text/csv' }))
  if (!reading.ok) throw new Error(reading.message)
  expect(reading.columns).toEqual(columns)
  expect(reading.ignoredColumns).toEqual(['error'])
  expect(readBooklistHeader(reading.columns)).toEqual(readBooklistHeader(columns))
  expect(reading.rows.map((row) => row.row)).toEqual([2, 3])
  // A neutralised cell comes back with its leading ' (the user fixes the row anyway); a plain number comes back as it was.
  expect(reading.rows[0]?.cells.slice(3, 5)).toEqual(['-5', `'=cmd|"/c calc"!A1`])
  expect(reading.rows[1]?.cells.slice(0, 5)).toEqual(['recommended', 'XYZ999', '9780306406157', '2', 'Ch. 1, 2; "Lab"\nsecond line'])
})

test('the error rows of a semicolon-separated file are separated by semicolons, as the file was', async () => {
  const csv = await errorRowsCsv(
    ['course_code', 'note'],
    [{ row: 2, cells: { course_code: 'BIO201', note: '1,5 copies; each' }, problems: [{ column: null, message: 'No list.' }] }],
    ';',
  )
  expect(csv).toBe(['course_code;note;error', 'BIO201;"1,5 copies; each";No list.'].join('\r\n'))
})
