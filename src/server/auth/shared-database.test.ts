import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { loadConfig } from '../config.ts'
import { openDatabase, type OpenedDatabase } from '../db/open-database.ts'
import { memoryLogger } from '../logger.ts'
import { policy } from '../policy.ts'
import { startServers, type RunningServers } from '../start-servers.ts'
import { seedDemo } from '../testing/seed.ts'
import { createTestTarget, type TestTarget } from '../testing/test-databases.ts'
import { signIn } from './sign-in.ts'

// Two app servers, each with its own connection pool, on one PostgreSQL: what
// several machines behind a load balancer look like. Nothing is shared between
// them but the database.
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
  await seedDemo(databases[0]!.db)
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

async function signInThrough(i: number, email: string): Promise<string> {
  const res = await fetch(`${auth(i)}/login`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: auth(i) },
    body: new URLSearchParams({ email, password: 'any', redirect_uri: `${app(i)}/` }).toString(),
  })
  expect(res.status).toBe(303)
  return (res.headers.get('set-cookie') ?? '').split(';')[0] ?? ''
}

const getUser = (i: number, cookie: string) => fetch(`${app(i)}/trpc/auth.getUser`, { headers: { cookie } })

describe('two app servers on one PostgreSQL', () => {
  it('accept on one server a session started on the other, and end it everywhere at sign-out', async () => {
    const cookie = await signInThrough(first, 'ana@northbridge.example')
    const res = await getUser(second, cookie)
    expect(res.status).toBe(200)
    expect(JSON.stringify(await res.json())).toContain('ana@northbridge.example')
    expect((await fetch(`${auth(second)}/logout`, { headers: { cookie } })).status).toBe(200)
    expect((await getUser(first, cookie)).status).toBe(401)
  })

  it('count failed sign-ins for one account together, whichever server they reach, even in parallel', async () => {
    const options = { rateLimit, allowPasswordless: false, now: () => 1_000_000 }
    const attempts = Array.from({ length: 8 }, (_, i) => signIn(databases[i % 2]!.db, 'finn@harbour.example', 'wrong', options))
    const results = await Promise.all(attempts)
    expect(results.filter((result) => !result.ok && result.reason === 'invalid')).toHaveLength(rateLimit.maxFailures)
    expect(results.filter((result) => !result.ok && result.reason === 'rate-limited')).toHaveLength(8 - rateLimit.maxFailures)
  })
})
