import { randomUUID } from 'node:crypto'
import { afterEach, describe, expect, it } from 'vitest'
import { memoryLogger } from '../../../logger.ts'
import { policy } from '../../../policy.ts'
import { defaultLimits } from '../../../limits.ts'
import { cookieFor } from '../../../testing/seed.ts'
import { codeOf } from '../../../testing/error-code.ts'
import { listOf, rolledCode, rolloverNow, seedRolloverFixture } from '../../../testing/rollover-fixture.ts'
import { createTestDatabase, testDatabases, type TestDatabase } from '../../../testing/test-databases.ts'
import { createContext, type ServerDeps } from '../../../trpc/context.ts'
import { createCallerFactory } from '../../../trpc/init.ts'
import { appRouter } from '../../../trpc/router.ts'
import { rolloverBatchSize, type RolloverOutcome, type RolloverPreviewRow } from '../../../../contracts/rollover.ts'

const createCaller = createCallerFactory(appRouter)
const spring = '2027-spring'

describe.each(testDatabases())('rolling lists over on %s', (kind) => {
  let temp: TestDatabase
  let deps: ServerDeps
  let clock = rolloverNow
  const as = (email: string) => createCaller(async () => createContext(deps, await cookieFor(deps.db, email)))
  const ed = () => as('ed@testville.example')

  async function open(count = 3, items = 3) {
    temp = await createTestDatabase(kind)
    deps = { db: temp.db, policy, logger: memoryLogger(), now: () => (clock += 1000), limits: defaultLimits }
    await seedRolloverFixture(temp.db, count, items)
  }
  afterEach(() => temp.dispose())

  /** Confirms a preview as the screen does: the rows that roll, in batches, at the versions previewed. */
  async function confirm(email: string, rows: readonly RolloverPreviewRow[]): Promise<RolloverOutcome[]> {
    const outcomes: RolloverOutcome[] = []
    for (let i = 0; i < rows.length; i += rolloverBatchSize) {
      const lists = rows.slice(i, i + rolloverBatchSize).map((row) => ({ id: row.listId, version: row.version }))
      outcomes.push(...(await as(email).booklists.rollover({ target: spring, lists, idempotencyKey: randomUUID() })).outcomes)
    }
    return outcomes
  }

  const springLists = async () =>
    temp.db.selectFrom('booklists').select(['id', 'course_id', 'state']).where('term', '=', spring).where('institution_id', '=', 'testville').execute()

  it('previews each course: a new draft with its items, or why not', async () => {
    await open()
    const preview = await ed().booklists.rolloverPreview({ from: { matching: { term: '2026-autumn' } }, target: spring })
    expect(preview.rows.map((row) => [row.courseCode, row.plan, row.itemCount])).toEqual([
      ['DONE', 'mayNotRoll', 0],
      ['HAS', 'hasList', 1],
      ['NORUN', 'noCourse', 1],
      ['REVIEW', 'underReview', 1],
      ['RO0001', 'roll', 3],
      ['RO0002', 'roll', 3],
      ['RO0003', 'roll', 3],
    ])
    expect(preview.rolling).toBe(3)
    expect(preview.rows.find((row) => row.courseCode === 'RO0001')?.message).toBe('A new draft list in Spring 2027 with 3 items.')
    expect(preview.rows.find((row) => row.courseCode === 'NORUN')?.message).toBe('NORUN does not run in Spring 2027; nothing to roll to.')
    expect(preview.rows.find((row) => row.courseCode === 'HAS')?.targetListId).toBe(listOf('HAS', spring))
    // Chosen by id: only those; another institution's list is not there for ed.
    const chosen = await ed().booklists.rolloverPreview({ from: { ids: [listOf('RO0002'), listOf('OTH100', '2026-autumn', 'otherton')] }, target: spring })
    expect(chosen.rows.map((row) => row.courseCode)).toEqual(['RO0002'])
  })

  it('rolls each list into a new draft with the same items, and says so in both histories', async () => {
    await open()
    await temp.db
      .updateTable('booklist_items')
      .set({ requirement: 'recommended', quantity: 7, note: 'Chapter 3 only' })
      .where('booklist_id', '=', listOf('RO0001'))
      .where('nbsi', '=', 't-002')
      .execute()
    const preview = await ed().booklists.rolloverPreview({ from: { ids: [listOf('RO0001'), listOf('NORUN')] }, target: spring })
    const outcomes = await confirm('ed@testville.example', preview.rows)
    expect(outcomes.map((outcome) => [outcome.listId, outcome.result])).toEqual([
      [listOf('NORUN'), 'skipped'],
      [listOf('RO0001'), 'rolled'],
    ])
    const newId = outcomes[1]?.newListId ?? ''
    const rolled = await ed().booklists.get({ id: newId })
    expect([rolled.courseCode, rolled.term, rolled.status]).toEqual(['RO0001', spring, 'draft'])
    const old = await ed().booklists.get({ id: listOf('RO0001') })
    expect(rolled.items.map((item) => [item.nbsi, item.requirement, item.quantity, item.note, item.status])).toEqual(
      old.items.map((item) => [item.nbsi, item.requirement, item.quantity, item.note, 'proposed']),
    )
    expect(rolled.items.find((item) => item.nbsi === 't-002')).toMatchObject({ requirement: 'recommended', quantity: 7, note: 'Chapter 3 only' })
    expect(rolled.history.map((event) => [event.action, event.changes['rolledList']])).toEqual([['rolledFrom', { from: listOf('RO0001'), to: newId }]])
    expect(old.history.at(-1)).toMatchObject({ action: 'rollOver', changes: { rolledList: { from: listOf('RO0001'), to: newId } } })
  })

  it('rolls 500 lists into exactly 500 drafts; rolling them again makes none', async () => {
    await open(500, 3)
    const preview = await ed().booklists.rolloverPreview({ from: { matching: { term: '2026-autumn', q: 'RO' } }, target: spring })
    expect(preview.rolling).toBe(500)
    const first = await confirm('ed@testville.example', preview.rows)
    expect(first.filter((outcome) => outcome.result === 'rolled')).toHaveLength(500)
    const made = await springLists()
    expect(made.filter((list) => list.course_id.includes('-RO'))).toHaveLength(500)
    const items = await temp.db
      .selectFrom('booklist_items')
      .select((eb) => eb.fn.countAll().as('n'))
      .where(
        'booklist_id',
        'in',
        made.map((list) => list.id),
      )
      .executeTakeFirstOrThrow()
    expect(Number(items.n)).toBe(1500)
    // Again, from a fresh preview and from the stale one: nothing more is made, and each course says why.
    const again = await ed().booklists.rolloverPreview({ from: { matching: { term: '2026-autumn', q: 'RO' } }, target: spring })
    expect(again.rolling).toBe(0)
    expect(new Set(again.rows.map((row) => row.plan))).toEqual(new Set(['hasList']))
    const stale = await confirm('ed@testville.example', preview.rows)
    expect(new Set(stale.map((outcome) => outcome.result))).toEqual(new Set(['conflict']))
    expect((await springLists()).length).toBe(made.length)
  })

  it('reports a list changed meanwhile as a conflict and rolls the rest of its batch', async () => {
    await open()
    const preview = await ed().booklists.rolloverPreview({ from: { ids: [listOf('RO0001'), listOf('RO0002')] }, target: spring })
    const item = await temp.db.selectFrom('booklist_items').select(['id', 'version']).where('booklist_id', '=', listOf('RO0001')).executeTakeFirstOrThrow()
    await as('ed@testville.example').booklists.updateItem({ id: item.id, version: item.version, quantity: 9 })
    const outcomes = await confirm('ed@testville.example', preview.rows)
    expect(outcomes.map((outcome) => outcome.result)).toEqual(['conflict', 'rolled'])
    expect(outcomes[0]?.message).toMatch(/changed after you loaded it/)
    expect((await springLists()).map((list) => list.course_id).filter((id) => id.includes('-RO'))).toEqual(['testville-RO0002-2027-spring'])
  })

  it('refuses each list to a person without booklist:edit, writing nothing', async () => {
    await open()
    const preview = await as('vic@testville.example').booklists.rolloverPreview({ from: { matching: { term: '2026-autumn' } }, target: spring })
    expect(new Set(preview.rows.map((row) => row.plan))).toEqual(new Set(['mayNotRoll']))
    const rows = (await ed().booklists.rolloverPreview({ from: { matching: { term: '2026-autumn' } }, target: spring })).rows
    const before = await temp.db.selectFrom('record_events').select('id').execute()
    const outcomes = await confirm('vic@testville.example', rows)
    expect(new Set(outcomes.map((outcome) => outcome.result))).toEqual(new Set(['forbidden']))
    expect(outcomes).toHaveLength(rows.length)
    expect(await temp.db.selectFrom('record_events').select('id').execute()).toHaveLength(before.length)
    expect((await springLists()).length).toBe(2)
  })

  it('answers a retried batch with what the first attempt did, rolling nothing twice', async () => {
    await open()
    const lists = [{ id: listOf('RO0001'), version: 1 }]
    const idempotencyKey = randomUUID()
    const first = await ed().booklists.rollover({ target: spring, lists, idempotencyKey })
    const retry = await ed().booklists.rollover({ target: spring, lists, idempotencyKey })
    expect(retry.outcomes).toEqual([{ ...first.outcomes[0], message: 'Rolled to Spring 2027.' }])
    expect((await springLists()).length).toBe(3)
  })

  it('refuses a target before the lists, a term that does not exist and an empty selection, writing nothing', async () => {
    await open()
    const from = { ids: [listOf(rolledCode(0))] }
    expect(await codeOf(ed().booklists.rolloverPreview({ from, target: '2026-autumn' }))).toBe('BAD_REQUEST')
    await expect(ed().booklists.rolloverPreview({ from, target: '2026-spring' })).rejects.toThrow(/no term 2026-spring/)
    await expect(ed().booklists.rolloverPreview({ from, target: '2025-spring' })).rejects.toThrow(/no term/)
    await expect(ed().booklists.rolloverPreview({ from: { ids: [] }, target: spring })).rejects.toThrow(/at least one/)
    await expect(ed().booklists.rolloverPreview({ from: { matching: { term: '2026-autumn', q: 'nothing like this' } }, target: spring })).rejects.toThrow(
      /choose at least one/,
    )
    const lists = [{ id: listOf(rolledCode(0)), version: 1 }]
    await expect(ed().booklists.rollover({ target: '2026-autumn', lists, idempotencyKey: randomUUID() })).rejects.toThrow(/does not come after Autumn 2026/)
    expect(await codeOf(ed().booklists.rollover({ target: spring, lists: [], idempotencyKey: randomUUID() }))).toBe('BAD_REQUEST')
    expect((await springLists()).length).toBe(2)
  })
})
