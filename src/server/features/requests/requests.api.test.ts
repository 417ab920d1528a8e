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
    expect(created).toMatchObject({ status: 'pending', kind: 'purchase', quantity: 2, version: 1, title: 'Organic Chemistry', requesterEmail: 'rita@testville.example' })
    expect(created.events.map((e) => [e.from, e.to, e.note])).toEqual([[null, 'pending', 'For CHEM101']])
    const retried = await rita.requests.create(input)
    expect(retried.id).toBe(created.id)
    const mine = await rita.requests.list({ mine: true })
    expect(mine.total).toBe(1)
  })

  it('approves at creation for a holder of booklist:autoApprove, and says so in the history', async () => {
    const created = await as('auto@testville.example').requests.create(newRequest())
    expect(created.status).toBe('approved')
    expect(created.events.map((e) => [e.from, e.to])).toEqual([[null, 'pending'], ['pending', 'approved']])
    expect(created.events[1]?.note).toContain('booklist:autoApprove')
  })

  it('refuses a create without booklist:request, and an unknown title with a clear message', async () => {
    expect(await codeOf(as('amy@testville.example').requests.create(newRequest()))).toBe('FORBIDDEN')
    await expect(as('rita@testville.example').requests.create(newRequest({ nbsi: 'no-such-title' }))).rejects.toThrow('There is no title with the id "no-such-title" in the catalogue.')
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
      /^This request changed after you loaded it: amy@testville\.example rejected it at \d+ Nov 2026, \d\d:\d\d UTC; it is now rejected\. Reload to see the latest version\.$/,
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
    expect([roryList.total, roryList.items.map((r) => r.requesterEmail)]).toEqual([1, ['rory@testville.example']])
    // Amy holds booklist:approve: every request of her institution, none of Otherton's.
    const amyList = await as('amy@testville.example').requests.list({})
    expect(amyList.total).toBe(2)
    expect(amyList.items.every((r) => r.institutionId === 'testville')).toBe(true)
  })

  it('pages with a cursor, newest first, with the total of the whole filtered set', async () => {
    const rita = as('rita@testville.example')
    const made: string[] = []
    for (let i = 0; i < 5; i++) made.push((await rita.requests.create(newRequest({ quantity: i + 1 }))).id)
    const first = await rita.requests.list({ limit: 2 })
    expect(first.total).toBe(5)
    const second = await rita.requests.list({ limit: 2, cursor: first.nextCursor! })
    const third = await rita.requests.list({ limit: 2, cursor: second.nextCursor! })
    expect([...first.items, ...second.items, ...third.items].map((r) => r.id)).toEqual(made.reverse())
    expect(third.nextCursor).toBeNull()
    expect(await codeOf(rita.requests.list({ cursor: 'not-a-cursor' }))).toBe('BAD_REQUEST')
    expect(await codeOf(rita.requests.list({ limit: 101 }))).toBe('BAD_REQUEST')
  })

  it('filters by status in SQL', async () => {
    const created = await as('rita@testville.example').requests.create(newRequest())
    await as('rita@testville.example').requests.create(newRequest())
    await as('amy@testville.example').requests.approve({ id: created.id, version: 1 })
    const approved = await as('amy@testville.example').requests.list({ status: 'approved' })
    expect([approved.total, approved.items.map((r) => r.id)]).toEqual([1, [created.id]])
  })

  it('gives exactly one winner to 20 concurrent approvals from two approvers', async () => {
    const created = await as('rita@testville.example').requests.create(newRequest())
    const approvers = [as('amy@testville.example'), as('abe@testville.example')]
    const outcomes = await Promise.all(Array.from({ length: 20 }, (_, i) => codeOf(approvers[i % 2]!.requests.approve({ id: created.id, version: 1 }))))
    expect(outcomes.filter((code) => code === 'OK')).toHaveLength(1)
    expect(outcomes.filter((code) => code === 'CONFLICT')).toHaveLength(19)
    const events = await temp.db.selectFrom('record_events').selectAll().where('record_type', '=', 'Request').where('record_id', '=', created.id).where('to_status', '=', 'approved').execute()
    expect(events).toHaveLength(1)
  })
})
