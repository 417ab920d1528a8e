import { createHash } from 'node:crypto'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { defaultLimits } from '../../limits.ts'
import { memoryLogger } from '../../logger.ts'
import { policy } from '../../policy.ts'
import { seedCounterApiKeysFixture } from '../../testing/counter-api-keys-fixture.ts'
import { codeOf } from '../../testing/error-code.ts'
import { cookieFor } from '../../testing/seed.ts'
import { createTestDatabase, testDatabases, type TestDatabase } from '../../testing/test-databases.ts'
import { createContext, type ServerDeps } from '../../trpc/context.ts'
import { createCallerFactory } from '../../trpc/init.ts'
import { appRouter } from '../../trpc/router.ts'

const createCaller = createCallerFactory(appRouter)
const now = Date.parse('2026-11-29T14:00:00.000Z')

describe.each(testDatabases())('COUNTER API keys on %s', (kind) => {
  let temp: TestDatabase
  let deps: ServerDeps
  let clock = now
  const as = (email: string) => createCaller(async () => createContext(deps, await cookieFor(deps.db, email)))
  const kim = () => as('kim@testville.example')
  const key = () => crypto.randomUUID()
  const keyRows = () => temp.db.selectFrom('counter_api_keys').selectAll().orderBy('created_at').execute()
  const eventsOf = (id: string) =>
    temp.db.selectFrom('record_events').selectAll().where('record_type', '=', 'CounterApiKey').where('record_id', '=', id).execute()

  beforeEach(async () => {
    temp = await createTestDatabase(kind)
    clock = now
    deps = { db: temp.db, policy, logger: memoryLogger(), now: () => clock, limits: defaultLimits }
    await seedCounterApiKeysFixture(temp.db)
  })
  afterEach(() => temp.dispose())

  it('answers a new key once and keeps only its SHA-256: the key is nowhere in the database', async () => {
    const made = await kim().counterApiKeys.create({ name: '  JUSP  ', requestorId: ' req-1 ', idempotencyKey: key() })
    expect(made.key).toMatch(/^cak_[A-Za-z0-9_-]{43}$/)
    const plain = made.key ?? ''
    expect(made.record).toMatchObject({ name: 'JUSP', requestorId: 'req-1', status: 'active', hint: plain.slice(-4), version: 1, revokedAt: null })
    const [row] = await keyRows()
    expect(row?.key_hash).toBe(createHash('sha256').update(plain).digest('base64url'))
    expect(row?.created_by).not.toBeNull()
    const events = await eventsOf(made.record.id)
    expect(events.map((event) => event.action)).toEqual(['create'])
    // The row and its events, every column as text: the key appears in none, and the hash only in its own column.
    const stored = JSON.stringify([row, events, await temp.db.selectFrom('idempotency_keys').selectAll().execute()])
    expect(stored).not.toContain(plain)
    expect(JSON.stringify(events)).not.toContain(row?.key_hash)
  })

  it('lists the keys newest first with hint, maker and last use, and the customer ID', async () => {
    const first = await kim().counterApiKeys.create({ name: 'JUSP', idempotencyKey: key() })
    clock = now + 60_000
    const second = await kim().counterApiKeys.create({ name: 'Our ERM', idempotencyKey: key() })
    const listed = await kim().counterApiKeys.list()
    expect(listed.customerId).toBe('testville')
    expect(listed.keys.map((k) => [k.name, k.hint, k.createdByName, k.lastUsedAt, k.requestorId])).toEqual([
      ['Our ERM', second.key?.slice(-4), 'kim@testville.example', null, null],
      ['JUSP', first.key?.slice(-4), 'kim@testville.example', null, null],
    ])
    expect(JSON.stringify(listed)).not.toContain(first.key)

    // A harvest records its use; the list reads it, and the institution's own customer ID once it has one.
    const usedAt = '2026-11-29T15:00:00.000Z'
    await temp.db.insertInto('counter_api_key_use').values({ key_id: first.record.id, last_used_at: usedAt, window_started_at: usedAt, requests: 1 }).execute()
    await temp.db.updateTable('institutions').set({ counter_customer_id: 'TV-0001' }).where('id', '=', 'testville').execute()
    const again = await kim().counterApiKeys.list()
    expect(again.customerId).toBe('TV-0001')
    expect(new Date(again.keys[1]?.lastUsedAt ?? '').toISOString()).toBe(usedAt)
  })

  it('never shows or revokes another institution’s key, and refuses staff without counterReport:view', async () => {
    const made = await kim().counterApiKeys.create({ name: 'JUSP', idempotencyKey: key() })
    const otto = as('otto@otherton.example')
    expect((await otto.counterApiKeys.list()).keys).toEqual([])
    expect(await codeOf(otto.counterApiKeys.revoke({ id: made.record.id, version: 1 }))).toBe('NOT_FOUND')

    const nora = as('nora@testville.example')
    await expect(nora.counterApiKeys.list()).rejects.toThrow('You may not see the COUNTER API keys; they need the counterReport:view permission.')
    await expect(nora.counterApiKeys.create({ name: 'Mine', idempotencyKey: key() })).rejects.toThrow(
      /^You may not create this COUNTER API key: .*counterReport:view/,
    )
    expect(await codeOf(nora.counterApiKeys.create({ name: 'Mine', idempotencyKey: key() }))).toBe('FORBIDDEN')
    // A key they may not read is not there for them (existence is not leaked), as for every record of the write path.
    expect(await codeOf(nora.counterApiKeys.revoke({ id: made.record.id, version: 1 }))).toBe('NOT_FOUND')
    expect((await keyRows()).map((row) => row.status)).toEqual(['active'])
  })

  it('makes one key for one idempotency key; the retry answers the record and no key', async () => {
    const idempotencyKey = key()
    const made = await kim().counterApiKeys.create({ name: 'JUSP', idempotencyKey })
    const retried = await kim().counterApiKeys.create({ name: 'JUSP', idempotencyKey })
    expect(retried).toEqual({ key: null, record: made.record })
    expect(await keyRows()).toHaveLength(1)
  })

  it('refuses a name that is empty or too long, saying what to do', async () => {
    await expect(kim().counterApiKeys.create({ name: '   ', idempotencyKey: key() })).rejects.toThrow(/Give the key a name/)
    expect(await codeOf(kim().counterApiKeys.create({ name: 'x'.repeat(81), idempotencyKey: key() }))).toBe('BAD_REQUEST')
    expect(await codeOf(kim().counterApiKeys.create({ name: 'JUSP', requestorId: '  ', idempotencyKey: key() }))).toBe('BAD_REQUEST')
    expect(await keyRows()).toEqual([])
  })

  it('revokes at the version seen with an event; a stale version is CONFLICT and a revoked key cannot be revoked again', async () => {
    const { record } = await kim().counterApiKeys.create({ name: 'JUSP', idempotencyKey: key() })
    clock = now + 60_000
    const revoked = await kim().counterApiKeys.revoke({ id: record.id, version: 1 })
    expect(revoked).toMatchObject({ status: 'revoked', version: 2 })
    expect(new Date(revoked.revokedAt ?? '').getTime()).toBe(clock)
    const events = await eventsOf(record.id)
    expect(events.map((event) => [event.action, event.from_status, event.to_status])).toEqual([
      ['create', null, 'active'],
      ['revoke', 'active', 'revoked'],
    ])

    // Loaded before the revoke: the key moved on, which is what happened.
    await expect(kim().counterApiKeys.revoke({ id: record.id, version: 1 })).rejects.toThrow(
      /^This COUNTER API key changed after you loaded it: kim@testville\.example revoked it at .* UTC; it is now revoked\. Reload/,
    )
    expect(await codeOf(kim().counterApiKeys.revoke({ id: record.id, version: 1 }))).toBe('CONFLICT')
    // Loaded after it: the revoke rule asks for an active key.
    const twice = kim().counterApiKeys.revoke({ id: record.id, version: 2 })
    await expect(twice).rejects.toThrow(/^You may not revoke this COUNTER API key: .*active/)
    expect(await codeOf(kim().counterApiKeys.revoke({ id: record.id, version: 2 }))).toBe('FORBIDDEN')
    expect(await eventsOf(record.id)).toHaveLength(2)
  })
})
