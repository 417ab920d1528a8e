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
import { exportCsv, toCsv } from '../../../components/ui/csv-export.ts'
import { axeViolations } from '../../../components/ui/testing/axe-violations.ts'
import type { CheckUploadInput, CommitUploadInput, UploadCheck, UploadRowView, UploadSummary } from '../../../contracts/uploads.ts'

// The kit's export writes the file through exportCsv: kept here, its rows and columns are what is checked.
vi.mock('../../../components/ui/csv-export.ts', async (importOriginal) => ({ ...(await importOriginal<typeof CsvExport>()), exportCsv: vi.fn() }))

const me = { id: 'user-1', institutionId: 'inst-1' }
const uploader = persona({ flags: { 'roles-and-permissions': true }, permissions: { 'booklist:view': true, 'booklist:bulkUpload': true }, user: me })

const summary = (overrides: Partial<UploadSummary> = {}): UploadSummary => ({
  id: 'upl-1',
  fileName: 'autumn.csv',
  byteSize: 120,
  status: 'validated',
  rowCount: 3,
  errorCount: 1,
  appliedCount: 0,
  uploadedBy: { id: me.id, name: 'Ada Lovelace' },
  createdAt: '2026-11-25T09:00:00.000Z',
  committedAt: null,
  columns: ['course_code', 'isbn', 'quantity', 'requirement'],
  separator: ',',
  version: 1,
  record: { id: 'upl-1', institutionId: me.institutionId, uploaderId: me.id, status: 'validated' },
  ...overrides,
})

const errorRow: UploadRowView = {
  row: 3,
  cells: { course_code: 'OTH100', isbn: '9780306406157', quantity: '<img src=x onerror=alert(1)>', requirement: 'essential' },
  status: 'error',
  problems: [
    { column: 'course_code', message: 'There is no course with this code at your institution.' },
    { column: 'quantity', message: '"<img src=x onerror=alert(1)>" is not a quantity: give a whole number from 1 to 10,000.' },
  ],
}

/** uploads.* in memory: what the screen sent, and a check that fails once when asked to. */
function uploadServer(options: { sameFile?: UploadSummary; failFirstCheck?: boolean; holdFirstList?: Promise<void>; uploads?: UploadSummary[] } = {}) {
  const checks: CheckUploadInput[] = []
  const commits: CommitUploadInput[] = []
  const rowInputs: unknown[] = []
  const discards: { id: string; version: number }[] = []
  const listInputs: unknown[] = []
  let uploads: UploadSummary[] = options.uploads ?? []
  let failNext = options.failFirstCheck ?? false
  const server = createFakeTrpcServer(uploader, { id: me.id, email: 'ada@inst.example', institutionId: me.institutionId }, (t) => ({
    uploads: t.router({
      check: t.procedure
        .input((value: unknown) => value as CheckUploadInput)
        .mutation(({ input }): UploadCheck => {
          checks.push(input)
          if (failNext) {
            failNext = false
            throw new TRPCError({ code: 'INTERNAL_SERVER_ERROR', message: 'The database is away.' })
          }
          uploads = [summary({ rowCount: input.rows.length, byteSize: input.byteSize, fileName: input.fileName })]
          return { upload: uploads[0]!, sameFile: options.sameFile ?? null }
        }),
      commit: t.procedure
        .input((value: unknown) => value as CommitUploadInput)
        .mutation(({ input }) => {
          commits.push(input)
          uploads = [
            summary({
              status: 'applied',
              appliedCount: 2,
              version: 2,
              committedAt: '2026-11-25T09:01:00.000Z',
              record: { ...summary().record, status: 'applied' },
            }),
          ]
          return uploads[0]!
        }),
      list: t.procedure
        .input((value: unknown) => value)
        .query(async ({ input }) => {
          listInputs.push(input)
          // The list as it was when asked; the first answer may be held back (a slow list while a file is checked).
          const asked = uploads
          const hold = options.holdFirstList
          options.holdFirstList = undefined
          if (hold) await hold
          return { rows: asked, total: asked.length }
        }),
      discard: t.procedure
        .input((value: unknown) => value as { id: string; version: number })
        .mutation(({ input }) => {
          discards.push(input)
          uploads = uploads.filter((upload) => upload.id !== input.id)
          return { id: input.id }
        }),
      get: t.procedure.input((value: unknown) => value).query(() => uploads[0] ?? summary()),
      rows: t.procedure
        .input((value: unknown) => value)
        .query(({ input }) => {
          rowInputs.push(input)
          return { rows: [errorRow], total: 1 }
        }),
      errorRows: t.procedure.input((value: unknown) => value).query(() => [errorRow]),
    }),
  }))
  return { server, checks, commits, rowInputs, discards, listInputs }
}

const csv = (text: string, name = 'autumn.csv') => new File([text], name, { type: 'text/csv' })
const goodAndBad =
  '\ufeffcourse_code;isbn;quantity;requirement\r\nBIO200;9780306406157;12;essential\r\n' +
  'OTH100;9780306406157;<img src=x onerror=alert(1)>;essential\r\n\r\n' +
  'CHEM101;"0-306-40615-2";3;optional\r\n'

// The screen is a chunk of its own beneath the page's heading (ScreenChunk): its file input comes after.
async function choose(file: File) {
  await userEvent.upload(await screen.findByLabelText('Booklist file'), file)
}

describe('the bulk upload screen', () => {
  test('reads the file, sends its rows with their row numbers, shows each problem by row and column, and adds the good rows with one key', async () => {
    const { server, checks, commits, rowInputs } = uploadServer()
    renderApp(server, { path: '/booklist/upload' })
    await screen.findByRole('heading', { name: 'Bulk Upload' })
    await choose(csv(goodAndBad))
    await screen.findByRole('heading', { name: 'Checked: autumn.csv' })
    expect(checks).toHaveLength(1)
    expect(checks[0]).toMatchObject({
      fileName: 'autumn.csv',
      columns: ['course_code', 'isbn', 'quantity', 'requirement'],
      rows: [
        { row: 2, cells: ['BIO200', '9780306406157', '12', 'essential'] },
        { row: 3, cells: ['OTH100', '9780306406157', '<img src=x onerror=alert(1)>', 'essential'] },
        { row: 5, cells: ['CHEM101', '0-306-40615-2', '3', 'optional'] },
      ],
    })
    expect(checks[0]?.checksum).toMatch(/^[0-9a-f]{64}$/)
    // The file is separated by semicolons: the upload keeps that, for its error file.
    expect(checks[0]?.separator).toBe(';')
    expect(screen.getByText(/^3 rows checked: 2 rows will be added, 1 row has errors and will be left out\. Nothing has been added yet\.$/)).toBeInTheDocument()
    const problems = screen.getByRole('table', { name: 'Rows in error' })
    await vi.waitFor(() =>
      expect(
        within(problems)
          .getAllByRole('row')
          .slice(1)
          .map((row) => row.textContent),
      ).toEqual([
        '3course_codeThere is no course with this code at your institution.',
        '3quantity"<img src=x onerror=alert(1)>" is not a quantity: give a whole number from 1 to 10,000.',
      ]),
    )
    // The rows that will be added, as the file has them.
    expect(await screen.findByRole('table', { name: 'Rows to add' })).toBeInTheDocument()
    expect(rowInputs.at(-1)).toEqual({ id: 'upl-1', show: 'good', page: 1, pageSize: 25 })
    // Hostile cell text is text: no element was made of it.
    expect(document.querySelector('img')).toBeNull()
    expect(await axeViolations(screen.getByRole('main'))).toEqual([])

    await userEvent.dblClick(screen.getByRole('button', { name: 'Add 2 rows to booklists' }))
    await vi.waitFor(() => expect(commits.length).toBeGreaterThan(0))
    expect(new Set(commits.map((commit) => commit.idempotencyKey)).size).toBe(1)
    expect(commits[0]).toMatchObject({ id: 'upl-1', version: 1 })
  })

  test('a check that ends while the first list is still loading lists the new upload once that list is in', async () => {
    let release = () => {}
    const held = new Promise<void>((resolve) => (release = resolve))
    const { server, checks } = uploadServer({ holdFirstList: held })
    renderApp(server, { path: '/booklist/upload' })
    await screen.findByRole('heading', { name: 'Bulk Upload' })
    await choose(csv(goodAndBad))
    await screen.findByRole('heading', { name: 'Checked: autumn.csv' })
    expect(checks).toHaveLength(1)
    // The list asked before the check answers now, without the upload the check made.
    release()
    const table = await screen.findByRole('table', { name: 'Your uploads, newest first' })
    expect(await within(table).findByRole('link', { name: 'autumn.csv' })).toBeInTheDocument()
  })

  test('refuses an empty, a binary, an oversized and a header-less file with a sentence saying what to fix, sending nothing', async () => {
    const { server, checks } = uploadServer()
    renderApp(server, { path: '/booklist/upload' })
    await screen.findByRole('heading', { name: 'Bulk Upload' })
    await choose(csv('', 'empty.csv'))
    expect(await screen.findByText(/^empty\.csv is empty/)).toBeInTheDocument()
    await choose(new File([new Uint8Array([0x50, 0x4b, 0x03, 0x04, 0, 0, 0, 0, 0x14, 0])], 'books.csv', { type: 'text/csv' }))
    expect(await screen.findByText(/^books\.csv is not a CSV text file/)).toBeInTheDocument()
    await choose(new File([new Uint8Array(6 * 1024 * 1024)], 'huge.csv', { type: 'text/csv' }))
    expect(await screen.findByText('huge.csv is 6 MB; a booklist file is at most 5 MB: split it into smaller files.')).toBeInTheDocument()
    await choose(csv('BIO200,9780306406157,12,essential\r\n', 'noheader.csv'))
    expect(await screen.findByText(/The first row is not a header/)).toBeInTheDocument()
    expect(checks).toEqual([])
  })

  test('keeps the file read when the check fails, and Try again sends it once more with the same key', async () => {
    const { server, checks } = uploadServer({ failFirstCheck: true })
    renderApp(server, { path: '/booklist/upload' })
    await screen.findByRole('heading', { name: 'Bulk Upload' })
    await choose(csv(goodAndBad))
    const failed = await screen.findByRole('alert')
    expect(failed).toHaveTextContent(/^autumn\.csv was read but not checked/)
    await userEvent.click(within(failed).getByRole('button', { name: 'Try again' }))
    await screen.findByRole('heading', { name: 'Checked: autumn.csv' })
    expect(checks).toHaveLength(2)
    expect(checks[1]?.idempotencyKey).toBe(checks[0]?.idempotencyKey)
  })

  test('warns that the same file was uploaded before, and links to that upload', async () => {
    const earlier = summary({ id: 'upl-0', status: 'applied', appliedCount: 7, createdAt: '2026-11-20T09:00:00.000Z' })
    const { server } = uploadServer({ sameFile: earlier })
    renderApp(server, { path: '/booklist/upload' })
    await screen.findByRole('heading', { name: 'Bulk Upload' })
    await choose(csv(goodAndBad))
    const warning = (await screen.findByText('You have uploaded this file before.')).closest('[role="alert"]') as HTMLElement
    expect(warning).toHaveTextContent(/autumn\.csv was uploaded by Ada Lovelace on .*\(added: 7 rows added\)/)
    expect(within(warning).getByRole('link', { name: 'Open that upload' })).toHaveAttribute('href', '/booklist/upload/upl-0')
  })

  test('the template is the header alone for a person who may not search the catalogue (no example row that would fail)', async () => {
    const { server } = uploadServer()
    renderApp(server, { path: '/booklist/upload' })
    await screen.findByRole('heading', { name: 'Bulk Upload' })
    const href = (await screen.findByRole('link', { name: 'Download a template' })).getAttribute('href') ?? ''
    expect(decodeURIComponent(href.replace(/^data:text\/csv;charset=utf-8,/, ''))).toBe('course_code,isbn,quantity,requirement,note,term\r\n')
  })

  test('two rapid clicks on Add send one commit and show one toast', async () => {
    const { server, commits } = uploadServer()
    renderApp(server, { path: '/booklist/upload' })
    await screen.findByRole('heading', { name: 'Bulk Upload' })
    await choose(csv(goodAndBad))
    const add = await screen.findByRole('button', { name: 'Add 2 rows to booklists' })
    // Two clicks in the same task: neither waits for a render that would disable the button.
    add.click()
    add.click()
    await screen.findByText('Added 2 rows from autumn.csv to their booklists.')
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(commits).toHaveLength(1)
    expect(screen.getAllByText('Added 2 rows from autumn.csv to their booklists.')).toHaveLength(1)
  })

  test('an error file uploaded again: its error column is not sent, and a note says it was ignored', async () => {
    const { server, checks } = uploadServer()
    renderApp(server, { path: '/booklist/upload' })
    await screen.findByRole('heading', { name: 'Bulk Upload' })
    await choose(csv('course_code,isbn,quantity,requirement,error\r\nBIO200,9780306406157,12,essential,quantity: was wrong\r\n', 'autumn-errors.csv'))
    await screen.findByRole('heading', { name: 'Checked: autumn-errors.csv' })
    expect(checks[0]).toMatchObject({
      columns: ['course_code', 'isbn', 'quantity', 'requirement'],
      rows: [{ row: 2, cells: ['BIO200', '9780306406157', '12', 'essential'] }],
    })
    expect(checks[0]).not.toHaveProperty('ignoredColumns')
    expect(screen.getByText("The column 'error' was ignored: it holds the problems of an earlier check.")).toBeInTheDocument()
  })

  test('lists the user’s uploads with links to each', async () => {
    const { server } = uploadServer()
    renderApp(server, { path: '/booklist/upload' })
    await screen.findByRole('heading', { name: 'Bulk Upload' })
    expect(await screen.findByText('No uploads yet')).toBeInTheDocument()
    await choose(csv(goodAndBad))
    const table = await screen.findByRole('table', { name: 'Your uploads, newest first' })
    expect(await within(table).findByRole('link', { name: 'autumn.csv' })).toHaveAttribute('href', '/booklist/upload/upl-1')
  })

  test('the check on screen discarded from its row in Your uploads: its outcome closes, so Add cannot be pressed on a removed upload', async () => {
    const { server, discards } = uploadServer()
    renderApp(server, { path: '/booklist/upload' })
    await screen.findByRole('heading', { name: 'Bulk Upload' })
    await choose(csv(goodAndBad))
    await screen.findByRole('heading', { name: 'Checked: autumn.csv' })
    const table = await screen.findByRole('table', { name: 'Your uploads, newest first' })
    await userEvent.click(await within(table).findByRole('button', { name: 'Discard upload of autumn.csv' }))
    await userEvent.click(await screen.findByRole('button', { name: 'Discard upload' }))
    await screen.findByText('Upload discarded: autumn.csv.')
    expect(discards).toEqual([{ id: 'upl-1', version: 1 }])
    await vi.waitFor(() => expect(screen.queryByRole('heading', { name: 'Checked: autumn.csv' })).toBeNull())
    expect(screen.queryByRole('button', { name: 'Add 2 rows to booklists' })).toBeNull()
    expect(await screen.findByText('No uploads yet')).toBeInTheDocument()
  })

  test('exports the user’s uploads with the kit’s buttons, from the page the URL names, a formula-like file name neutralised', async () => {
    const { server, listInputs } = uploadServer({ uploads: [summary({ fileName: '=HYPERLINK("http://x.example").csv', status: 'applied', appliedCount: 2 })] })
    vi.mocked(exportCsv).mockClear()
    renderApp(server, { path: '/booklist/upload?pageSize=50' })
    const table = await screen.findByRole('table', { name: 'Your uploads, newest first' })
    await within(table).findByRole('link', { name: '=HYPERLINK("http://x.example").csv' })
    // The route's loader and the list read the URL once, through the list's definition: one input.
    expect(new Set(listInputs.map((input) => JSON.stringify(input)))).toEqual(new Set([JSON.stringify({ page: 1, pageSize: 50 })]))
    expect(within(screen.getByRole('main')).getByText('1 upload')).toBeInTheDocument()
    await userEvent.click(screen.getByRole('button', { name: 'Export CSV' }))
    await vi.waitFor(() => expect(exportCsv).toHaveBeenCalledTimes(1))
    const [fileName, rows, columns] = vi.mocked(exportCsv).mock.calls[0]!
    expect(fileName).toBe('uploads')
    expect((await toCsv(rows, columns)).split('\r\n')).toEqual([
      'File,Uploaded,Status,Rows,With errors,Added',
      `"'=HYPERLINK(""http://x.example"").csv",2026-11-25T09:00:00.000Z,Added,3,1,2`,
    ])
    expect(await screen.findByText('Exported 1 upload.')).toBeInTheDocument()
  })

  test('with no uploads yet there is nothing to export', async () => {
    const { server } = uploadServer()
    renderApp(server, { path: '/booklist/upload' })
    expect(await screen.findByText('No uploads yet')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Export CSV' })).toBeDisabled()
    expect(screen.getByRole('button', { name: 'Export TSV' })).toBeDisabled()
  })
})
