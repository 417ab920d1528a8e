import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { signIn } from './auth/sign-in.ts'
import { loadConfig } from './config.ts'
import { openDatabase, type OpenedDatabase } from './db/open-database.ts'
import { memoryLogger } from './logger.ts'
import { policy } from './policy.ts'
import { startServers, type RunningServers } from './start-servers.ts'
import { mutate as mutateVia, signInThrough as signInVia } from './testing/http-client.ts'
import { seedRequestsFixture } from './testing/requests-fixture.ts'
import { createTestTarget, type TestTarget } from './testing/test-databases.ts'

// Issue 10 §5: two app servers, each with its own connection pool, on one
// PostgreSQL: what several machines behind a load balancer look like. Nothing
// is shared between them but the database.
let target: TestTarget
const databases: OpenedDatabase[] = []
const servers: RunningServers[] = []
const rateLimit = { maxFailures: 3, windowMs: 60_000 }

beforeAll(async () => {
  target = await createTestTarget('postgres')
  for (let i = 0; i < 2; i++) {
    const opened = await openDatabase(target.target)
    if (!opened.ok) throw new Error(opened.error)
    databases.push(opened)
  }
  await seedRequestsFixture(databases[0]!.db)
  for (const database of databases) {
    const loaded = loadConfig({ PORT: '0', AUTH_PORT: '0', DATABASE_URL: target.target.databaseUrl })
    if (!loaded.ok) throw new Error(loaded.errors.join('\n'))
    servers.push(await startServers({ config: loaded.config, db: database.db, policy, logger: memoryLogger(), distDir: `${target.dir}/no-dist`, rateLimit }))
  }
}, 30_000)

afterAll(async () => {
  await Promise.all(servers.map((server) => server.close()))
  await Promise.all(databases.map((database) => database.close()))
  await target.dispose()
})

const [first, second] = [0, 1]
const app = (i: number) => servers[i]!.config.appOrigin
const auth = (i: number) => servers[i]!.config.authHost

/** Signs in through server i's sign-in page; answers the session cookie. */
async function signInThrough(i: number, email: string): Promise<string> {
  const cookie = await signInVia(servers[i]!, email)
  expect(cookie).not.toBe('')
  return cookie
}

const getUser = (i: number, cookie: string) => fetch(`${app(i)}/trpc/auth.getUser`, { headers: { cookie } })
const mutate = (i: number, cookie: string, path: string, input: unknown) => mutateVia(servers[i]!, cookie, path, input)

describe('two app servers on one PostgreSQL', () => {
  it('accept on one server a session started on the other, and end it everywhere at sign-out', async () => {
    const cookie = await signInThrough(first, 'rita@testville.example')
    const res = await getUser(second, cookie)
    expect(res.status).toBe(200)
    expect(JSON.stringify(await res.json())).toContain('rita@testville.example')
    expect((await fetch(`${auth(second)}/logout`, { headers: { cookie } })).status).toBe(200)
    expect((await getUser(first, cookie)).status).toBe(401)
  })

  it('count failed sign-ins for one account together, whichever server they reach, even in parallel', async () => {
    const options = { rateLimit, allowPasswordless: false, now: () => 1_000_000 }
    const attempts = Array.from({ length: 8 }, (_, i) => signIn(databases[i % 2]!.db, 'nora@testville.example', 'wrong', options))
    const results = await Promise.all(attempts)
    expect(results.filter((result) => !result.ok && result.reason === 'invalid')).toHaveLength(rateLimit.maxFailures)
    expect(results.filter((result) => !result.ok && result.reason === 'rate-limited')).toHaveLength(8 - rateLimit.maxFailures)
  })

  it('give exactly one approval and one event to 20 concurrent approvals spread over both', async () => {
    const rita = await signInThrough(first, 'rita@testville.example')
    const created = await mutate(first, rita, 'requests.create', { kind: 'purchase', nbsi: 't-chem', quantity: 3, idempotencyKey: randomUUID() })
    const id = created.body.result!.data.json['id'] as string
    const approvers = [await signInThrough(first, 'amy@testville.example'), await signInThrough(second, 'abe@testville.example')]
    const outcomes = await Promise.all(
      Array.from({ length: 20 }, async (_, i) => {
        const { body } = await mutate(i % 2, approvers[i % 2]!, 'requests.approve', { id, version: 1 })
        return body.error ? body.error.json.data.code : 'OK'
      }),
    )
    expect(outcomes.filter((code) => code === 'OK')).toHaveLength(1)
    expect(outcomes.filter((code) => code === 'CONFLICT')).toHaveLength(19)
    const approvals = await databases[second]!.db.selectFrom('record_events')
      .select('actor_id')
      .where('record_type', '=', 'Request')
      .where('record_id', '=', id)
      .where('to_status', '=', 'approved')
      .execute()
    expect(approvals).toHaveLength(1)
  })

  it('answer a create retried on the other server with the first request', async () => {
    const cookie = await signInThrough(first, 'rory@testville.example')
    const input = { kind: 'title', nbsi: 't-bio', quantity: 1, idempotencyKey: randomUUID() }
    const [a, b] = await Promise.all([mutate(first, cookie, 'requests.create', input), mutate(second, cookie, 'requests.create', input)])
    expect(b.body.result!.data.json['id']).toBe(a.body.result!.data.json['id'])
    const rows = await databases[first]!.db.selectFrom('requests').select('id').where('nbsi', '=', 't-bio').execute()
    expect(rows).toHaveLength(1)
  })
})
