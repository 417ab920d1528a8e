import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestDatabase, testDatabases, type TestDatabase } from '../testing/test-databases.ts'
import { plainUser } from '../testing/plain-user.ts'
import { spendWrite } from './write-budgets-repo.ts'

const limits = { writesPerWindow: 30, writeWindowMs: 10_000 }
const start = Date.parse('2026-11-23T09:00:00.000Z')

describe.each(testDatabases())('write budgets on %s', (kind) => {
  let temp: TestDatabase
  beforeAll(async () => {
    temp = await createTestDatabase(kind)
    await temp.db.insertInto('institutions').values({ id: 'inst', name: 'Inst', config: '{}' }).execute()
    await temp.db
      .insertInto('users')
      .values(['ann', 'ben', 'cat', 'dan'].map((id) => plainUser(id, 'inst')))
      .execute()
  })
  afterAll(() => temp.dispose())

  const spendMany = async (userId: string, count: number, at: (i: number) => number) => {
    const results = []
    for (let i = 0; i < count; i++) results.push(await spendWrite(temp.db, userId, at(i), limits))
    return results
  }
  const budget = (userId: string) => temp.db.selectFrom('write_budgets').selectAll().where('user_id', '=', userId).executeTakeFirst()

  it('lets 30 writes through in a window and refuses the 31st, saying when the window ends', async () => {
    const results = await spendMany('ann', 30, (i) => start + i * 100)
    expect(results.every((result) => result.ok)).toBe(true)
    expect(await spendWrite(temp.db, 'ann', start + 3_500, limits)).toEqual({ ok: false, retryAfterMs: 7_000 })
    expect(await spendWrite(temp.db, 'ann', start + 9_999, limits)).toEqual({ ok: false, retryAfterMs: 1_000 })
    // Refused writes do not count, and the window is the one the first write started.
    expect(await budget('ann')).toEqual({ user_id: 'ann', window_started_at: '2026-11-23T09:00:00.000Z', writes: 30 })
  })

  it('starts a new window once the old one has ended', async () => {
    await spendMany('ben', 30, () => start)
    expect((await spendWrite(temp.db, 'ben', start + 5_000, limits)).ok).toBe(false)
    const next = await spendMany('ben', 30, (i) => start + 10_000 + i)
    expect(next.every((result) => result.ok)).toBe(true)
    expect(await budget('ben')).toEqual({ user_id: 'ben', window_started_at: '2026-11-23T09:00:10.000Z', writes: 30 })
    expect(await spendWrite(temp.db, 'ben', start + 10_030, limits)).toEqual({ ok: false, retryAfterMs: 10_000 })
    expect(await spendWrite(temp.db, 'ben', start + 60_000, limits)).toEqual({ ok: true })
    expect(await budget('ben')).toEqual({ user_id: 'ben', window_started_at: '2026-11-23T09:01:00.000Z', writes: 1 })
  })

  it('keeps a separate budget for each person', async () => {
    await spendMany('cat', 30, () => start)
    expect((await spendWrite(temp.db, 'cat', start + 1, limits)).ok).toBe(false)
    expect(await spendWrite(temp.db, 'dan', start + 1, limits)).toEqual({ ok: true })
    expect((await budget('dan'))?.writes).toBe(1)
  })
})

describe('write budgets under concurrency on postgres', () => {
  let temp: TestDatabase
  beforeAll(async () => {
    temp = await createTestDatabase('postgres')
    await temp.db.insertInto('institutions').values({ id: 'inst', name: 'Inst', config: '{}' }).execute()
    await temp.db
      .insertInto('users')
      .values({
        id: 'eve',
        email: 'eve@inst.example',
        email_key: 'eve@inst.example',
        display_name: null,
        password_hash: null,
        institution_id: 'inst',
        disabled: 0,
        note: null,
      })
      .execute()
  })
  afterAll(() => temp.dispose())

  it('lets exactly 30 of 40 parallel writes of one person through, the first included', async () => {
    const results = await Promise.all(Array.from({ length: 40 }, (_, i) => spendWrite(temp.db, 'eve', start + i, limits)))
    expect(results.filter((result) => result.ok)).toHaveLength(30)
    expect(results.filter((result) => !result.ok)).toHaveLength(10)
    const row = await temp.db.selectFrom('write_budgets').select('writes').where('user_id', '=', 'eve').executeTakeFirstOrThrow()
    expect(row.writes).toBe(30)
  })
})
