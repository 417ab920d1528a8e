import { expect, test } from 'vitest'
import { toCsv, type CsvColumn } from './csv-export.ts'

interface Row {
  readonly title: string
  readonly price: number
  readonly note: string | null
}

const columns: CsvColumn<Row>[] = [
  { header: 'Title', value: (row) => row.title },
  { header: 'Price', value: (row) => row.price },
  { header: 'Note', value: (row) => row.note },
]

test('cells that a spreadsheet would run as a formula are neutralised; numbers stay numbers (OWASP CSV injection)', async () => {
  const rows: Row[] = [
    { title: '=HYPERLINK("http://evil.example","click")', price: -5, note: '+1 555' },
    { title: '@SUM(A1)', price: 12.5, note: '-2+3' },
    { title: '\tTabbed', price: 0, note: '=1+2\nsecond line' },
    { title: 'Organic Chemistry, 3rd ed.', price: 70, note: null },
  ]
  const csv = await toCsv(rows, columns)
  expect(csv.split('\r\n')).toEqual([
    'Title,Price,Note',
    `"'=HYPERLINK(""http://evil.example"",""click"")",-5,"'+1 555"`,
    `"'@SUM(A1)",12.5,"'-2+3"`,
    `"'\tTabbed",0,"'=1+2\nsecond line"`,
    '"Organic Chemistry, 3rd ed.",70,',
  ])
})

test('no rows: just the header line', async () => {
  expect(await toCsv([], columns)).toBe('Title,Price,Note\r\n')
})

test('TSV: the same rows tab-separated, formulas neutralised the same way', async () => {
  const tsv = await toCsv([{ title: '=cmd|calc', price: 3, note: 'a\tb' }], columns, 'tsv')
  expect(tsv.split('\r\n')).toEqual(['Title\tPrice\tNote', `"'=cmd|calc"\t3\t"a\tb"`])
})
