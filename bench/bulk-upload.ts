import { createHash, randomUUID } from 'node:crypto'
import type { Browser } from '@playwright/test'
import { sql } from 'kysely'
import { maxUploadRows } from '../src/contracts/booklist-file.ts'
import { replaceData } from '../src/server/data/replace-data.ts'
import type { OpenedDatabase } from '../src/server/db/open-database.ts'
import { defaultLimits } from '../src/server/limits.ts'
import { memoryLogger } from '../src/server/logger.ts'
import { policy } from '../src/server/policy.ts'
import { benchData, cookieFor } from '../src/server/testing/seed.ts'
import { createContext } from '../src/server/trpc/context.ts'
import { createCallerFactory } from '../src/server/trpc/init.ts'
import { appRouter } from '../src/server/trpc/router.ts'
import type { RunningApp } from './app-server.ts'
import { withBenchDatabase } from './bench-database.ts'
import { signIn } from './browser.ts'
import { row, type BenchRow } from './table.ts'
import type { BenchDatabase } from './record-queries.ts'

// ana may do everything at Northbridge, bulk upload included.
const PERSONA = 'ana@northbridge.example'
const header = ['course_code', 'isbn', 'quantity', 'requirement', 'note']

/**
 * Issue 29 on the server at 100,000 titles: uploads.check of a 20,000-row
 * file (every row against courses, lists and the catalogue) and the commit
 * of its good rows in one transaction, through the tRPC procedures without
 * HTTP. The rows are real (course, title) pairs of the institution's draft
 * lists, so the commit adds thousands of items.
 */
export async function measureUploadCheck(kind: BenchDatabase): Promise<BenchRow[]> {
  const group = `bulk upload on ${kind === 'sqlite' ? 'SQLite' : 'PostgreSQL'}`
  return withBenchDatabase(kind, async (opened) => {
    const { db } = opened
    await replaceData(db, benchData())
    await sql`ANALYZE`.execute(db)
    const deps = { db, policy, logger: memoryLogger(), now: Date.now, limits: defaultLimits }
    const cookie = await cookieFor(db, PERSONA)
    const caller = createCallerFactory(appRouter)(() => createContext(deps, cookie))
    const rows = await uploadRows(opened, maxUploadRows)
    const file = [header.join(','), ...rows.map((cells) => cells.join(','))].join('\n')

    const checkStart = performance.now()
    const checked = await caller.uploads.check({
      fileName: 'bench.csv',
      byteSize: Buffer.byteLength(file),
      checksum: createHash('sha256').update(file).digest('hex'),
      columns: header,
      rows: rows.map((cells, i) => ({ row: i + 2, cells })),
      idempotencyKey: randomUUID(),
    })
    const checkMs = performance.now() - checkStart
    const { upload } = checked
    const commitStart = performance.now()
    const committed = await caller.uploads.commit({ id: upload.id, version: upload.version, idempotencyKey: randomUUID() })
    const commitMs = performance.now() - commitStart
    const scale = `${rows.length.toLocaleString('en-GB')} rows, ${(upload.rowCount - upload.errorCount).toLocaleString('en-GB')} good; 100,000 titles`
    return [
      row(group, `uploads.check of ${rows.length.toLocaleString('en-GB')} rows`, checkMs / 1000, 's', {
        target: '< 10 s',
        pass: checkMs < 10_000,
        note: scale,
      }),
      row(group, 'uploads.commit of the good rows, one transaction', commitMs / 1000, 's', {
        note: `${committed.appliedCount.toLocaleString('en-GB')} items added with their events`,
      }),
    ]
  })
}

/** `count` rows: each draft list of the institution with catalogue titles not on it, round-robin, then made-up codes if they run out. */
async function uploadRows(opened: OpenedDatabase, count: number): Promise<string[][]> {
  const { db } = opened
  const user = await db.selectFrom('users').select('institution_id').where('email_key', '=', PERSONA).executeTakeFirstOrThrow()
  const lists = await db
    .selectFrom('booklists')
    .innerJoin('courses', (join) => join.onRef('courses.id', '=', 'booklists.course_id').onRef('courses.term', '=', 'booklists.term'))
    .select(['courses.code', 'courses.term'])
    .where('booklists.institution_id', '=', user.institution_id ?? '')
    .where('booklists.state', '=', 'draft')
    .execute()
  const isbns = (await db.selectFrom('titles').select('isbn13').where('isbn13', 'is not', null).limit(count).execute()).map((t) => t.isbn13 ?? '')
  const out: string[][] = []
  for (let i = 0; out.length < count; i++) {
    const list = lists[i % Math.max(1, lists.length)]
    const isbn = isbns[Math.floor(i / Math.max(1, lists.length)) % isbns.length] ?? '9780306406157'
    out.push([list?.code ?? `NOPE${i}`, isbn, String(1 + (i % 40)), 'essential', ''])
  }
  return out
}

/**
 * Issue 29 in Chromium: a 20,000-row file chosen on the upload page is read
 * (Papa Parse in a worker) and sent for checking. Timed in the page: from the
 * input's change event to the "Checking" status (the file read, its rows
 * sent) and to the checked outcome on screen; and the longest main-thread
 * task that overlaps the reading, and any until the outcome is drawn.
 */
export async function measureUploadParse(browser: Browser, app: RunningApp): Promise<BenchRow[]> {
  const group = 'bulk upload in Chromium'
  const session = await signIn(browser, app, PERSONA)
  const page = await session.context.newPage()
  await page.goto(`${app.appOrigin}/booklist/upload`)
  await page.getByRole('heading', { level: 1, name: 'Bulk Upload' }).waitFor()
  await page.evaluate(() => {
    const seen = { tasks: [] as [number, number][], start: 0, sent: 0, drawn: 0 }
    ;(window as unknown as { upload: typeof seen }).upload = seen
    document.addEventListener('change', () => (seen.start = performance.now()), true)
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) seen.tasks.push([entry.startTime, entry.duration])
    }).observe({ type: 'longtask' })
    // Cheap tests on each change of the page: the progress line while checking, the outcome's heading after.
    new MutationObserver(() => {
      if (seen.start > 0 && seen.sent === 0 && document.querySelector('.upload-file .upload-progress')) seen.sent = performance.now()
      if (seen.start > 0 && seen.drawn === 0 && document.getElementById('upload-checked-heading')) seen.drawn = performance.now()
    }).observe(document.body, { subtree: true, childList: true })
  })
  const lines = Array.from({ length: maxUploadRows }, (_, i) => `BENCH${i % 300},9780306406157,${1 + (i % 40)},essential,A note of a few words`)
  const text = [header.join(','), ...lines].join('\n')
  await page.getByLabel('Booklist file', { exact: true }).setInputFiles({ name: 'bench.csv', mimeType: 'text/csv', buffer: Buffer.from(text) })
  await page.getByRole('heading', { name: 'Checked: bench.csv' }).waitFor({ timeout: 60_000 })
  // Long tasks are reported after they end: give the last one a moment.
  await page.waitForTimeout(500)
  const seen = await page.evaluate(() => (window as unknown as { upload: { tasks: [number, number][]; start: number; sent: number; drawn: number } }).upload)
  await session.context.close()
  const overlapping = (from: number, to: number) =>
    Math.max(0, ...seen.tasks.filter(([at, duration]) => at < to && at + duration > from).map(([, duration]) => duration))
  const reading = overlapping(seen.start, seen.sent)
  const size = `${(text.length / 1024).toFixed(0)} KB file`
  return [
    row(group, 'longest main-thread task while a 20,000-row file is read', reading, 'ms', {
      target: '<= 200 ms',
      pass: reading <= 200,
      note: `${size}; Papa Parse in a Web Worker`,
    }),
    row(group, 'choice to rows sent for checking, 20,000 rows', seen.sent - seen.start, 'ms', {
      note: 'reading, SHA-256 of the bytes, parsing, in the worker',
    }),
    row(group, 'choice to the checked outcome on screen', seen.drawn - seen.start, 'ms', {
      note: `the server's check included; longest main-thread task until then ${overlapping(seen.start, seen.drawn).toFixed(0)} ms`,
    }),
  ]
}
