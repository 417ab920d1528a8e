import { createHash, randomUUID } from 'node:crypto'
import { writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { runEach, bulkConcurrency } from '../components/ui/data-table/bulk-outcomes.ts'
import { openDatabase, type OpenedDatabase } from './db/open-database.ts'
import { mutate, signInThrough, type TrpcAnswer } from './testing/http-client.ts'
import { institution } from './testing/requests-fixture.ts'
import { listOf, rolledCode, rolloverTitles } from './testing/rollover-fixture.ts'
import { killServerProcesses, startServerProcess, writeProbe, type ServerProcess } from './testing/server-process.ts'
import { createTestTarget, testDatabases, type TestTarget } from './testing/test-databases.ts'

/**
 * Issue 62: kill -9 of a real server process (main.ts under tsx) while a large
 * write is in flight, then a restart on the same database. Each operation must
 * be all there or not there at all, its history (record_events) must name
 * exactly the records it changed, and a retry with the same idempotency key
 * must answer what the first attempt did, without doing it twice.
 *
 * One database and one data file per database kind serve all four operations,
 * each on its own records: a start costs seconds on a busy machine, and each
 * crash already restarts the server (the restarted one serves the next test).
 */
const uploadCourses = 20
const uploadTitles = 1000 // 20 lists × 1000 titles = 20,000 distinct rows
const rolledLists = 100 // one rollover batch at most (rolloverBatchSize)
const rolledItems = 40
const requestCount = 200 // an order holds at most 200 requests (maxOrderRequests)

const titles = rolloverTitles(uploadTitles)
const uploadCode = (i: number) => `UP${String(i + 1).padStart(2, '0')}`

function dataFile(): string {
  const requests = (status: string, prefix: string) =>
    Array.from(
      { length: requestCount },
      (_, i) =>
        `  - { id: ${prefix}-${i + 1}, institution: testville, requester: rita@testville.example, kind: purchase, status: ${status}, nbsi: ${titles[i % titles.length] ?? ''}, quantity: 1 }`,
    ).join('\n')
  const rolled = titles.slice(0, rolledItems).join(', ')
  return `
institutions:${institution('testville')}
users:
  - { email: lib@testville.example, institution: testville, permissions: { booklist:view: true, booklist:bulkUpload: true } }
  - { email: ed@testville.example, institution: testville, permissions: { booklist:view: true, booklist:edit: true } }
  - { email: rita@testville.example, institution: testville, permissions: { booklist:request: true } }
  - { email: amy@testville.example, institution: testville, permissions: { booklist:approve: true } }
  - { email: pam@testville.example, institution: testville, permissions: { cart:purchase: true } }
titles:
${titles.map((nbsi, i) => `  - { nbsi: ${nbsi}, title: Title ${i + 1}, price: ${1000 + i}, currency: GBP }`).join('\n')}
courses:
${Array.from({ length: uploadCourses }, (_, i) => `  - { code: ${uploadCode(i)}, title: Upload ${i + 1}, term: 2026-autumn, institution: testville, booklist: draft, titles: [] }`).join('\n')}
${Array.from({ length: rolledLists }, (_, i) =>
  [
    `  - { code: ${rolledCode(i)}, title: Course ${i + 1}, term: 2026-autumn, institution: testville, booklist: draft, titles: [${rolled}] }`,
    `  - { code: ${rolledCode(i)}, title: Course ${i + 1}, term: 2027-spring, institution: testville }`,
  ].join('\n'),
).join('\n')}
requests:
${requests('pending', 'pending')}
${requests('approved', 'approved')}
`
}

/** What a crash did: whether a write transaction was open when the kill was sent, and whether the answer came first. */
interface Crash {
  readonly landed: boolean
  readonly answered: boolean
}

describe.each(testDatabases())('kill -9 during a write on %s', (kind) => {
  let target: TestTarget
  let server: ServerProcess
  let db: OpenedDatabase['db']
  let close: () => Promise<void>
  let env: Record<string, string>
  // Printed in the run's output: where each kill landed, which the report quotes.
  const crashes: string[] = []

  beforeAll(async () => {
    target = await createTestTarget(kind)
    const file = join(target.dir, 'data.yaml')
    writeFileSync(file, dataFile())
    // The rollover's clock (late November 2026: 2027-spring is a later term); the write limit would refuse 200 approvals in 10 s.
    env = { ADOPTIONS_DATA: file, ADOPTIONS_NOW: '2026-11-23T08:00:00.000Z', LIMIT_WRITES: '100000' }
    server = await startServerProcess(target, env)
    await inspect()
  }, 120_000)

  /** The test's own connection, to read what the server wrote. */
  async function inspect(): Promise<void> {
    const opened = await openDatabase(target.target)
    if (!opened.ok) throw new Error(opened.error)
    db = opened.db
    close = opened.close
  }

  afterAll(async () => {
    console.info(`crash safety on ${kind}:\n  ${crashes.join('\n  ')}`)
    await killServerProcesses()
    await close?.()
    await target?.dispose()
  })

  const as = async (email: string) => {
    const cookie = await signInThrough(server, email)
    expect(cookie).not.toBe('')
    return (path: string, input: unknown) => mutate(server, cookie, path, input)
  }

  /**
   * Sends the work and kills the server once a write transaction is open on
   * the database (seen twice, so a one-statement write such as the write
   * budget's is not taken for it), or once the work was answered; then starts
   * it again on the same database.
   */
  async function crashDuring(work: () => Promise<unknown>): Promise<Crash> {
    const probe = writeProbe(target)
    let answered = false
    const sent = work().then(
      () => (answered = true),
      () => {}, // the connection dies with the process
    )
    let landed = false
    let seen = 0
    for (const until = Date.now() + 120_000; !answered && Date.now() < until;) {
      seen = (await probe.underWay()) ? seen + 1 : 0
      if (seen === 2) {
        landed = true
        break
      }
      await new Promise((resolve) => setTimeout(resolve, 1))
    }
    await server.kill()
    await sent
    await probe.close()
    // Closed while the server restarts, so the restarted server opens the database alone, as after a real crash.
    await close()
    server = await startServerProcess(target, env)
    await inspect()
    return { landed, answered: answered && !landed }
  }

  /** Notes where a kill landed and what the restarted server found: printed after the file's tests. */
  const noted = (name: string, crash: Crash, found: string) =>
    crashes.push(
      `${name}: ${crash.landed ? 'killed with its transaction open' : crash.answered ? 'answered before the kill' : 'no transaction seen'}; ${found}`,
    )

  const eventIds = async (action: string, recordType: string) =>
    (
      await db
        .selectFrom('record_events')
        .select('record_id')
        .where('action', '=', action)
        .where('record_type', '=', recordType as never)
        .execute()
    )
      .map((row) => row.record_id)
      .sort()

  /** The records' ids and versions as the screen loaded them: what the mutation is sent with. */
  const versionsOf = async (table: 'requests' | 'booklists', ids: readonly string[]) =>
    (await db.selectFrom(table).select(['id', 'version']).where('id', 'in', ids).orderBy('id').execute()).map((row) => ({
      id: row.id,
      version: Number(row.version),
    }))

  /**
   * The key's contract (record-write.ts): after a commit the retry answers it and changes nothing; before one, the retry does the work once;
   * either way a second retry answers the same and changes nothing. Answers the retry's answer and the state after it.
   */
  async function retryTwice<S>(send: () => Promise<TrpcAnswer>, state: () => Promise<S>, after: S, committed: boolean) {
    const retried = resultOf(await send())
    const done = await state()
    if (committed) expect(done).toEqual(after)
    expect(resultOf(await send())).toEqual(retried)
    expect(await state()).toEqual(done)
    return { retried, done }
  }

  const resultOf = (answer: TrpcAnswer) => {
    expect(answer.status, JSON.stringify(answer.body)).toBe(200)
    return answer.body.result!.data.json
  }

  it('commits a 20,000-row upload all or not at all, with an event per item, and a retry answers the commit', async () => {
    const lib = await as('lib@testville.example')
    const columns = ['course_code', 'nbsi', 'quantity', 'requirement']
    const rows = Array.from({ length: uploadCourses * uploadTitles }, (_, i) => ({
      row: i + 2,
      cells: [uploadCode(i % uploadCourses), titles[Math.floor(i / uploadCourses)] ?? '', '1', 'essential'],
    }))
    const text = [columns, ...rows.map((row) => row.cells)].map((cells) => cells.join(',')).join('\n')
    const checked = resultOf(
      await lib('uploads.check', {
        fileName: 'crash.csv',
        byteSize: Buffer.byteLength(text),
        checksum: createHash('sha256').update(text).digest('hex'),
        columns,
        rows,
        idempotencyKey: randomUUID(),
      }),
    )['upload'] as { id: string; version: number; rowCount: number; errorCount: number }
    expect([checked.rowCount, checked.errorCount]).toEqual([20_000, 0])
    const commit = { id: checked.id, version: checked.version, idempotencyKey: randomUUID() }

    const crash = await crashDuring(() => lib('uploads.commit', commit))

    const state = async () => {
      const items = await db.selectFrom('booklist_items').select('id').where('booklist_id', 'like', 'testville-UP%').execute()
      const upload = await db.selectFrom('uploads').select(['status', 'applied_count']).where('id', '=', checked.id).executeTakeFirstOrThrow()
      const rowStatuses = await db.selectFrom('upload_rows').select('status').distinct().where('upload_id', '=', checked.id).execute()
      return {
        items: items.map((item) => item.id).sort(),
        upload,
        rowStatuses: rowStatuses.map((row) => row.status),
        commits: await eventIds('commit', 'Upload'),
      }
    }
    const after = await state()
    const committed = after.items.length > 0
    noted('uploads.commit of 20,000 rows', crash, `${after.items.length} items after the restart`)
    expect(after.items.length).toBe(committed ? 20_000 : 0)
    expect(after.upload).toEqual(committed ? { status: 'applied', applied_count: 20_000 } : { status: 'validated', applied_count: 0 })
    expect(after.rowStatuses).toEqual([committed ? 'applied' : 'ok'])
    expect(after.commits).toEqual(committed ? [checked.id] : [])
    expect(await eventIds('addItem', 'BooklistItem')).toEqual(after.items)

    const { retried, done } = await retryTwice(() => lib('uploads.commit', commit), state, after, committed)
    expect(retried).toMatchObject({ id: checked.id, status: 'applied', appliedCount: 20_000 })
    expect(done.items.length).toBe(20_000)
    expect(await eventIds('addItem', 'BooklistItem')).toEqual(done.items)
  }, 240_000)

  // There is no bulk-approve procedure: the requests screen approves each selected request with its own requests.approve (runEach, four at a
  // time), and each approval is its own transaction. So all or nothing holds per request, not for the 200; and approve takes the version the
  // user saw, not an idempotency key: a retry with that version after it committed is a CONFLICT and approves nothing twice.
  it('approves 200 requests one by one as the screen does: each approved with its event or left pending without one', async () => {
    const amy = await as('amy@testville.example')
    const ids = Array.from({ length: requestCount }, (_, i) => `pending-${i + 1}`)
    const versions = new Map((await versionsOf('requests', ids)).map((row) => [row.id, row.version]))
    const approve = (id: string) => amy('requests.approve', { id, version: versions.get(id) })

    const crash = await crashDuring(() => runEach(ids, approve, bulkConcurrency))

    const state = async () => ({
      approved: (await db.selectFrom('requests').select('id').where('id', 'in', ids).where('status', '=', 'approved').execute()).map((row) => row.id).sort(),
      pending: (await db.selectFrom('requests').select('id').where('id', 'in', ids).where('status', '=', 'pending').execute()).length,
      events: await eventIds('approve', 'Request'),
    })
    const after = await state()
    noted('200 requests.approve, four at a time', crash, `${after.approved.length} approved after the restart`)
    expect(after.approved.length + after.pending).toBe(requestCount)
    expect(after.events).toEqual(after.approved)

    // The retry of each with the version it was sent with: the approved ones are a CONFLICT, the others are approved now, each once.
    const approvedBefore = new Set(after.approved)
    const answers = await Promise.all(ids.map(async (id) => [id, (await approve(id)).status] as const))
    for (const [id, status] of answers) expect([id, status]).toEqual([id, approvedBefore.has(id) ? 409 : 200])
    const done = await state()
    expect(done).toEqual({ approved: [...ids].sort(), pending: 0, events: [...ids].sort() })
  }, 240_000)

  it('rolls a batch of 100 lists over all or not at all, with their events, and a retry answers the first rollover', async () => {
    const ed = await as('ed@testville.example')
    const ids = Array.from({ length: rolledLists }, (_, i) => listOf(rolledCode(i)))
    const lists = await versionsOf('booklists', ids)
    const batch = { target: '2027-spring', lists, idempotencyKey: randomUUID() }

    const crash = await crashDuring(() => ed('booklists.rollover', batch))

    const state = async () => {
      const made = await db.selectFrom('booklists').select('id').where('term', '=', '2027-spring').where('id', 'like', 'bl-%').execute()
      const items = await db
        .selectFrom('booklist_items')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('booklist_id', 'in', ['', ...made.map((list) => list.id)])
        .executeTakeFirstOrThrow()
      return {
        made: made.map((list) => list.id).sort(),
        items: Number(items.n),
        rolledFrom: await eventIds('rolledFrom', 'Booklist'),
        rolledOver: await eventIds('rollOver', 'Booklist'),
      }
    }
    const after = await state()
    const committed = after.made.length > 0
    noted('booklists.rollover of 100 lists × 40 items', crash, `${after.made.length} new lists after the restart`)
    expect(after.made.length).toBe(committed ? rolledLists : 0)
    expect(after.items).toBe(after.made.length * rolledItems)
    expect(after.rolledFrom).toEqual(after.made)
    expect(after.rolledOver).toEqual(committed ? [...ids].sort() : [])

    const { retried, done } = await retryTwice(() => ed('booklists.rollover', batch), state, after, committed)
    const outcomes = retried['outcomes'] as { listId: string; result: string; newListId?: string }[]
    expect(outcomes.map((outcome) => outcome.result)).toEqual(lists.map(() => 'rolled'))
    expect(outcomes.map((outcome) => outcome.newListId).sort()).toEqual(done.made)
    expect(done.made.length).toBe(rolledLists)
  }, 240_000)

  it('places an order of 200 requests all or not at all, with its events, and a retry answers the first order', async () => {
    const pam = await as('pam@testville.example')
    const ids = Array.from({ length: requestCount }, (_, i) => `approved-${i + 1}`)
    const requests = await versionsOf('requests', ids)
    const order = { requests, supplier: 'Blackwell', idempotencyKey: randomUUID() }

    const crash = await crashDuring(() => pam('orders.place', order))

    const state = async () => {
      const orders = (await db.selectFrom('orders').select('id').execute()).map((row) => row.id)
      const lines = await db.selectFrom('order_lines').select('request_id').execute()
      return {
        orders,
        lines: lines.map((line) => line.request_id ?? '').sort(),
        ordered: (await db.selectFrom('requests').select('id').where('id', 'in', ids).where('status', '=', 'ordered').execute()).map((row) => row.id).sort(),
        placed: await eventIds('place', 'Order'),
        orderedEvents: await eventIds('order', 'Request'),
      }
    }
    const after = await state()
    const committed = after.orders.length > 0
    noted('orders.place of 200 requests', crash, `${after.orders.length} orders, ${after.lines.length} lines after the restart`)
    expect(after.orders.length).toBe(committed ? 1 : 0)
    expect(after.lines).toEqual(committed ? [...ids].sort() : [])
    expect(after.ordered).toEqual(after.lines)
    expect(after.placed).toEqual(after.orders)
    expect(after.orderedEvents).toEqual(after.ordered)

    const { retried, done } = await retryTwice(() => pam('orders.place', order), state, after, committed)
    expect((retried['order'] as { id: string }).id).toBe(done.orders[0])
    expect(done.lines.length).toBe(requestCount)
  }, 240_000)
})
