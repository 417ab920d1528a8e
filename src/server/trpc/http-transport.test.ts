import { createTRPCClient, httpBatchLink, TRPCClientError } from '@trpc/client'
import superjson from 'superjson'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createAppHandler } from '../http/app-server.ts'
import { memoryLogger } from '../logger.ts'
import { permissionNames, policy, procedureNames } from '../policy.ts'
import { listen, type Listening } from '../testing/listen.ts'
import { cookieFor, seedDemo } from '../testing/seed.ts'
import { createTestDatabase, type TestDatabase } from '../testing/test-databases.ts'
import type { ServerDeps } from './context.ts'
import { appRouter, type AppRouter } from './router.ts'
import { defaultLimits } from '../limits.ts'

// The tRPC contract over real HTTP, as the browser client speaks it.
let temp: TestDatabase
let deps: ServerDeps & { logger: ReturnType<typeof memoryLogger> }
let app: Listening

beforeAll(async () => {
  temp = await createTestDatabase('sqlite')
  deps = { db: temp.db, policy, logger: memoryLogger(), now: Date.now, limits: defaultLimits }
  await seedDemo(temp.db)
  const config = { authHost: 'http://localhost:3001', posthogKey: undefined, posthogHost: 'https://eu.i.posthog.com', sentryDsn: undefined, cspConnectSrc: [] }
  app = await listen(() => createAppHandler({ deps, distDir: `${temp.dir}/no-dist`, config, appOrigins: ['http://localhost:3000'] }))
})
afterAll(async () => {
  await app.close()
  await temp.dispose()
})

describe('/trpc over HTTP', () => {
  const client = (cookie?: string, onFetch?: (url: string) => void) =>
    createTRPCClient<AppRouter>({
      links: [
        httpBatchLink({
          url: `${app.origin}/trpc`,
          transformer: superjson,
          headers: cookie ? { cookie } : {},
          fetch: (url, init) => {
            onFetch?.(String(url))
            return fetch(url, init)
          },
        }),
      ],
    })

  it('answers the four boot calls in one batched GET request', async () => {
    const requests: string[] = []
    const trpc = client(await cookieFor(temp.db, 'carla@riverside.example'), (url) => requests.push(url))
    const [user, config, permissions, flags] = await Promise.all([
      trpc.auth.getUser.query(),
      trpc.institutionConfig.get.query(),
      trpc.user.hasPermissions.query([...permissionNames]),
      trpc.featureFlags.get.query(),
    ])
    expect(requests).toHaveLength(1)
    expect(requests[0]).toContain('/trpc/auth.getUser,institutionConfig.get,user.hasPermissions,featureFlags.get?batch=1&input=')
    expect(user.email).toBe('carla@riverside.example')
    expect(config.isIA).toBe(true)
    expect(permissions['booklist:request']).toBe(true)
    expect(flags['detailed-search']).toBe(true)
  })

  it('answers 401 without a session and 403 for a disabled user, with codes and no stack', async () => {
    const anonymous = await fetch(`${app.origin}/trpc/auth.getUser`)
    expect(anonymous.status).toBe(401)
    expect(anonymous.headers.get('cache-control')).toBe('private, no-cache')
    expect(anonymous.headers.get('x-content-type-options')).toBe('nosniff')
    const body = (await anonymous.json()) as { error: { json: { message: string; data: Record<string, unknown> } } }
    expect(body.error.json.message).toBe('Sign in to continue.')
    // The request's id, also in its header and its log line, for the error screen to show.
    const requestId = anonymous.headers.get('x-request-id')
    expect(requestId).toMatch(/^[0-9a-f-]{36}$/)
    expect(body.error.json.data).toEqual({ code: 'UNAUTHORIZED', httpStatus: 401, path: 'auth.getUser', requestId })

    const error = await client(await cookieFor(temp.db, 'dora@northbridge.example'))
      .auth.getUser.query()
      .catch((e: unknown) => e)
    expect(error).toBeInstanceOf(TRPCClientError)
    expect((error as TRPCClientError<AppRouter>).data).toEqual({ code: 'FORBIDDEN', httpStatus: 403, path: 'auth.getUser', requestId: expect.any(String) })
  })

  it('answers 401 for every procedure of the router without a session', async () => {
    const procedures = Object.entries(appRouter._def.procedures as unknown as Record<string, { _def: { type: string } }>)
    // Every procedure the policy names (policy/procedures.yaml), queries and mutations alike.
    expect(procedures.map(([path]) => path).sort()).toEqual([...procedureNames].sort())
    for (const [path, procedure] of procedures) {
      if (procedure._def.type === 'subscription') {
        // A stream's headers go out before the procedure runs: its refusal is the stream's one event, then it ends.
        const res = await fetch(`${app.origin}/trpc/${path}`, { headers: { accept: 'text/event-stream' }, signal: AbortSignal.timeout(5000) })
        expect([path, await res.text()]).toEqual([path, expect.stringMatching(/event: serialized-error[\s\S]*"httpStatus":401/)])
        continue
      }
      const res =
        procedure._def.type === 'mutation'
          ? await fetch(`${app.origin}/trpc/${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' })
          : await fetch(`${app.origin}/trpc/${path}`)
      expect([path, res.status]).toEqual([path, 401])
    }
  })

  it('answers a fault with a generic message and logs the detail instead', async () => {
    await temp.db.updateTable('institutions').set({ config: '{}' }).where('id', '=', 'harbour').execute()
    try {
      const res = await fetch(`${app.origin}/trpc/institutionConfig.get`, { headers: { cookie: await cookieFor(temp.db, 'finn@harbour.example') } })
      expect(res.status).toBe(500)
      const text = await res.text()
      expect(JSON.parse(text).error.json.message).toBe('Something went wrong on the server. Try again later.')
      expect(text).not.toMatch(/stack|invalid config|\.ts:/)
      expect(deps.logger.lines.at(-1)?.message).toMatch(/^tRPC institutionConfig\.get failed: institution harbour has an invalid config/)
    } finally {
      await seedDemo(temp.db)
    }
  })

  it('refuses POSTs (mutations) from pages of other origins before they reach a procedure', async () => {
    const cookie = await cookieFor(temp.db, 'ana@northbridge.example')
    const post = (origin: string) =>
      fetch(`${app.origin}/trpc/auth.getUser`, { method: 'POST', headers: { cookie, origin, 'content-type': 'application/json' }, body: '{}' })
    const foreign = await post('http://localhost:3002')
    expect([foreign.status, await foreign.json()]).toEqual([
      403,
      { error: { json: { message: 'Cross-origin request refused.', code: -32003, data: { code: 'FORBIDDEN', httpStatus: 403 } } } },
    ])
    // From the app's own origin the request reaches tRPC, which answers that a query is not a mutation.
    expect((await post('http://localhost:3000')).status).toBe(405)
  })

  it('answers BAD_REQUEST for input that is not JSON', async () => {
    const res = await fetch(`${app.origin}/trpc/user.hasPermissions?input=%7Bnot-json`, {
      headers: { cookie: await cookieFor(temp.db, 'ana@northbridge.example') },
    })
    expect(res.status).toBe(400)
    expect(await res.text()).not.toContain('stack')
  })

  it('puts a refused input’s plain message under each field it names, never zod’s own words', async () => {
    const ana = client(await cookieFor(temp.db, 'ana@northbridge.example'))
    const refused = await ana.requests.create
      .mutate({ kind: 'purchase', nbsi: '', quantity: Number.NaN, idempotencyKey: 'k-1' })
      .catch((error: unknown) => error)
    if (!(refused instanceof TRPCClientError)) throw new Error('expected a refusal')
    const data = refused.data as { code: string; fieldErrors?: Record<string, string> }
    expect(data.code).toBe('BAD_REQUEST')
    expect(data.fieldErrors).toMatchObject({ quantity: 'Enter a number.' })
    expect(refused.message).toContain('quantity: Enter a number.')
    expect(refused.message).not.toMatch(/expected|received|NaN/i)
  })
})
