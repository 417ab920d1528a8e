import { createTRPCClient, httpBatchLink, TRPCClientError } from '@trpc/client'
import superjson from 'superjson'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openDatabase, type OpenedDatabase } from './db/open-database.ts'
import { createAppHandler } from './http/app-server.ts'
import { memoryLogger } from './logger.ts'
import { policy } from './policy.ts'
import { listen, type Listening } from './testing/listen.ts'
import { seedRequestsFixture } from './testing/requests-fixture.ts'
import { cookieFor } from './testing/seed.ts'
import { createTestTarget, type TestTarget } from './testing/test-databases.ts'
import type { AppRouter } from './trpc/router.ts'

// Issue 10 §5: with DATABASE_URL set, app servers share everything through
// PostgreSQL. Two servers, each with its own connection pool, as two machines would have.
describe('two app servers on one PostgreSQL', () => {
  let target: TestTarget
  const databases: OpenedDatabase[] = []
  const servers: Listening[] = []

  beforeAll(async () => {
    target = await createTestTarget('postgres')
    for (let i = 0; i < 2; i++) {
      const opened = await openDatabase(target.target)
      if (!opened.ok) throw new Error(opened.error)
      databases.push(opened)
      const deps = { db: opened.db, policy, logger: memoryLogger(), now: Date.now }
      const config = { authHost: 'http://localhost:3001', posthogKey: undefined, posthogHost: 'https://eu.i.posthog.com', sentryDsn: undefined, cspConnectSrc: [] }
      servers.push(await listen(() => createAppHandler({ deps, distDir: `${target.dir}/no-dist`, config, appOrigins: [] })))
    }
    await seedRequestsFixture(databases[0]!.db)
  })
  afterAll(async () => {
    await Promise.all(servers.map((server) => server.close()))
    await Promise.all(databases.map((opened) => opened.close()))
    await target.dispose()
  })

  const client = (server: Listening, cookie: string) =>
    createTRPCClient<AppRouter>({ links: [httpBatchLink({ url: `${server.origin}/trpc`, transformer: superjson, headers: { cookie } })] })

  it('accepts on one server a session made on the other', async () => {
    const cookie = await cookieFor(databases[0]!.db, 'rita@testville.example')
    const user = await client(servers[1]!, cookie).auth.getUser.query()
    expect(user.email).toBe('rita@testville.example')
  })

  it('gives exactly one approval and one event to 20 concurrent approvals spread over both', async () => {
    const rita = client(servers[0]!, await cookieFor(databases[0]!.db, 'rita@testville.example'))
    const created = await rita.requests.create.mutate({ kind: 'purchase', nbsi: 't-chem', quantity: 3, idempotencyKey: `two-servers-${Date.now()}` })
    // Sessions made on server 1's connection, used on both servers.
    const approvers = [
      client(servers[0]!, await cookieFor(databases[1]!.db, 'amy@testville.example')),
      client(servers[1]!, await cookieFor(databases[1]!.db, 'abe@testville.example')),
    ]
    const outcomes = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        approvers[i % 2]!.requests.approve.mutate({ id: created.id, version: created.version }).then(
          () => 'OK',
          (error: unknown) => (error instanceof TRPCClientError ? String(error.data?.code) : 'UNEXPECTED'),
        ),
      ),
    )
    expect(outcomes.filter((code) => code === 'OK')).toHaveLength(1)
    expect(outcomes.filter((code) => code === 'CONFLICT')).toHaveLength(19)
    const approvals = await databases[1]!.db.selectFrom('request_events').select('actor_id').where('request_id', '=', created.id).where('to_status', '=', 'approved').execute()
    expect(approvals).toHaveLength(1)
    const final = await rita.requests.get.query({ id: created.id })
    expect([final.status, final.version]).toEqual(['approved', 2])
  })

  it('answers a retried create on the other server with the first request', async () => {
    const cookie = await cookieFor(databases[0]!.db, 'rory@testville.example')
    const input = { kind: 'title' as const, nbsi: 't-bio', quantity: 1, idempotencyKey: `retry-${Date.now()}` }
    const [first, second] = await Promise.all([client(servers[0]!, cookie).requests.create.mutate(input), client(servers[1]!, cookie).requests.create.mutate(input)])
    expect(second.id).toBe(first.id)
    const rows = await databases[0]!.db.selectFrom('requests').select('id').where('requester_id', '=', first.requesterId).execute()
    expect(rows).toHaveLength(1)
  })
})
