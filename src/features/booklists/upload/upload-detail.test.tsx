// @vitest-environment jsdom
import '../../../app/testing/dom-test-setup.ts'
import { TRPCError } from '@trpc/server'
import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, test, vi } from 'vitest'
import { persona } from '../../../../tests/factories/facts.ts'
import { createFakeTrpcServer } from '../../../app/testing/fake-trpc-server.ts'
import { renderApp } from '../../../app/testing/render-app.tsx'
import type * as CsvExport from '../../../components/ui/csv-export.ts'
import { downloadCsv } from '../../../components/ui/csv-export.ts'
import { axeViolations } from '../../../components/ui/testing/axe-violations.ts'
import {
  uploadRowFilters,
  type CommitUploadInput,
  type DiscardUploadInput,
  type UploadRowsInput,
  type UploadRowView,
  type UploadSummary,
} from '../../../contracts/uploads.ts'
import { uploadRowShows } from './uploads-list.ts'

vi.mock('../../../components/ui/csv-export.ts', async (importOriginal) => ({ ...(await importOriginal<typeof CsvExport>()), downloadCsv: vi.fn() }))

const me = { id: 'user-1', institutionId: 'inst-1' }
const uploader = persona({ permissions: { 'booklist:bulkUpload': true }, user: me })

const columns = ['course_code', 'isbn', 'quantity', 'requirement']
const hostile = '<img src=x onerror=alert(1)>'

const row = (n: number, cells: string[], status: UploadRowView['status'], problems: UploadRowView['problems'] = []): UploadRowView => ({
  row: n,
  cells: Object.fromEntries(columns.map((column, i) => [column, cells[i] ?? ''])),
  status,
  problems,
})

const validatedRows: UploadRowView[] = [
  row(2, ['BIO201', '9780306406157', '30', 'essential'], 'ok'),
  row(3, ['CHE999', '9780306406157', 'lots', 'essential'], 'error', [
    { column: 'course_code', message: 'No course CHE999 this term.' },
    { column: 'quantity', message: 'Give a whole number.' },
  ]),
  row(5, ['=HYPERLINK("http://evil.example")', hostile, '2', 'essential'], 'error', [{ column: null, message: 'The row repeats row 2.' }]),
]

function summary(overrides: Partial<UploadSummary> = {}): UploadSummary {
  const status = overrides.status ?? 'validated'
  const uploaderId = overrides.uploadedBy?.id ?? me.id
  return {
    id: 'up-1',
    fileName: 'term-2026.csv',
    byteSize: 2048,
    status,
    rowCount: 3,
    errorCount: 2,
    appliedCount: 0,
    uploadedBy: { id: me.id, name: 'Ada Lovelace' },
    createdAt: '2026-11-25T14:03:00.000Z',
    committedAt: null,
    columns,
    separator: ',',
    version: 1,
    ...overrides,
    record: { id: overrides.id ?? 'up-1', institutionId: me.institutionId, uploaderId, status },
  }
}

/** uploads.* over one upload held in memory; any other id is NOT_FOUND, as the server answers an upload of another institution. */
function uploadServer(upload: UploadSummary, rows: UploadRowView[], options: { failErrorRows?: boolean } = {}) {
  let current = upload
  let kept = rows
  const rowInputs: UploadRowsInput[] = []
  const commits: CommitUploadInput[] = []
  const discards: DiscardUploadInput[] = []
  const find = (id: string) => {
    if (id !== current.id) throw new TRPCError({ code: 'NOT_FOUND', message: 'No upload you may see has this id.' })
    return current
  }
  const server = createFakeTrpcServer(uploader, { id: me.id, email: 'ada@inst.example', institutionId: me.institutionId }, (t) => ({
    uploads: t.router({
      get: t.procedure.input((value: unknown) => value as { id: string }).query(({ input }) => find(input.id)),
      rows: t.procedure
        .input((value: unknown) => value as Required<UploadRowsInput>)
        .query(({ input }) => {
          rowInputs.push(input)
          find(input.id)
          const shown = kept.filter((r) => input.show === 'all' || r.status === 'error')
          return { rows: shown.slice((input.page - 1) * input.pageSize, input.page * input.pageSize), total: shown.length }
        }),
      errorRows: t.procedure
        .input((value: unknown) => value as { id: string })
        .query(({ input }) => {
          find(input.id)
          if (options.failErrorRows) throw new TRPCError({ code: 'INTERNAL_SERVER_ERROR', message: 'The database did not answer.' })
          return kept.filter((r) => r.status === 'error')
        }),
      commit: t.procedure
        .input((value: unknown) => value as CommitUploadInput)
        .mutation(({ input }) => {
          commits.push(input)
          const added = current.rowCount - current.errorCount
          current = summary({ ...current, status: 'applied', appliedCount: added, committedAt: '2026-11-25T15:00:00.000Z', version: current.version + 1 })
          kept = kept.map((r) => (r.status === 'ok' ? { ...r, status: 'applied' } : r))
          return current
        }),
      discard: t.procedure
        .input((value: unknown) => value as DiscardUploadInput)
        .mutation(({ input }) => {
          discards.push(input)
          find(input.id)
          current = summary({ ...current, id: 'up-gone' })
          return { id: input.id }
        }),
    }),
  }))
  return { server, rowInputs, commits, discards }
}

const open = (server: ReturnType<typeof uploadServer>['server'], search = '') => renderApp(server, { path: `/booklist/upload/up-1${search}` })

describe('the upload detail page', () => {
  test('a checked upload: file, who and when, counts, state, and every row with its cells, outcome and problems as text', async () => {
    const { server } = uploadServer(summary(), validatedRows)
    open(server)
    expect(await screen.findByRole('heading', { level: 1, name: 'term-2026.csv' })).toBeInTheDocument()
    expect(screen.getByText(/^Uploaded by Ada Lovelace on/)).toHaveTextContent('Uploaded by Ada Lovelace on 25 Nov 2026, 14:03 UTC, 2 KB.')
    expect(screen.getByText('Checked, not added yet')).toBeInTheDocument()
    const counts = screen.getByText('With errors').closest('dl') as HTMLElement
    expect([...counts.querySelectorAll('dt')].map((dt) => `${dt.textContent}: ${dt.nextElementSibling?.textContent}`)).toEqual([
      'Rows: 3',
      'With errors: 2',
      'To add: 1',
    ])

    const table = await screen.findByRole('table', { name: 'Rows of term-2026.csv' })
    await within(table).findByRole('cell', { name: 'BIO201' })
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Row', ...columns, 'Status', 'Problems'])
    const bodyRows = within(table).getAllByRole('row').slice(1)
    expect(bodyRows.map((tr) => within(tr).getAllByRole('cell')[0]?.textContent)).toEqual(['2', '3', '5'])
    expect(within(bodyRows[0]!).getByText('Will be added')).toBeInTheDocument()
    expect(within(bodyRows[1]!).getByText('Error')).toBeInTheDocument()
    expect(
      within(bodyRows[1]!)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['course_code: No course CHE999 this term.', 'quantity: Give a whole number.'])
    expect(within(bodyRows[2]!).getByRole('listitem')).toHaveTextContent(/^The row repeats row 2\.$/)

    expect(screen.getByRole('button', { name: 'Add 1 row to booklists' })).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Discard upload of term-2026.csv' })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: '← Bulk upload' })).toHaveAttribute('href', '/booklist/upload')
    expect(await axeViolations(screen.getByRole('main'))).toEqual([])
  })

  test('hostile cell text is shown as text, never as markup', async () => {
    const { server } = uploadServer(summary(), validatedRows)
    const { container } = open(server)
    const table = await screen.findByRole('table', { name: 'Rows of term-2026.csv' })
    expect(await within(table).findByRole('cell', { name: hostile })).toBeInTheDocument()
    expect(container.querySelector('img')).toBeNull()
  })

  test('Errors only is written to the URL, goes back to page 1, and shows the error rows only', async () => {
    const { server, rowInputs } = uploadServer(summary(), validatedRows)
    const { history } = open(server, '?page=2')
    expect(await screen.findByText('There is no page 2')).toBeInTheDocument()
    const show = screen.getByRole('group', { name: 'Show' })
    expect(within(show).getByRole('radio', { name: 'All rows' })).toBeChecked()
    await userEvent.click(within(show).getByRole('radio', { name: 'Errors only' }))
    await vi.waitFor(() => expect(history.location.search).toContain('show=errors'))
    expect(history.location.search).not.toContain('page=')
    const table = screen.getByRole('table', { name: 'Rows of term-2026.csv' })
    await within(table).findByRole('cell', { name: 'CHE999' })
    expect(within(table).queryByRole('cell', { name: 'BIO201' })).not.toBeInTheDocument()
    expect(within(table).getAllByRole('row').slice(1)).toHaveLength(2)
    expect(rowInputs.at(-1)).toEqual({ id: 'up-1', show: 'errors', page: 1, pageSize: 25 })
    expect(within(show).getByRole('radio', { name: 'Errors only' })).toBeChecked()

    // The keyboard moves back to every row.
    await userEvent.keyboard('{ArrowLeft}')
    await vi.waitFor(() => expect(history.location.search).not.toContain('show='))
    expect(await within(table).findByRole('cell', { name: 'BIO201' })).toBeInTheDocument()
  })

  test('a `show` the page does not know is reported like an unknown filter: no row is asked, no choice is checked, and Clear shows every row', async () => {
    const { server, rowInputs } = uploadServer(summary(), validatedRows)
    const { history } = open(server, '?show=mistakes')
    const problem = await screen.findByRole('alert')
    expect(problem).toHaveTextContent('A filter is not valid, so nothing is listed')
    expect(problem).toHaveTextContent('Show: “mistakes” is not a choice of rows: choose one of all, errors, good.')
    expect(screen.queryByRole('table', { name: 'Rows of term-2026.csv' })).not.toBeInTheDocument()
    expect(rowInputs).toEqual([])
    const show = screen.getByRole('group', { name: 'Show' })
    for (const radio of within(show).getAllByRole('radio')) expect(radio).not.toBeChecked()

    await userEvent.click(within(problem).getByRole('button', { name: 'Clear Show' }))
    await vi.waitFor(() => expect(history.location.search).not.toContain('show='))
    const table = await screen.findByRole('table', { name: 'Rows of term-2026.csv' })
    expect(await within(table).findByRole('cell', { name: 'BIO201' })).toBeInTheDocument()
    expect(rowInputs.at(-1)).toEqual({ id: 'up-1', show: 'all', page: 1, pageSize: 25 })
    expect(within(show).getByRole('radio', { name: 'All rows' })).toBeChecked()
  })

  test('the choices of `show` are the contract’s', () => {
    expect(uploadRowShows).toEqual(uploadRowFilters)
  })

  test('Download error rows saves the error rows as <name>-errors.csv with the file’s columns and error, formulas neutralised', async () => {
    vi.mocked(downloadCsv).mockClear()
    const { server } = uploadServer(summary(), validatedRows)
    open(server)
    await userEvent.click(await screen.findByRole('button', { name: 'Download error rows (CSV)' }))
    await vi.waitFor(() => expect(downloadCsv).toHaveBeenCalledTimes(1))
    const [fileName, csv] = vi.mocked(downloadCsv).mock.calls[0]!
    expect(fileName).toBe('term-2026-errors.csv')
    const lines = csv.split('\r\n')
    expect(lines[0]).toBe('course_code,isbn,quantity,requirement,error')
    expect(lines[1]).toBe('CHE999,9780306406157,lots,essential,course_code: No course CHE999 this term.; quantity: Give a whole number.')
    expect(lines[2]).toMatch(/^"'=HYPERLINK\(""http:\/\/evil\.example""\)",<img src=x onerror=alert\(1\)>,2,essential,The row repeats row 2\.$/)
    expect(csv).not.toContain('BIO201')
  })

  test('the error rows of a semicolon-separated upload download separated by semicolons', async () => {
    vi.mocked(downloadCsv).mockClear()
    const { server } = uploadServer(summary({ separator: ';' }), validatedRows)
    open(server)
    await userEvent.click(await screen.findByRole('button', { name: 'Download error rows (CSV)' }))
    await vi.waitFor(() => expect(downloadCsv).toHaveBeenCalledTimes(1))
    const [, csv] = vi.mocked(downloadCsv).mock.calls[0]!
    expect(csv.split('\r\n').slice(0, 2)).toEqual([
      'course_code;isbn;quantity;requirement;error',
      'CHE999;9780306406157;lots;essential;"course_code: No course CHE999 this term.; quantity: Give a whole number."',
    ])
  })

  test('a failed download says so and lets the user try again', async () => {
    vi.mocked(downloadCsv).mockClear()
    const { server } = uploadServer(summary(), validatedRows, { failErrorRows: true })
    open(server)
    await userEvent.click(await screen.findByRole('button', { name: 'Download error rows (CSV)' }))
    expect(await screen.findByRole('alert')).toHaveTextContent(/^The error rows could not be downloaded: /)
    expect(downloadCsv).not.toHaveBeenCalled()
    expect(screen.getByRole('button', { name: 'Download error rows (CSV)' })).toBeEnabled()
  })

  test('an upload with no error rows: no download, and Errors only says there are none', async () => {
    const clean = [row(2, ['BIO201', '9780306406157', '30', 'essential'], 'ok')]
    const { server } = uploadServer(summary({ rowCount: 1, errorCount: 0 }), clean)
    open(server, '?show=errors')
    expect(await screen.findByText('No rows in error')).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: /Download error rows/ })).not.toBeInTheDocument()
  })

  test('an older upload kept without its header names the columns from its first row', async () => {
    const { server } = uploadServer(summary({ columns: [] }), validatedRows)
    open(server)
    const table = await screen.findByRole('table', { name: 'Rows of term-2026.csv' })
    await within(table).findByRole('cell', { name: 'BIO201' })
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Row', ...columns, 'Status', 'Problems'])
  })

  test('an id the user may not read is "Upload not found" inside the layout, with a link to their uploads', async () => {
    const { server } = uploadServer(summary({ id: 'up-other' }), validatedRows)
    open(server)
    const heading = await screen.findByRole('heading', { level: 1, name: 'Upload not found' })
    const main = screen.getByRole('main')
    expect(main).toContainElement(heading)
    expect(within(main).getByText(/may not exist, or it is not yours to see/)).toBeInTheDocument()
    expect(within(main).getByText('No upload you may see has the id “up-1”.')).toBeInTheDocument()
    expect(within(main).getByRole('link', { name: 'Your uploads' })).toHaveAttribute('href', '/booklist/upload')
    expect(within(main).queryByRole('table')).not.toBeInTheDocument()
  })

  test('Add commits the upload once and the page shows it added', async () => {
    const { server, commits } = uploadServer(summary(), validatedRows)
    open(server)
    await userEvent.click(await screen.findByRole('button', { name: 'Add 1 row to booklists' }))
    expect(await screen.findByText('Added', { selector: '.upload-status .status-badge' })).toBeInTheDocument()
    expect(commits).toEqual([{ id: 'up-1', version: 1, idempotencyKey: expect.any(String) as string }])
    expect(screen.getByText(/^Uploaded by Ada Lovelace/)).toHaveTextContent(/, 2 KB\. Added on 25 Nov 2026, 15:00 UTC\.$/)
    expect(screen.queryByRole('button', { name: /^Add .* to booklists$/ })).not.toBeInTheDocument()
    const table = screen.getByRole('table', { name: 'Rows of term-2026.csv' })
    expect(await within(table).findByText('Added')).toBeInTheDocument()
  })

  test('Discard, from the keyboard, asks first, removes the upload and goes back to the upload page saying so', async () => {
    const { server, discards } = uploadServer(summary({ fileName: hostile }), validatedRows)
    const { history, container } = open(server)
    const button = await screen.findByRole('button', { name: `Discard upload of ${hostile}` })
    button.focus()
    await userEvent.keyboard('{Enter}')
    const dialog = await screen.findByRole('dialog', { name: `Discard the upload of ${hostile}?` })
    // Cancel has focus: Enter on opening removes nothing.
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus()
    await userEvent.keyboard('{Enter}')
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    expect(discards).toEqual([])

    await userEvent.click(button)
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Discard upload' }))
    await vi.waitFor(() => expect(history.location.pathname).toBe('/booklist/upload'))
    expect(discards).toEqual([{ id: 'up-1', version: 1 }])
    expect(await screen.findByText(`Upload discarded: ${hostile}.`)).toBeInTheDocument()
    expect(container.querySelector('img')).toBeNull()
  })

  test('no Add for an applied upload, nor for a checked upload of someone else', async () => {
    const applied = uploadServer(summary({ status: 'applied', appliedCount: 1, committedAt: '2026-11-25T15:00:00.000Z' }), validatedRows)
    const first = open(applied.server)
    expect(await screen.findByText('Added', { selector: '.upload-status .status-badge' })).toBeInTheDocument()
    const counts = screen.getByText('With errors').closest('dl') as HTMLElement
    expect(within(counts).getByText('Added').nextElementSibling).toHaveTextContent('1')
    expect(screen.queryByRole('button', { name: /to booklists$/ })).not.toBeInTheDocument()
    expect(screen.queryByRole('button', { name: /^Discard/ })).not.toBeInTheDocument()
    first.unmount()

    const theirs = uploadServer(summary({ uploadedBy: { id: 'user-2', name: 'Grace Hopper' } }), validatedRows)
    open(theirs.server)
    expect(await screen.findByText(/^Uploaded by Grace Hopper/)).toBeInTheDocument()
    expect(screen.getByText('Checked, not added yet')).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: /to booklists$/ })).not.toBeInTheDocument()
    expect(screen.queryByRole('button', { name: /^Discard/ })).not.toBeInTheDocument()
  })
})
