import { randomUUID } from 'node:crypto'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { memoryLogger } from '../../logger.ts'
import { policy } from '../../policy.ts'
import { fixtureTitles, seedRequestsFixture } from '../../testing/requests-fixture.ts'
import { codeOf } from '../../testing/error-code.ts'
import { cookieFor } from '../../testing/seed.ts'
import { createTestDatabase, testDatabases, type TestDatabase } from '../../testing/test-databases.ts'
import { createContext, type ServerDeps } from '../../trpc/context.ts'
import { createCallerFactory } from '../../trpc/init.ts'
import { appRouter } from '../../trpc/router.ts'
import { runEach } from '../../../components/ui/data-table/bulk-outcomes.ts'
import { defaultLimits } from '../../limits.ts'

const createCaller = createCallerFactory(appRouter)

describe.each(testDatabases())('the requests API on %s', (kind) => {
  let temp: TestDatabase
  let deps: ServerDeps
  let clock = Date.parse('2026-11-23T08:00:00.000Z')
  const as = (email: string) => createCaller(async () => createContext(deps, await cookieFor(deps.db, email)))
  const newRequest = (overrides: Partial<{ kind: 'title' | 'supply' | 'purchase'; nbsi: string; quantity: number; note: string }> = {}) => ({
    kind: 'purchase' as const,
    nbsi: fixtureTitles[0],
    quantity: 2,
    idempotencyKey: randomUUID(),
    ...overrides,
  })

  beforeEach(async () => {
    temp = await createTestDatabase(kind)
    // Each call is a second later, so lists have a stable newest-first order.
    deps = { db: temp.db, policy, logger: memoryLogger(), now: () => (clock += 1000), limits: defaultLimits }
    await seedRequestsFixture(temp.db)
  })
  afterEach(() => temp.dispose())

  it('creates a pending request with its first event, and a retry with the same key creates nothing new', async () => {
    const rita = as('rita@testville.example')
    const input = newRequest({ note: 'For CHEM101' })
    const created = await rita.requests.create(input)
    expect(created).toMatchObject({
      status: 'pending',
      kind: 'purchase',
      quantity: 2,
      version: 1,
      title: 'Organic Chemistry',
      requesterEmail: 'rita@testville.example',
    })
    expect(created.events.map((e) => [e.from, e.to, e.note])).toEqual([[null, 'pending', 'For CHEM101']])
    const retried = await rita.requests.create(input)
    expect(retried.id).toBe(created.id)
    const mine = await rita.requests.list({})
    expect(mine.total).toBe(1)
  })

  it('approves at creation for a holder of booklist:autoApprove, and says so in the history', async () => {
    const created = await as('auto@testville.example').requests.create(newRequest())
    expect(created.status).toBe('approved')
    expect(created.events.map((e) => [e.from, e.to])).toEqual([
      [null, 'pending'],
      ['pending', 'approved'],
    ])
    expect(created.events[1]?.note).toContain('booklist:autoApprove')
  })

  it('refuses a create without booklist:request, and an unknown title with a clear message', async () => {
    expect(await codeOf(as('amy@testville.example').requests.create(newRequest()))).toBe('FORBIDDEN')
    await expect(as('rita@testville.example').requests.create(newRequest({ nbsi: 'no-such-title' }))).rejects.toThrow(
      'There is no title with the id "no-such-title" in the catalogue.',
    )
    // A record the input names that is not there is NOT_FOUND, as adoptions, supplies and the store say it (src/server/trpc/faults.ts).
    expect(await codeOf(as('rita@testville.example').requests.create(newRequest({ nbsi: 'no-such-title' })))).toBe('NOT_FOUND')
    expect(await codeOf(as('rita@testville.example').requests.create({ ...newRequest(), courseId: 'no-such-course' }))).toBe('NOT_FOUND')
  })

  it('lets another approver approve, never the requester, and writes one event', async () => {
    const created = await as('abe@testville.example').requests.create(newRequest())
    // Abe holds booklist:approve but made the request: the rule says "the requester is not the user".
    expect(await codeOf(as('abe@testville.example').requests.approve({ id: created.id, version: created.version }))).toBe('FORBIDDEN')
    const approved = await as('amy@testville.example').requests.approve({ id: created.id, version: created.version, note: 'Budget ok' })
    expect(approved).toMatchObject({ status: 'approved', version: 2 })
    expect(approved.events.map((e) => [e.actorEmail, e.from, e.to, e.note])).toEqual([
      ['abe@testville.example', null, 'pending', null],
      ['amy@testville.example', 'pending', 'approved', 'Budget ok'],
    ])
    // No longer pending: neither approve nor reject applies any more.
    expect(await codeOf(as('amy@testville.example').requests.reject({ id: created.id, version: approved.version }))).toBe('FORBIDDEN')
  })

  it('answers CONFLICT, naming who changed it, when the version is stale', async () => {
    const created = await as('rita@testville.example').requests.create(newRequest())
    await as('amy@testville.example').requests.reject({ id: created.id, version: 1 })
    await expect(as('abe@testville.example').requests.approve({ id: created.id, version: 1 })).rejects.toThrow(
      new RegExp(
        String.raw`^This request changed after you loaded it: amy@testville\.example rejected it at \d+ Nov 2026, \d\d:\d\d UTC; ` +
          String.raw`it is now rejected\. Reload to see the latest version\.$`,
      ),
    )
  })

  it('lets only the requester cancel, and only while draft or pending', async () => {
    const created = await as('rita@testville.example').requests.create(newRequest())
    expect(await codeOf(as('rory@testville.example').requests.cancel({ id: created.id, version: 1 }))).toBe('NOT_FOUND')
    const cancelled = await as('rita@testville.example').requests.cancel({ id: created.id, version: 1 })
    expect(cancelled.status).toBe('cancelled')
    expect(await codeOf(as('rita@testville.example').requests.cancel({ id: created.id, version: 2 }))).toBe('FORBIDDEN')
  })

  it('hides requests the user may not read: NOT_FOUND for get, absent from lists and totals', async () => {
    const ritas = await as('rita@testville.example').requests.create(newRequest())
    await as('rory@testville.example').requests.create(newRequest())
    await as('otto@otherton.example').requests.create(newRequest())
    // Rory (no booklist:approve) reads only his own; an id from another institution does not exist for him.
    expect(await codeOf(as('rory@testville.example').requests.get({ id: ritas.id }))).toBe('NOT_FOUND')
    expect(await codeOf(as('otto@otherton.example').requests.get({ id: ritas.id }))).toBe('NOT_FOUND')
    const roryList = await as('rory@testville.example').requests.list({})
    expect([roryList.total, roryList.rows.map((r) => r.requesterEmail)]).toEqual([1, ['rory@testville.example']])
    expect(roryList.requesters.map((r) => r.label)).toEqual(['rory@testville.example'])
    // Amy holds booklist:approve: every request of her institution, none of Otherton's.
    const amyList = await as('amy@testville.example').requests.list({})
    expect(amyList.total).toBe(2)
    expect(amyList.rows.every((r) => r.institutionId === 'testville')).toBe(true)
    expect(amyList.requesters.map((r) => r.label)).toEqual(['rita@testville.example', 'rory@testville.example'])
  })

  it('pages newest first by default, sorts by a column, and keeps the whole filtered total', async () => {
    const rita = as('rita@testville.example')
    const made: string[] = []
    for (let i = 0; i < 5; i++) made.push((await rita.requests.create(newRequest({ quantity: 5 - i }))).id)
    const pages = await Promise.all([1, 2, 3].map((page) => rita.requests.list({ page, pageSize: 25 })))
    expect(pages[0]!.rows.map((r) => r.id)).toEqual([...made].reverse())
    expect(pages.map((p) => p.total)).toEqual([5, 5, 5])
    expect(pages[1]!.rows).toEqual([])
    const byQuantity = await rita.requests.list({ sort: 'quantity' })
    expect(byQuantity.rows.map((r) => r.quantity)).toEqual([1, 2, 3, 4, 5])
    const byQuantityDesc = await rita.requests.list({ sort: 'quantity', desc: true })
    expect(byQuantityDesc.rows.map((r) => r.quantity)).toEqual([5, 4, 3, 2, 1])
    expect(await codeOf(rita.requests.list({ pageSize: 30 as 25 }))).toBe('BAD_REQUEST')
    expect(await codeOf(rita.requests.list({ page: 0 }))).toBe('BAD_REQUEST')
  })

  it('splits open from closed requests, and filters by status, kind, requester, course, text and day in SQL', async () => {
    const rita = as('rita@testville.example')
    const amy = as('amy@testville.example')
    const first = await rita.requests.create(newRequest({ kind: 'title' })) // 08:00:0x on 23 Nov
    clock = Date.parse('2026-11-24T10:00:00.000Z')
    const second = await as('rory@testville.example').requests.create(newRequest({ nbsi: fixtureTitles[1] }))
    const third = await rita.requests.create({ ...newRequest({ kind: 'supply' }), courseId: 'testville-c1' })
    await amy.requests.approve({ id: first.id, version: 1 })

    const ids = async (input: Parameters<typeof amy.requests.list>[0]) => (await amy.requests.list(input)).rows.map((r) => r.id).sort()
    expect(await ids({})).toEqual([second.id, third.id].sort())
    expect(await ids({ stage: 'closed' })).toEqual([first.id])
    expect(await ids({ stage: 'closed', status: 'approved' })).toEqual([first.id])
    expect(await ids({ status: 'approved' })).toEqual([])
    expect(await ids({ kind: 'supply' })).toEqual([third.id])
    expect(await ids({ requester: second.requesterId })).toEqual([second.id])
    expect(await ids({ course: 'testville-c1' })).toEqual([third.id])
    expect(await ids({ q: 'cell bio' })).toEqual([second.id])
    expect(await ids({ q: 'RORY@' })).toEqual([second.id])
    expect(await ids({ q: '100%_' })).toEqual([])
    expect(await ids({ stage: 'closed', from: '2026-11-23', to: '2026-11-23' })).toEqual([first.id])
    expect(await ids({ from: '2026-11-24' })).toEqual([second.id, third.id].sort())
    expect(await ids({ to: '2026-11-23' })).toEqual([])

    const open = await amy.requests.list({})
    expect(open.courses).toEqual([{ id: 'testville-c1', label: 'CHEM101' }])
    expect(open.rows.find((r) => r.id === third.id)).toMatchObject({
      courseCode: 'CHEM101',
      record: { status: 'pending', requesterId: third.requesterId, courseId: 'testville-c1' },
    })
    expect(await codeOf(amy.requests.list({ from: '2026-11-24', to: '2026-11-23' }))).toBe('BAD_REQUEST')
    expect(await codeOf(amy.requests.list({ from: '2026-02-30' }))).toBe('BAD_REQUEST')
    expect(await codeOf(amy.requests.list({ from: '24/11/2026' }))).toBe('BAD_REQUEST')
  })

  it('gives exactly one winner to 20 concurrent approvals from two approvers', async () => {
    const created = await as('rita@testville.example').requests.create(newRequest())
    const approvers = [as('amy@testville.example'), as('abe@testville.example')]
    const outcomes = await Promise.all(Array.from({ length: 20 }, (_, i) => codeOf(approvers[i % 2]!.requests.approve({ id: created.id, version: 1 }))))
    expect(outcomes.filter((code) => code === 'OK')).toHaveLength(1)
    expect(outcomes.filter((code) => code === 'CONFLICT')).toHaveLength(19)
    // Each loser is told who decided it.
    const winner = (await as('rita@testville.example').requests.get({ id: created.id })).events.at(-1)!.actorEmail
    await expect(approvers[0]!.requests.approve({ id: created.id, version: 1 })).rejects.toThrow(`${winner} approved it`)
    const events = await temp.db
      .selectFrom('record_events')
      .selectAll()
      .where('record_type', '=', 'Request')
      .where('record_id', '=', created.id)
      .where('to_status', '=', 'approved')
      .execute()
    expect(events).toHaveLength(1)
  })

  it('approves 50 in bulk, each on its own: the 5 decided meanwhile are listed with who decided them, nothing is decided twice', async () => {
    const rita = as('rita@testville.example')
    const amy = as('amy@testville.example')
    const made = []
    for (let i = 0; i < 50; i++) made.push(await rita.requests.create(newRequest()))
    // Abe decides five of them after Amy loaded her list.
    const meanwhile = made.filter((_, i) => i % 10 === 3)
    for (const [i, request] of meanwhile.entries())
      await as('abe@testville.example').requests[i % 2 === 0 ? 'approve' : 'reject']({ id: request.id, version: request.version })

    const outcome = await runEach(made, (request) => amy.requests.approve({ id: request.id, version: request.version, note: 'Term budget' }))
    expect(outcome.succeeded).toHaveLength(45)
    expect(outcome.failed.map((f) => f.row.id)).toEqual(meanwhile.map((r) => r.id))
    for (const failure of outcome.failed) expect(String((failure.error as Error).message)).toMatch(/abe@testville\.example (approved|rejected) it/)

    const decisions = await temp.db
      .selectFrom('record_events')
      .select(['record_id', 'actor_id'])
      .where('record_type', '=', 'Request')
      .where('from_status', '=', 'pending')
      .execute()
    expect(decisions).toHaveLength(50)
    expect(new Set(decisions.map((d) => d.record_id)).size).toBe(50)
  })

  it('says why, in bulk, an approver may not approve her own pending request: it is her own, not that it is pending (issue 50)', async () => {
    const abe = as('abe@testville.example')
    const mine = await abe.requests.create(newRequest())
    const ritas = await as('rita@testville.example').requests.create(newRequest())
    const outcome = await runEach([mine, ritas], (request) => abe.requests.approve({ id: request.id, version: request.version }))
    expect(outcome.succeeded.map((request) => request.id)).toEqual([ritas.id])
    expect(outcome.failed.map((f) => (f.error as Error).message)).toEqual(['You may not approve this request: it is your own request.'])
    await expect(abe.requests.reject({ id: ritas.id, version: 2 })).rejects.toThrow('You may not reject this request: it is approved, not pending.')
  })

  it('refuses forged approvals and changes nothing: own request, another institution, not pending', async () => {
    const abes = await as('abe@testville.example').requests.create(newRequest())
    const ottos = await as('otto@otherton.example').requests.create(newRequest())
    const ritas = await as('rita@testville.example').requests.create(newRequest())
    const cancelled = await as('rita@testville.example').requests.cancel({ id: ritas.id, version: 1 })
    const snapshot = async () => ({
      rows: await temp.db.selectFrom('requests').select(['id', 'status', 'version']).orderBy('id').execute(),
      events: (await temp.db.selectFrom('record_events').select('id').execute()).length,
    })
    const before = await snapshot()
    expect(await codeOf(as('abe@testville.example').requests.approve({ id: abes.id, version: 1 }))).toBe('FORBIDDEN')
    // Another institution's request does not exist for Amy.
    expect(await codeOf(as('amy@testville.example').requests.approve({ id: ottos.id, version: 1 }))).toBe('NOT_FOUND')
    expect(await codeOf(as('amy@testville.example').requests.approve({ id: cancelled.id, version: cancelled.version }))).toBe('FORBIDDEN')
    // Without booklist:approve, Rory may not even read Abe's request.
    expect(await codeOf(as('rory@testville.example').requests.approve({ id: abes.id, version: 1 }))).toBe('NOT_FOUND')
    expect(await snapshot()).toEqual(before)
  })
})
