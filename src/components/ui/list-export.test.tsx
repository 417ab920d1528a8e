// @vitest-environment jsdom
import '../../app/testing/dom-test-setup.ts'
import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, expect, test, vi } from 'vitest'
import type { CsvColumn } from './csv-export.ts'
import { exportList, exportPageSize } from './list-export.ts'
import { ListExportButtons } from './list-export-buttons.tsx'
import { axeViolations } from './testing/axe-violations.ts'

interface Row {
  readonly n: number
  readonly name: string
}
const columns: CsvColumn<Row>[] = [
  { header: 'N', value: (row) => row.n },
  { header: 'Name', value: (row) => row.name },
]
const all: Row[] = Array.from({ length: 250 }, (_, i) => ({ n: i + 1, name: i === 0 ? '=1+1' : `row ${i + 1}` }))
const fetchPage = vi.fn(async (page: number, pageSize: number) => ({ rows: all.slice((page - 1) * pageSize, page * pageSize), total: all.length }))

let files: Blob[] = []
beforeEach(() => {
  files = []
  fetchPage.mockClear()
  vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
    files.push(blob as Blob)
    return 'blob:test'
  })
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined)
  // jsdom cannot follow a download link; the file's content is what matters here.
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined)
})
afterEach(() => vi.restoreAllMocks())

async function lines(file: Blob | undefined): Promise<string[]> {
  const text = await new Promise<string>((resolve) => {
    const reader = new FileReader()
    reader.onload = () => resolve(String(reader.result))
    reader.readAsText(file!)
  })
  return text.replace(/^\ufeff/, '').split('\r\n')
}

test('everything the filter matches, a page at a time, neutralised', async () => {
  const result = await exportList({ filename: 'rows', columns, fetchPage })
  expect(result).toEqual({ exported: 250, total: 250, capped: false, totalIsAtLeast: false })
  expect(fetchPage.mock.calls).toEqual([
    [1, exportPageSize],
    [2, exportPageSize],
    [3, exportPageSize],
  ])
  const text = await lines(files[0])
  expect(text).toHaveLength(251)
  expect(text[1]).toBe(`1,"'=1+1"`)
})

test('a column naming a field the field rules withhold is left out of the file, by the buttons too', async () => {
  const named: CsvColumn<Row>[] = [
    { header: 'N', value: (row) => row.n },
    { header: 'Name', field: 'name', value: (row) => row.name },
  ]
  await exportList({ filename: 'rows', columns: named, fetchPage, fieldRules: { withheld: ['name'] } })
  expect((await lines(files[0])).slice(0, 2)).toEqual(['N', '1'])
  render(
    <ListExportButtons
      noun={['row', 'rows']}
      filename="rows"
      columns={named}
      fieldRules={{ withheld: ['name'] }}
      fetchPage={fetchPage}
      disabled={false}
      describeError={String}
    />,
  )
  await userEvent.click(screen.getByRole('button', { name: 'Export CSV' }))
  await screen.findByText('Exported 250 rows.')
  expect((await lines(files[1])).slice(0, 2)).toEqual(['N', '1'])
})

test('a list row written as several lines: every line of every row, counted and capped in list rows', async () => {
  const result = await exportList({ filename: 'rows', columns, fetchPage, expand: (row: Row) => [row, { ...row, name: `${row.name} again` }], cap: 150 })
  expect(result).toEqual({ exported: 150, total: 250, capped: true, totalIsAtLeast: false })
  expect(fetchPage.mock.calls.map(([page]) => page)).toEqual([1, 2])
  const text = await lines(files[0])
  expect(text).toHaveLength(301)
  expect(text.slice(3, 5)).toEqual(['2,row 2', '2,row 2 again'])
})

test('the cap stops the export and says how many were left out', async () => {
  const result = await exportList({ filename: 'rows', columns, fetchPage, cap: 120 })
  expect(result).toEqual({ exported: 120, total: 250, capped: true, totalIsAtLeast: false })
  expect(fetchPage).toHaveBeenCalledTimes(2)
  expect(await lines(files[0])).toHaveLength(121)
})

// The catalogue counts no further than 1,000 and says "1,000+" (issue 35); here it stops at 120.
const uncounted = vi.fn(async (page: number, pageSize: number) => ({
  rows: all.slice((page - 1) * pageSize, page * pageSize),
  total: 120,
  totalIsAtLeast: true,
}))

test('a list counted only up to a point is read on to its last page, past the count', async () => {
  const result = await exportList({ filename: 'rows', columns, fetchPage: uncounted })
  expect(result).toEqual({ exported: 250, total: 250, capped: false, totalIsAtLeast: false })
  expect(await lines(files[0])).toHaveLength(251)
})

test('a list counted only up to a point and cut by the cap says there were more than it read', async () => {
  const result = await exportList({ filename: 'rows', columns, fetchPage: uncounted, cap: 200 })
  expect(result).toEqual({ exported: 200, total: 200, capped: true, totalIsAtLeast: true })
  render(<ListExportButtons noun={['row', 'rows']} filename="rows" columns={columns} fetchPage={uncounted} disabled={false} describeError={String} cap={200} />)
  await userEvent.click(screen.getByRole('button', { name: 'Export CSV' }))
  expect(
    await screen.findByText('Exported the first 200 rows of more than 200: an export holds at most 200 rows. Narrow the filters to export the rest.'),
  ).toBeTruthy()
})

test('the buttons say what happened: done, capped, failed; TSV is tab-separated', async () => {
  const { container, rerender } = render(
    <ListExportButtons noun={['row', 'rows']} filename="rows" columns={columns} fetchPage={fetchPage} disabled={false} describeError={String} cap={100} />,
  )
  await userEvent.click(screen.getByRole('button', { name: 'Export CSV' }))
  expect(
    await screen.findByText('Exported the first 100 rows of 250: an export holds at most 100 rows. Narrow the filters to export the rest.'),
  ).toBeInTheDocument()

  await userEvent.click(screen.getByRole('button', { name: 'Export TSV' }))
  expect(await screen.findByRole('status')).toHaveTextContent('Exported the first 100 rows')
  expect((await lines(files[1]))[0]).toBe('N\tName')

  const failing = vi.fn(() => Promise.reject(new Error('The server is busy.')))
  rerender(
    <ListExportButtons
      noun={['row', 'rows']}
      filename="rows"
      columns={columns}
      fetchPage={failing}
      disabled={false}
      describeError={(error) => (error as Error).message}
    />,
  )
  await userEvent.click(screen.getByRole('button', { name: 'Export CSV' }))
  expect(await screen.findByText('The export failed: The server is busy.')).toBeInTheDocument()
  expect(await axeViolations(container)).toEqual([])
})
