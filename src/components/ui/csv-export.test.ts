import { expect, test } from 'vitest'
import { moneyColumn, moneyColumns, toCsv, type CsvColumn, type ExportMoney } from './csv-export.ts'

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

test('a plain decimal stays a number, negative or not; a formula behind a number does not (OWASP CSV injection)', async () => {
  const cells: CsvColumn<string>[] = [{ header: 'Cell', value: (cell) => cell }]
  const csv = await toCsv(['-12.50', '45.99', '-7', '-1\n=cmd|calc', '-2+3', '-12.50e3', '--1'], cells)
  expect(csv.split('\r\n')).toEqual(['Cell', '-12.50', '45.99', '-7', `"'-1\n=cmd|calc"`, `"'-2+3"`, `"'-12.50e3"`, `"'--1"`])
})

interface Sale {
  readonly item: string
  readonly price: ExportMoney | null
}

test('money in an export: a plain decimal with the currency’s digits and a Currency column beside it', async () => {
  const sales: Sale[] = [
    { item: 'Organic Chemistry', price: { minor: 2657792, currency: 'GBP' } },
    { item: 'Refund', price: { minor: -1250, currency: 'GBP' } },
    { item: 'Kanji workbook', price: { minor: 1500, currency: 'JPY' } },
    { item: 'Law reports', price: { minor: 12345, currency: 'KWD' } },
    { item: 'Not priced', price: null },
  ]
  const csv = await toCsv(sales, [{ header: 'Item', value: (sale) => sale.item }, ...moneyColumn<Sale>('Price', (sale) => sale.price)])
  expect(csv.split('\r\n')).toEqual([
    'Item,Price,Currency',
    'Organic Chemistry,26577.92,GBP',
    'Refund,-12.50,GBP',
    'Kanji workbook,1500,JPY',
    'Law reports,12.345,KWD',
    'Not priced,,',
  ])
})

test('several amounts of a row share one Currency column', async () => {
  const columns = moneyColumns<{ total: number; each: number }>(
    () => 'USD',
    [
      { header: 'Total', minor: (row) => row.total },
      { header: 'Per student', minor: (row) => row.each },
    ],
  )
  expect(await toCsv([{ total: 1000, each: 250 }], columns, 'tsv')).toBe('Total\tPer student\tCurrency\r\n10.00\t2.50\tUSD')
})
