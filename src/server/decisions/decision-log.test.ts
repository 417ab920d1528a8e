import { sql } from 'kysely'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { openDatabase } from '../db/open-database.ts'
import { memoryLogger } from '../logger.ts'
import { createTestDatabase, testDatabases, type TestDatabase } from '../testing/test-databases.ts'
import type { Decision } from './decision.ts'
import { createDecisionLog, type DecisionLog, type DecisionLogOptions } from './decision-log.ts'

const dayMs = 24 * 60 * 60 * 1000
const start = Date.parse('2027-01-04T09:00:00.000Z')

const decision = (n: number, overrides: Partial<Decision> = {}): Decision => ({
  at: new Date(start + n * 1000).toISOString(),
  policyHash: 'policy-1',
  userId: 'user-1',
  institutionId: 'inst',
  procedure: 'requests.approve',
  action: 'approve',
  subject: 'Request',
  recordId: `req-${n}`,
  outcome: n % 2 === 0 ? 'allowed' : 'denied',
  factsHash: 'facts-1',
  record: { status: 'pending', quantity: n },
  ...overrides,
})

describe.each(testDatabases())('the decision log on %s', (kind) => {
  let temp: TestDatabase
  let clock: number
  let logger: ReturnType<typeof memoryLogger>
  const logs: DecisionLog[] = []
  // A long timer, so only the test's flushes write.
  const open = (options: Partial<DecisionLogOptions> = {}) => {
    const log = createDecisionLog({
      db: temp.db,
      now: () => clock,
      logger,
      sampleRate: 1,
      retentionDays: 30,
      retentionRows: 1_000_000,
      flushEveryMs: 3_600_000,
      ...options,
    })
    logs.push(log)
    return log
  }
  const rows = () => temp.db.selectFrom('decisions').selectAll().orderBy('id').execute()

  beforeEach(async () => {
    temp = await createTestDatabase(kind)
    clock = start
    logger = memoryLogger()
  })
  afterEach(async () => {
    for (const log of logs.splice(0)) await log.close()
    await temp.dispose()
  })

  it('writes what was recorded on flush, in batches, with every column', async () => {
    const log = open({ batchSize: 2 })
    log.record(decision(1))
    log.record(decision(2, { recordId: null, record: null, action: 'call', subject: 'Procedure' }))
    log.record(decision(3))
    await log.flush()
    const written = await rows()
    expect(written).toHaveLength(3)
    expect(written[0]).toEqual({
      id: expect.any(Number),
      at: decision(1).at,
      policy_hash: 'policy-1',
      user_id: 'user-1',
      institution_id: 'inst',
      procedure: 'requests.approve',
      action: 'approve',
      subject: 'Request',
      record_id: 'req-1',
      outcome: 'denied',
      facts_hash: 'facts-1',
      record_json: '{"status":"pending","quantity":1}',
    })
    expect(written[1]).toMatchObject({ action: 'call', subject: 'Procedure', record_id: null, record_json: null, outcome: 'allowed' })
    expect(written.map((row) => row.record_id)).toEqual(['req-1', null, 'req-3'])
    expect(logger.lines).toEqual([])
  })

  it('writes a full batch without waiting for a flush or the timer', async () => {
    const log = open({ batchSize: 3 })
    for (const n of [1, 2, 3]) log.record(decision(n))
    await expect.poll(async () => (await rows()).length).toBe(3)
  })

  it('writes on its timer', async () => {
    const log = open({ flushEveryMs: 20 })
    log.record(decision(1))
    await expect.poll(async () => (await rows()).length).toBe(1)
  })

  it('samples: 0 writes nothing, 1 writes all, 0.5 writes those whose draw is below it', async () => {
    const none = open({ sampleRate: 0 })
    for (const n of [1, 2, 3]) none.record(decision(n))
    await none.flush()
    expect(await rows()).toEqual([])

    const all = open({ sampleRate: 1 })
    for (const n of [1, 2, 3]) all.record(decision(n))
    await all.flush()
    expect((await rows()).map((row) => row.record_id)).toEqual(['req-1', 'req-2', 'req-3'])
    await temp.db.deleteFrom('decisions').execute()

    const draws = [0.1, 0.5, 0.9, 0.49]
    const half = open({ sampleRate: 0.5, random: () => draws.shift() ?? 1 })
    for (const n of [1, 2, 3, 4]) half.record(decision(n))
    await half.flush()
    expect((await rows()).map((row) => row.record_id)).toEqual(['req-1', 'req-4'])
  })

  it('removes decisions older than the days kept, by the injected clock, at most once a minute', async () => {
    const log = open({ retentionDays: 30 })
    const daysAgo = (days: number) => new Date(clock - days * dayMs).toISOString()
    log.record(decision(1, { at: daysAgo(31), recordId: 'old' }))
    log.record(decision(2, { at: daysAgo(29), recordId: 'recent' }))
    await log.flush()
    // The first flush trims at once: the old one was written, then removed.
    expect((await rows()).map((row) => row.record_id)).toEqual(['recent'])

    log.record(decision(3, { at: daysAgo(31), recordId: 'late' }))
    clock += 59_000
    await log.flush()
    // Within the minute of the last trim: nothing removed yet.
    expect((await rows()).map((row) => row.record_id)).toEqual(['recent', 'late'])

    clock += 2 * dayMs
    await log.flush()
    // Two days on, 'recent' is 31 days old too.
    expect(await rows()).toEqual([])
  })

  it('keeps only the newest rows it may keep', async () => {
    const log = open({ retentionRows: 3, batchSize: 100 })
    for (const n of [1, 2, 3, 4, 5]) log.record(decision(n))
    await log.flush()
    expect((await rows()).map((row) => row.record_id)).toEqual(['req-3', 'req-4', 'req-5'])

    // Another server trimming at the same moment removes nothing more.
    const other = open({ retentionRows: 3 })
    await other.flush()
    expect(await rows()).toHaveLength(3)
  })

  it('logs a failed write once as a warning, never throws or rejects, and writes again once it can', async () => {
    const log = open()
    await sql`ALTER TABLE decisions RENAME TO decisions_away`.execute(temp.db)
    log.record(decision(1))
    await expect(log.flush()).resolves.toBeUndefined()
    log.record(decision(2))
    await expect(log.flush()).resolves.toBeUndefined()
    const warnings = logger.lines.filter((line) => line.level === 'warn')
    expect(warnings).toHaveLength(1)
    expect(warnings[0]?.message).toMatch(/^The decision log could not write 1 decisions/)
    expect(log.dropped).toBe(2)

    await sql`ALTER TABLE decisions_away RENAME TO decisions`.execute(temp.db)
    log.record(decision(3))
    await log.flush()
    expect((await rows()).map((row) => row.record_id)).toEqual(['req-3'])
    expect(logger.lines.at(-1)).toEqual({ level: 'info', message: 'The decision log writes again.' })
  })

  it('never rejects when its database connection is gone, and record() still works', async () => {
    const other = await openDatabase(temp.target)
    if (!other.ok) throw new Error(other.error)
    const log = open({ db: other.db })
    await other.close()
    expect(() => log.record(decision(1))).not.toThrow()
    await expect(log.flush()).resolves.toBeUndefined()
    expect(() => log.record(decision(2))).not.toThrow()
    await expect(log.close()).resolves.toBeUndefined()
    expect(logger.lines.filter((line) => line.level === 'warn')).toHaveLength(1)
  })

  it('drops and counts what does not fit in the buffer, and tells it once', async () => {
    const log = open({ maxPending: 3, batchSize: 100 })
    for (const n of [1, 2, 3, 4, 5]) log.record(decision(n))
    expect(log.dropped).toBe(2)
    await log.flush()
    expect((await rows()).map((row) => row.record_id)).toEqual(['req-1', 'req-2', 'req-3'])
    expect(logger.lines).toEqual([{ level: 'warn', message: 'The decision log dropped 2 decisions: more than 3 were waiting to be written.' }])
  })

  it('ignores what is recorded after close', async () => {
    const log = open()
    log.record(decision(1))
    await log.close()
    log.record(decision(2))
    await log.flush()
    expect((await rows()).map((row) => row.record_id)).toEqual(['req-1'])
  })
})
