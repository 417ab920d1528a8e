import { randomUUID } from 'node:crypto'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import type { CheckUploadInput } from '../../../contracts/uploads.ts'
import { readBooklistBytes } from '../../../features/booklists/upload/booklist-file-reading.ts'
import { booklistTemplate, templateExample, templateTitle, templateTitlesInput } from '../../../features/booklists/upload/booklist-template.ts'
import { defaultLimits } from '../../limits.ts'
import { memoryLogger } from '../../logger.ts'
import { policy } from '../../policy.ts'
import { codeOf } from '../../testing/error-code.ts'
import { cookieFor } from '../../testing/seed.ts'
import { snapshotTestDatabase, testDatabases, type TestDatabase, type TestDatabaseSnapshot } from '../../testing/test-databases.ts'
import { seedUploadsFixture, uploadLists } from '../../testing/uploads-fixture.ts'
import { createContext, type ServerDeps } from '../../trpc/context.ts'
import { createCallerFactory } from '../../trpc/init.ts'
import { appRouter } from '../../trpc/router.ts'

const createCaller = createCallerFactory(appRouter)

const columns = ['isbn', 'Course_Code', 'quantity', 'requirement', 'note', 'term']
/** Rows as the browser sends them: row numbers as in the file (the header is row 1), cells in the header's order. */
const file = (rows: readonly (readonly string[])[], extra: Partial<CheckUploadInput> = {}): CheckUploadInput => ({
  fileName: 'autumn.csv',
  byteSize: 512,
  checksum: 'a'.repeat(64),
  columns,
  rows: rows.map((cells, i) => ({ row: i + 2, cells: [...cells] })),
  idempotencyKey: randomUUID(),
  ...extra,
})

const goodAndBad = [
  ['9780131103627', 'CHEM101', '30', 'essential', 'Lab copies', ''], // 2: ok
  ['0-306-40615-2', 'bio200', '12', 'Recommended', '', ''], // 3: ok, an ISBN-10 and a code in lower case
  ['9780306406157', 'OTH100', '5', 'essential', '', ''], // 4: a course of another institution
  ['9780306406158', 'BIO200', '5', 'essential', '', ''], // 5: wrong check digit
  ['9780000000002', 'BIO200', '5', 'essential', '', ''], // 6: a valid ISBN of no catalogue title
  ['9781861972712', 'BIO200', '2.5', 'mandatory', '', ''], // 7: two problems
  ['9780306406157', 'BIO200', '1', 'optional', '', ''], // 8: repeats row 3
  ['9780306406157', 'CHEM101', '1', 'optional', '', ''], // 9: already on the list
  ['9780306406157', 'SUB300', '1', 'optional', '', ''], // 10: a submitted list
  ['9780306406157', 'HIS100', '1', 'optional', '', ''], // 11: runs in two terms, neither current
  ['9780306406157', 'HIS100', '4', 'essential', '', '2027-spring'], // 12: ok, the term says which
]

describe.each(testDatabases())('the uploads API on %s', (kind) => {
  let temp: TestDatabase
  let deps: ServerDeps
  let clock = Date.parse('2026-11-23T08:00:00.000Z')
  const as = (email: string) => createCaller(async () => createContext(deps, await cookieFor(deps.db, email)))
  const lib = () => as('lib@testville.example')
  const itemsOf = async (listId: string) =>
    (
      await temp.db
        .selectFrom('booklist_items')
        .innerJoin('titles', 'titles.nbsi', 'booklist_items.nbsi')
        .select(['titles.title', 'quantity', 'requirement', 'note'])
        .where('booklist_id', '=', listId)
        .orderBy('position')
        .execute()
    ).map((item) => [item.title, Number(item.quantity), item.requirement, item.note])
  const itemCount = async () =>
    Number(
      (
        await temp.db
          .selectFrom('booklist_items')
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    )

  // The fixture, loaded once (hashing its passwords is most of it) and copied for each test.
  let fixture: TestDatabaseSnapshot<void>
  beforeAll(async () => {
    fixture = await snapshotTestDatabase(kind, seedUploadsFixture)
  })
  afterAll(() => fixture.dispose())

  beforeEach(async () => {
    temp = await fixture.copy()
    deps = { db: temp.db, policy, logger: memoryLogger(), now: () => (clock += 1000), limits: defaultLimits }
  })
  afterEach(() => temp.dispose())

  it('the template’s example row, made from what the server answers the person, passes the check', async () => {
    const ed = as('ed@testville.example')
    const title = templateTitle((await ed.catalogue.search(templateTitlesInput)).items)
    const example = templateExample(title, title ? await ed.booklists.editable({ nbsi: title.nbsi }) : undefined)
    expect(example).toBeDefined()
    const reading = await readBooklistBytes('booklist-template.csv', new TextEncoder().encode(booklistTemplate(example)))
    if (!reading.ok) throw new Error(reading.message)
    const { ok: _ok, ignoredColumns: _ignored, ...read } = reading
    const { upload } = await ed.uploads.check({ ...read, idempotencyKey: randomUUID() })
    expect(upload).toMatchObject({ rowCount: 1, errorCount: 0 })
  })

  it('keeps the file’s separator, for its error file: a semicolon, else a comma', async () => {
    expect((await lib().uploads.check(file(goodAndBad, { separator: ';' }))).upload.separator).toBe(';')
    expect((await lib().uploads.check(file(goodAndBad, { checksum: 'b'.repeat(64) }))).upload.separator).toBe(',')
    const listed = await lib().uploads.list({})
    expect(listed.rows.map((upload) => upload.separator).sort()).toEqual([',', ';'])
  })

  it('checks every row, names each problem with its row and column, and adds nothing', async () => {
    const before = await itemCount()
    const { upload, sameFile } = await lib().uploads.check(file(goodAndBad))
    expect(upload).toMatchObject({ fileName: 'autumn.csv', status: 'validated', rowCount: 11, errorCount: 8, appliedCount: 0, committedAt: null, columns })
    expect(upload.uploadedBy.id).toBeTruthy()
    expect(sameFile).toBeNull()
    expect(await itemCount()).toBe(before)

    const errors = await lib().uploads.rows({ id: upload.id, show: 'errors', pageSize: 25 })
    expect(errors.total).toBe(8)
    expect(errors.rows.map((row) => [row.row, row.problems.map((p) => `${p.column}: ${p.message}`)])).toEqual([
      [4, ['Course_Code: There is no course with this code at your institution.']],
      [5, ['isbn: 9780306406158 is not a valid ISBN: its check digit should be 7.']],
      [6, ['isbn: No title in the catalogue has the ISBN 9780000000002.']],
      [
        7,
        [
          'quantity: "2.5" is not a quantity: give a whole number from 1 to 10,000.',
          'requirement: "mandatory" is not a requirement: use essential, recommended, optional.',
        ],
      ],
      [8, ['isbn: Repeats row 3: the same title for the same booklist.']],
      [9, ['isbn: "Organic Chemistry" is already on this booklist; change its quantity there instead.']],
      [10, ['Course_Code: The booklist of SUB300 (2026-autumn) is submitted, so it is read-only; reopen it, then upload again.']],
      [11, ['Course_Code: HIS100 runs in 2027-autumn and 2027-spring: add a term column saying which.']],
    ])
    const all = await lib().uploads.rows({ id: upload.id, pageSize: 25 })
    expect(all.total).toBe(11)
    expect(all.rows.filter((row) => row.status === 'ok').map((row) => row.row)).toEqual([2, 3, 12])
    const good = await lib().uploads.rows({ id: upload.id, show: 'good', pageSize: 25 })
    expect([good.total, good.rows.map((row) => row.row)]).toEqual([3, [2, 3, 12]])
    expect(all.rows[0]?.cells).toEqual({
      isbn: '9780131103627',
      Course_Code: 'CHEM101',
      quantity: '30',
      requirement: 'essential',
      note: 'Lab copies',
      term: '',
    })
  })

  it('commits the good rows in one go, each with its event on its list, and keeps every row’s outcome', async () => {
    const { upload } = await lib().uploads.check(file(goodAndBad))
    const committed = await lib().uploads.commit({ id: upload.id, version: upload.version, idempotencyKey: randomUUID() })
    expect(committed).toMatchObject({ status: 'applied', appliedCount: 3, errorCount: 8, rowCount: 11 })
    expect(committed.committedAt).not.toBeNull()
    expect(await itemsOf(uploadLists.chem)).toEqual([
      ['Organic Chemistry', 120, 'essential', null],
      ['Cell Biology', 30, 'essential', 'Lab copies'],
    ])
    expect(await itemsOf(uploadLists.bio)).toEqual([['Organic Chemistry', 12, 'recommended', null]])
    expect(await itemsOf(uploadLists.hisSpring)).toEqual([['Organic Chemistry', 4, 'essential', null]])
    const history = await lib().booklists.get({ id: uploadLists.bio })
    expect(history.history.map((event) => [event.action, event.note])).toContainEqual(['addItem', 'From autumn.csv, row 3'])
    const rows = await lib().uploads.rows({ id: upload.id, pageSize: 25 })
    expect(rows.rows.map((row) => row.status)).toEqual(['applied', 'applied', ...Array(8).fill('error'), 'applied'])
  })

  it('adds each row once when a commit whose answer was lost is retried, and refuses a second commit', async () => {
    const { upload } = await lib().uploads.check(file(goodAndBad))
    const key = randomUUID()
    const first = await lib().uploads.commit({ id: upload.id, version: upload.version, idempotencyKey: key })
    const retried = await lib().uploads.commit({ id: upload.id, version: upload.version, idempotencyKey: key })
    expect(retried).toEqual(first)
    expect(await itemsOf(uploadLists.bio)).toHaveLength(1)
    const again = await codeOf(lib().uploads.commit({ id: upload.id, version: upload.version, idempotencyKey: randomUUID() }))
    expect(again).toBe('CONFLICT')
    const fresh = await codeOf(lib().uploads.commit({ id: upload.id, version: first.version, idempotencyKey: randomUUID() }))
    expect(fresh).toBe('FORBIDDEN')
    expect(await itemsOf(uploadLists.bio)).toHaveLength(1)
  })

  it('checks the rows again at commit: a row whose list was submitted meanwhile becomes an error, the rest are added', async () => {
    const { upload } = await lib().uploads.check(file(goodAndBad))
    await temp.db.updateTable('booklists').set({ state: 'submitted' }).where('id', '=', uploadLists.bio).execute()
    const committed = await lib().uploads.commit({ id: upload.id, version: upload.version, idempotencyKey: randomUUID() })
    expect(committed).toMatchObject({ appliedCount: 2, errorCount: 9 })
    expect(await itemsOf(uploadLists.bio)).toEqual([])
    const row3 = (await lib().uploads.rows({ id: upload.id, pageSize: 25 })).rows.find((row) => row.row === 3)
    expect(row3?.status).toBe('error')
    expect(row3?.problems[0]?.message).toMatch(/BIO200 \(2026-autumn\) is submitted/)
  })

  it('recognises the same file by its checksum, preferring the upload whose rows were added', async () => {
    const checksum = 'b'.repeat(64)
    const { upload } = await lib().uploads.check(file(goodAndBad, { checksum }))
    await lib().uploads.commit({ id: upload.id, version: upload.version, idempotencyKey: randomUUID() })
    await lib().uploads.check(file(goodAndBad, { checksum }))
    const third = await lib().uploads.check(file(goodAndBad, { checksum }))
    expect(third.sameFile).toMatchObject({ id: upload.id, status: 'applied' })
    expect((await lib().uploads.check(file(goodAndBad, { checksum: 'c'.repeat(64) }))).sameFile).toBeNull()
  })

  it('keeps one upload when a check is retried with its key', async () => {
    const input = file(goodAndBad)
    const first = await lib().uploads.check(input)
    const again = await lib().uploads.check(input)
    expect(again.upload.id).toBe(first.upload.id)
    expect((await lib().uploads.list({})).total).toBe(1)
  })

  it('lists the user’s own uploads, newest first', async () => {
    const older = await lib().uploads.check(file(goodAndBad, { fileName: 'older.csv' }))
    const newer = await lib().uploads.check(file(goodAndBad, { fileName: 'newer.csv', checksum: 'b'.repeat(64) }))
    await as('lea@testville.example').uploads.check(file(goodAndBad, { fileName: 'leas.csv' }))
    const page = await lib().uploads.list({})
    expect(page.rows.map((upload) => upload.id)).toEqual([newer.upload.id, older.upload.id])
    expect(page.total).toBe(2)
  })

  it('lets a colleague read an upload but not commit it; another institution and people without the permission get nothing', async () => {
    const { upload } = await lib().uploads.check(file(goodAndBad))
    expect((await as('lea@testville.example').uploads.get({ id: upload.id })).id).toBe(upload.id)
    expect(await codeOf(as('lea@testville.example').uploads.commit({ id: upload.id, version: upload.version, idempotencyKey: randomUUID() }))).toBe('FORBIDDEN')
    expect(await codeOf(as('otto@otherton.example').uploads.get({ id: upload.id }))).toBe('NOT_FOUND')
    expect(await codeOf(as('otto@otherton.example').uploads.rows({ id: upload.id }))).toBe('NOT_FOUND')
    expect(await codeOf(as('otto@otherton.example').uploads.errorRows({ id: upload.id }))).toBe('NOT_FOUND')
    expect(await codeOf(as('otto@otherton.example').uploads.commit({ id: upload.id, version: upload.version, idempotencyKey: randomUUID() }))).toBe('NOT_FOUND')
    expect(await codeOf(as('vic@testville.example').uploads.get({ id: upload.id }))).toBe('NOT_FOUND')
    expect(await codeOf(as('vic@testville.example').uploads.check(file(goodAndBad)))).toBe('FORBIDDEN')
    expect(await codeOf(as('vic@testville.example').uploads.list({}))).toBe('FORBIDDEN')
    expect(await itemsOf(uploadLists.bio)).toEqual([])
  })

  it('replaces the user’s unadded check of the same file when it is checked again, and leaves an added one alone', async () => {
    const checksum = 'd'.repeat(64)
    const first = await lib().uploads.check(file(goodAndBad, { checksum }))
    const second = await lib().uploads.check(file(goodAndBad, { checksum }))
    expect(second.upload.id).not.toBe(first.upload.id)
    expect(second.sameFile).toBeNull()
    expect((await lib().uploads.list({})).rows.map((upload) => upload.id)).toEqual([second.upload.id])
    expect(await codeOf(lib().uploads.get({ id: first.upload.id }))).toBe('NOT_FOUND')
    expect(await temp.db.selectFrom('upload_rows').select('upload_id').where('upload_id', '=', first.upload.id).execute()).toEqual([])

    await lib().uploads.commit({ id: second.upload.id, version: second.upload.version, idempotencyKey: randomUUID() })
    const third = await lib().uploads.check(file(goodAndBad, { checksum }))
    expect(third.sameFile).toMatchObject({ id: second.upload.id, status: 'applied' })
    // A colleague's check of the same file is theirs: it neither replaces nor is replaced by this one.
    await as('lea@testville.example').uploads.check(file(goodAndBad, { checksum }))
    await lib().uploads.check(file(goodAndBad, { checksum }))
    expect((await lib().uploads.list({})).rows.map((upload) => upload.status)).toEqual(['validated', 'applied'])
    expect((await as('lea@testville.example').uploads.list({})).total).toBe(1)
  })

  it('discards one’s own checked upload with its rows; an added one, a stale version and someone else’s are refused', async () => {
    const { upload } = await lib().uploads.check(file(goodAndBad))
    const kept = await lib().uploads.check(file(goodAndBad, { checksum: 'e'.repeat(64) }))
    expect(await codeOf(lib().uploads.discard({ id: upload.id, version: upload.version + 1 }))).toBe('CONFLICT')
    expect(await codeOf(as('lea@testville.example').uploads.discard({ id: upload.id, version: upload.version }))).toBe('FORBIDDEN')
    expect(await codeOf(as('otto@otherton.example').uploads.discard({ id: upload.id, version: upload.version }))).toBe('NOT_FOUND')
    expect(await codeOf(as('vic@testville.example').uploads.discard({ id: upload.id, version: upload.version }))).toBe('FORBIDDEN')
    expect(await codeOf(lib().uploads.discard({ id: 'upl-missing', version: 1 }))).toBe('NOT_FOUND')

    expect(await lib().uploads.discard({ id: upload.id, version: upload.version })).toEqual({ id: upload.id })
    expect((await lib().uploads.list({})).rows.map((u) => u.id)).toEqual([kept.upload.id])
    expect(await codeOf(lib().uploads.get({ id: upload.id }))).toBe('NOT_FOUND')
    expect(await temp.db.selectFrom('upload_rows').select('upload_id').where('upload_id', '=', upload.id).execute()).toEqual([])
    expect(await codeOf(lib().uploads.discard({ id: upload.id, version: upload.version }))).toBe('NOT_FOUND')

    const added = await lib().uploads.commit({ id: kept.upload.id, version: kept.upload.version, idempotencyKey: randomUUID() })
    // At the version the user saw, its state refuses it: FORBIDDEN, saying when its rows were added (the write path's order: NOT_FOUND, FORBIDDEN, CONFLICT).
    expect(await codeOf(lib().uploads.discard({ id: added.id, version: added.version }))).toBe('FORBIDDEN')
    // Said in the one date format, on both databases (PostgreSQL answers the time as a Date).
    await expect(lib().uploads.discard({ id: added.id, version: added.version })).rejects.toThrow(
      /^The rows of this upload were added at \d{1,2} [A-Z][a-z]{2} \d{4}, \d\d:\d\d UTC; an added upload stays\.$/,
    )
    expect(await lib().uploads.get({ id: added.id })).toMatchObject({ status: 'applied', appliedCount: 3 })
    expect(await itemsOf(uploadLists.bio)).toHaveLength(1)
    // Each upload's own history, in the one history: checked, then added or discarded (the event outlives the discarded upload).
    const history = (id: string) =>
      temp.db
        .selectFrom('record_events')
        .select(['action', 'to_status', 'note'])
        .where('record_type', '=', 'Upload')
        .where('record_id', '=', id)
        .orderBy('id')
        .execute()
    expect(await history(added.id)).toEqual([
      { action: 'check', to_status: 'validated', note: 'autumn.csv' },
      { action: 'commit', to_status: 'applied', note: '3 rows added' },
    ])
    expect((await history(upload.id)).map((event) => event.action)).toEqual(['check', 'discard'])
  })

  it('answers every error row with its cells for the CSV to fix', async () => {
    const { upload } = await lib().uploads.check(file(goodAndBad))
    const rows = await lib().uploads.errorRows({ id: upload.id })
    expect(rows.map((row) => row.row)).toEqual([4, 5, 6, 7, 8, 9, 10, 11])
    expect(rows[3]?.cells).toMatchObject({ quantity: '2.5', requirement: 'mandatory' })
  })

  it('refuses a file without a required column, without rows, or with too many rows, saying what to fix', async () => {
    const noQuantity = await lib()
      .uploads.check(file(goodAndBad, { columns: ['isbn', 'course_code', 'requirement'] }))
      .catch((error: Error) => error.message)
    expect(noQuantity).toMatch(/The file has no quantity column/)
    expect(
      await lib()
        .uploads.check(file([]))
        .catch((error: Error) => error.message),
    ).toMatch(/no rows under it/)
    const many = Array.from({ length: 20_001 }, () => ['9780306406157', 'BIO200', '1', 'optional', '', ''])
    expect(
      await lib()
        .uploads.check(file(many))
        .catch((error: Error) => error.message),
    ).toMatch(/at most 20,000 rows/)
  })

  it('commits 2,000 rows to one list in one transaction', async () => {
    const titles = Array.from({ length: 2000 }, (_, i) => ({
      nbsi: `t-bulk-${i}`,
      title: `Bulk ${i}`,
      publisher: 'P',
      price_minor: 100,
      currency: 'GBP',
      authors: '[]',
      formats: '["print"]',
      availability: 'available' as const,
      subjects: '[]',
      language: 'en',
    }))
    await temp.db.insertInto('titles').values(titles).execute()
    const rows = titles.map((t) => [t.nbsi, 'BIO200', '2', 'optional', '', ''])
    const { upload } = await lib().uploads.check(file(rows, { columns: ['nbsi', 'course_code', 'quantity', 'requirement', 'note', 'term'] }))
    expect(upload.errorCount).toBe(0)
    const committed = await lib().uploads.commit({ id: upload.id, version: upload.version, idempotencyKey: randomUUID() })
    expect(committed.appliedCount).toBe(2000)
    expect(await itemsOf(uploadLists.bio)).toHaveLength(2000)
  })
})
