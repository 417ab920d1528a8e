import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openDatabase } from '../db/open-database.ts'
import { memoryLogger } from '../logger.ts'
import type { RunningApp } from '../start-app.ts'
import { startPostgresLiveBus } from './postgres-live-bus.ts'
import { mutate, signInThrough } from '../testing/http-client.ts'
import { openLiveStream, type StreamedMessage } from '../testing/live-stream-reader.ts'
import { seedDemo } from '../testing/seed.ts'
import { startTestApp } from '../testing/start-test-app.ts'
import { createTestDatabase, createTestTarget, type TestDatabase } from '../testing/test-databases.ts'

// Two app servers on one PostgreSQL, as behind a load balancer: a change made
// through server A reaches a tab whose stream is on server B (LISTEN/NOTIFY),
// and a tab whose server restarts catches up from its last event id.
// The database holds the demo accounts before the first server starts, so each
// start keeps what it holds (as a restart does); the generated demo records,
// which took most of this file's time to load, are not needed here.
let target: TestDatabase
const apps: RunningApp[] = []
const start = async () => {
  const { app, logger } = await startTestApp(target, {})
  apps.push(app)
  return { app, logger }
}

beforeAll(async () => {
  target = await createTestDatabase('postgres')
  await seedDemo(target.db)
}, 60_000)

afterAll(async () => {
  await Promise.all(apps.map((app) => app.close().catch(() => {})))
  await target.dispose()
})

const changed = (type: string, id: string) => (streamed: StreamedMessage) =>
  streamed.message.kind === 'changes' && streamed.message.changes.some((change) => change.type === type && change.id === id)

async function raiseRequest(app: RunningApp, email: string): Promise<string> {
  const cookie = await signInThrough(app.servers, email)
  const nbsi = await anyTitle()
  const created = await mutate(app.servers, cookie, 'requests.create', { kind: 'purchase', nbsi, quantity: 1, idempotencyKey: randomUUID() })
  const id = created.body.result?.data.json['id']
  if (typeof id !== 'string') throw new Error(`requests.create answered ${JSON.stringify(created.body)}`)
  return id
}

async function anyTitle(): Promise<string> {
  return (await target.db.selectFrom('titles').select('nbsi').orderBy('nbsi').limit(1).executeTakeFirstOrThrow()).nbsi
}

describe('live updates across two servers on one PostgreSQL', () => {
  it('bring a request raised through server A to the approver streaming from server B, and nothing to another institution', async () => {
    const a = await start()
    const b = await start()
    for (const { logger } of [a, b]) expect(logger.lines.filter((line) => line.message.includes('PgBouncer'))).toEqual([])
    const omar = await openLiveStream(b.app.servers.config.appOrigin, await signInThrough(b.app.servers, 'omar@westbrook.example'))
    const raj = await openLiveStream(b.app.servers.config.appOrigin, await signInThrough(b.app.servers, 'raj@riverside.example'))
    await omar.next(() => true)
    await raj.next(() => true)
    const id = await raiseRequest(a.app, 'rosa@westbrook.example')
    const heard = await omar.next(changed('Request', id))
    expect(heard.message).toMatchObject({
      kind: 'changes',
      changes: [{ type: 'Request', id, action: 'create', actorEmail: 'rosa@westbrook.example', version: 1 }],
    })
    // Give raj's stream the same time to (wrongly) hear it: only the first, empty message crossed the wire.
    await new Promise((resolve) => setTimeout(resolve, 500))
    expect(raj.messages.map(({ message }) => message)).toEqual([{ kind: 'changes', changes: [], leftOut: 0, types: [] }])
    expect(raj.raw.join('\n')).not.toContain(id)
    omar.close()
    raj.close()
  })

  it('let a tab whose server restarted resume from its last event id and hear what it missed', async () => {
    const a = await start()
    let b = await start()
    const cookie = await signInThrough(b.app.servers, 'omar@westbrook.example')
    const before = await openLiveStream(b.app.servers.config.appOrigin, cookie)
    const lastEventId = (await before.next(() => true)).id
    await b.app.close()
    before.close()
    const id = await raiseRequest(a.app, 'rosa@westbrook.example')
    b = await start()
    const after = await openLiveStream(b.app.servers.config.appOrigin, cookie, lastEventId)
    await after.next(changed('Request', id))
    after.close()
  })
})

describe('the LISTEN probe at start', () => {
  it('warns, naming PgBouncer, when a NOTIFY sent through the pool never reaches the LISTEN connection', async () => {
    // NOTIFY reaches only listeners of the same database: listening on one and notifying through another is what a
    // transaction-pooling PgBouncer does to LISTEN (the session that listened is not the one that hears).
    const other = await createTestTarget('postgres')
    const opened = await openDatabase(other.target)
    if (!opened.ok) throw new Error(opened.error)
    const logger = memoryLogger()
    const bus = await startPostgresLiveBus({ url: target.target.databaseUrl as string, db: opened.db, logger, probeMs: 300 })
    await bus.close()
    await opened.close()
    await other.dispose()
    expect(logger.lines.map((line) => line.message)).toEqual([expect.stringContaining('PgBouncer in transaction pooling mode')])
  })
})
