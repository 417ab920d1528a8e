import { randomUUID } from 'node:crypto'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { defaultLimits } from '../../limits.ts'
import { memoryLogger } from '../../logger.ts'
import { policy } from '../../policy.ts'
import { codeOf } from '../../testing/error-code.ts'
import { cookieFor } from '../../testing/seed.ts'
import { seedSuppliesFixture, supplyCourses } from '../../testing/supplies-fixture.ts'
import { createTestDatabase, testDatabases, type TestDatabase } from '../../testing/test-databases.ts'
import { createContext, type ServerDeps } from '../../trpc/context.ts'
import { createCallerFactory } from '../../trpc/init.ts'
import { appRouter } from '../../trpc/router.ts'

const createCaller = createCallerFactory(appRouter)

describe.each(testDatabases())('the supplies API on %s', (kind) => {
  let temp: TestDatabase
  let deps: ServerDeps
  let clock = Date.parse('2026-11-23T08:00:00.000Z')
  const as = (email: string) => createCaller(async () => createContext(deps, await cookieFor(deps.db, email)))
  const sue = () => as('sue@testville.example')
  const amy = () => as('amy@testville.example')
  const { chem, bio, elsewhere } = supplyCourses

  /** Every title of the course's booklist at its default quantity, as the page sends them. */
  async function raiseAll(courseId: string, idempotencyKey: string = randomUUID()) {
    const choices = await sue().supplies.choices({ courseId })
    return sue().supplies.raise({ courseId, items: choices.titles.map(({ nbsi, defaultQuantity }) => ({ nbsi, quantity: defaultQuantity })), idempotencyKey })
  }
  const count = async (table: 'requests' | 'record_events') =>
    Number(
      (
        await temp.db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    )

  beforeEach(async () => {
    temp = await createTestDatabase(kind)
    deps = { db: temp.db, policy, logger: memoryLogger(), now: () => (clock += 1000), limits: defaultLimits }
    await seedSuppliesFixture(temp.db)
  })
  afterEach(() => temp.dispose())

  it('offers the titles on a course’s booklist, each defaulting to the enrolment', async () => {
    expect(await sue().supplies.choices({ courseId: chem })).toEqual({
      course: { id: chem, code: 'CHEM101', title: 'Intro Chemistry', enrolment: 120 },
      titles: [
        { nbsi: 't-chem', title: 'Organic Chemistry', defaultQuantity: 120 },
        { nbsi: 't-bio', title: 'Cell Biology', defaultQuantity: 120 },
      ],
    })
  })

  it('raises every title at its default quantity as pending supply requests with their course and events', async () => {
    const group = await raiseAll(chem)
    expect(group.course.code).toBe('CHEM101')
    expect(group.requests.map((r) => [r.title, r.quantity, r.status, r.requesterEmail]).sort()).toEqual([
      ['Cell Biology', 120, 'pending', 'sue@testville.example'],
      ['Organic Chemistry', 120, 'pending', 'sue@testville.example'],
    ])
    expect(group.requests.every((r) => r.record.kind === 'supply' && r.record.courseId === chem)).toBe(true)
    const [first] = group.requests
    const detail = await sue().requests.get({ id: first?.id ?? '' })
    expect(detail.events.map((e) => [e.action, e.to])).toEqual([['create', 'pending']])
  })

  it('raises only the chosen titles, at the chosen quantity, with the note', async () => {
    const group = await sue().supplies.raise({ courseId: chem, items: [{ nbsi: 't-bio', quantity: 7 }], note: 'Lab copies', idempotencyKey: randomUUID() })
    expect(group.requests.map((r) => [r.nbsi, r.quantity])).toEqual([['t-bio', 7]])
    expect((await sue().requests.get({ id: group.requests[0]?.id ?? '' })).note).toBe('Lab copies')
  })

  it('creates nothing new when the same attempt is retried', async () => {
    const key = randomUUID()
    const first = await raiseAll(chem, key)
    const retried = await raiseAll(chem, key)
    expect(retried.requests.map((r) => r.id).sort()).toEqual(first.requests.map((r) => r.id).sort())
    expect(await count('requests')).toBe(2)
  })

  it('approves at creation for a requester with booklist:autoApprove', async () => {
    const group = await as('auto@testville.example').supplies.raise({ courseId: bio, items: [{ nbsi: 't-bio', quantity: 30 }], idempotencyKey: randomUUID() })
    expect(group.requests.map((r) => r.status)).toEqual(['approved'])
  })

  it('lists courses newest request first, each with its requests and quantities; an approval shows', async () => {
    const chemGroup = await raiseAll(chem)
    await raiseAll(bio)
    const page = await amy().supplies.list({})
    expect(page.total).toBe(2)
    expect(page.rows.map((group) => [group.course.code, group.requests.map((r) => [r.title, r.quantity]).sort()])).toEqual([
      ['BIO200', [['Cell Biology', 30]]],
      [
        'CHEM101',
        [
          ['Cell Biology', 120],
          ['Organic Chemistry', 120],
        ],
      ],
    ])
    const request = chemGroup.requests[0]
    if (!request) throw new Error('no request')
    await amy().requests.approve({ id: request.id, version: request.version })
    const chemNow = (await sue().supplies.list({ course: chem })).rows[0]
    expect(chemNow?.requests.find((r) => r.id === request.id)?.status).toBe('approved')
    expect((await sue().supplies.list({ pageSize: 25, page: 2 })).rows).toEqual([])
    // The approver sees them on the Requests page too (open: the two still pending), as ordinary requests.
    expect((await amy().requests.list({ kind: 'supply' })).total).toBe(2)
    // Another institution reads none of them.
    expect((await as('otto@otherton.example').supplies.list({})).total).toBe(0)
  })

  it('answers NOT_FOUND for another institution’s course, and raises nothing there', async () => {
    expect(await codeOf(sue().supplies.choices({ courseId: elsewhere }))).toBe('NOT_FOUND')
    expect(await codeOf(sue().supplies.raise({ courseId: elsewhere, items: [{ nbsi: 't-chem', quantity: 1 }], idempotencyKey: randomUUID() }))).toBe(
      'NOT_FOUND',
    )
    expect(await codeOf(sue().supplies.choices({ courseId: 'no-such-course' }))).toBe('NOT_FOUND')
    expect(await count('requests')).toBe(0)
  })

  it('refuses, by name, a title not on the booklist, and writes nothing', async () => {
    await expect(
      sue().supplies.raise({
        courseId: bio,
        items: [
          { nbsi: 't-bio', quantity: 1 },
          { nbsi: 't-phys', quantity: 1 },
        ],
        idempotencyKey: randomUUID(),
      }),
    ).rejects.toThrow('"Physics Now" is not on the booklist of BIO200.')
    expect(await codeOf(sue().supplies.raise({ courseId: bio, items: [{ nbsi: 't-chem', quantity: 1 }], idempotencyKey: randomUUID() }))).toBe('BAD_REQUEST')
    expect(await codeOf(sue().supplies.raise({ courseId: bio, items: [{ nbsi: 't-bio', quantity: 0 }], idempotencyKey: randomUUID() }))).toBe('BAD_REQUEST')
    expect(await codeOf(sue().supplies.raise({ courseId: bio, items: [], idempotencyKey: randomUUID() }))).toBe('BAD_REQUEST')
    expect([await count('requests'), await count('record_events')]).toEqual([0, 0])
  })

  it('refuses someone without booklist:request, and writes nothing', async () => {
    const vic = as('vic@testville.example')
    expect((await vic.supplies.choices({ courseId: chem })).titles).toHaveLength(2)
    expect(
      await codeOf(
        vic.supplies.raise({
          courseId: chem,
          items: [
            { nbsi: 't-chem', quantity: 120 },
            { nbsi: 't-bio', quantity: 120 },
          ],
          idempotencyKey: randomUUID(),
        }),
      ),
    ).toBe('FORBIDDEN')
    expect([await count('requests'), await count('record_events')]).toEqual([0, 0])
  })
})
