import { randomUUID } from 'node:crypto'
import { createTRPCClient, httpBatchLink, TRPCClientError } from '@trpc/client'
import superjson from 'superjson'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { defaultLimits } from '../limits.ts'
import { memoryLogger } from '../logger.ts'
import { policy } from '../policy.ts'
import { postHugeBody } from '../testing/huge-body.ts'
import { listen, type Listening } from '../testing/listen.ts'
import { seedRequestsFixture } from '../testing/requests-fixture.ts'
import { cookieFor } from '../testing/seed.ts'
import { createTestDatabase, type TestDatabase } from '../testing/test-databases.ts'
import type { AppRouter } from '../trpc/router.ts'
import { createAppHandler } from './app-server.ts'

// Issue 24: one signed-in person cannot make the server read a huge body or run a huge batch.
let temp: TestDatabase
let app: Listening
let cookie: string
const MiB = 1024 * 1024

beforeAll(async () => {
  temp = await createTestDatabase('sqlite')
  await seedRequestsFixture(temp.db)
  cookie = await cookieFor(temp.db, 'rita@testville.example')
  const deps = { db: temp.db, policy, logger: memoryLogger(), now: Date.now, limits: defaultLimits }
  const config = { authHost: 'http://localhost:3001', posthogKey: undefined, posthogHost: 'https://eu.i.posthog.com', sentryDsn: undefined, cspConnectSrc: [] }
  app = await listen(() => createAppHandler({ deps, distDir: `${temp.dir}/no-dist`, config, appOrigins: [] }))
})
afterAll(async () => {
  await app.close()
  await temp.dispose()
})

interface Sent {
  readonly status: number
  readonly body: { error?: { json: { message: string; data: { code: string; httpStatus: number } } } }
  /** Bytes the client managed to send before the answer came. */
  readonly sentBytes: number
}

async function postHuge(path: string, totalBytes: number, declare: boolean): Promise<Sent> {
  const answer = await postHugeBody(`${app.origin}${path}`, { headers: { cookie, 'content-type': 'application/json' }, totalBytes, declare })
  if (!answer.ok) throw new Error(`the connection failed (${answer.error}) before the server answered`)
  return { status: answer.status, body: JSON.parse(answer.text) as Sent['body'], sentBytes: answer.sentBytes }
}

function rss(): number {
  return process.memoryUsage().rss
}

describe('a body over the limit', () => {
  it('is refused with 413 from its Content-Length, before any of it is read', async () => {
    const before = rss()
    const sent = await postHuge('/trpc/requests.create', 150 * MiB, true)
    expect(sent.status).toBe(413)
    expect(sent.body.error?.json.message).toBe('This request is larger than the 1 MB the server takes in one request.')
    expect(sent.body.error?.json.data).toEqual({ code: 'PAYLOAD_TOO_LARGE', httpStatus: 413 })
    expect(sent.sentBytes).toBeLessThan(150 * MiB)
    // The server (this process) did not keep the body: far less than its 150 MB.
    expect(rss() - before).toBeLessThan(60 * MiB)
  })

  it('is refused with 413 while it is read when it comes without Content-Length', async () => {
    const before = rss()
    const sent = await postHuge('/trpc/requests.create', 150 * MiB, false)
    expect(sent.status).toBe(413)
    expect(sent.body.error?.json.message).toBe('This request is larger than the 1 MB the server takes in one request.')
    expect(sent.sentBytes).toBeLessThan(150 * MiB)
    expect(rss() - before).toBeLessThan(60 * MiB)
  })

  it('reaches the app client as a TRPCClientError it can show', async () => {
    const client = createTRPCClient<AppRouter>({ links: [httpBatchLink({ url: `${app.origin}/trpc`, transformer: superjson, headers: { cookie } })] })
    const error = await client.requests.create
      .mutate({ kind: 'title', nbsi: 't-chem', quantity: 1, idempotencyKey: randomUUID(), note: 'x'.repeat(2 * MiB) })
      .catch((e: unknown) => e)
    expect(error).toBeInstanceOf(TRPCClientError)
    expect((error as TRPCClientError<AppRouter>).message).toBe('This request is larger than the 1 MB the server takes in one request.')
    expect((error as TRPCClientError<AppRouter>).data).toMatchObject({ code: 'PAYLOAD_TOO_LARGE', httpStatus: 413 })
  })

  it('is measured against the upload limit only when every call is an upload procedure', async () => {
    // 3 MB passes the upload limit: tRPC answers for the procedure (this user may not upload), not that the body is too large.
    const read = await postHuge('/trpc/uploads.check', 3 * MiB, true)
    expect(read.status).toBe(403)
    expect(read.body.error?.json.data).toMatchObject({ code: 'FORBIDDEN' })
    expect((await postHuge('/trpc/uploads.check', 9 * MiB, true)).body.error?.json.message).toBe(
      'This request is larger than the 8 MB the server takes in one request.',
    )
    expect((await postHuge('/trpc/uploads.check,requests.create?batch=1', 3 * MiB, true)).status).toBe(413)
  })
})

describe('a batch over the limit', () => {
  const createInputs = (count: number) =>
    Object.fromEntries(
      Array.from({ length: count }, (_, i) => [String(i), { json: { kind: 'title', nbsi: 't-chem', quantity: 1, idempotencyKey: randomUUID() } }]),
    )
  const postBatch = (count: number, as = cookie) =>
    fetch(`${app.origin}/trpc/${Array.from({ length: count }, () => 'requests.create').join(',')}?batch=1`, {
      method: 'POST',
      headers: { cookie: as, 'content-type': 'application/json' },
      body: JSON.stringify(createInputs(count)),
    })
  const requestCount = async () =>
    (
      await temp.db
        .selectFrom('requests')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
    ).n

  it('is refused as a whole with a clear error, and none of its calls runs', async () => {
    const before = await requestCount()
    const res = await postBatch(900)
    expect(res.status).toBe(400)
    const body = (await res.json()) as Sent['body']
    expect(body.error?.json.message).toBe('This request makes 900 calls at once; the server takes at most 50 in one request. Send them in smaller batches.')
    expect(await requestCount()).toBe(before)
    // Queries batched in a GET are bounded the same way.
    const get = await fetch(`${app.origin}/trpc/${Array.from({ length: 51 }, () => 'auth.getUser').join(',')}?batch=1`, { headers: { cookie } })
    expect(get.status).toBe(400)
  })

  it('runs every call of a batch at the limit, each one spending a write of the person', async () => {
    const before = await requestCount()
    const res = await postBatch(defaultLimits.batchCalls, await cookieFor(temp.db, 'rory@testville.example'))
    expect(res.status).toBe(207)
    const answers = (await res.json()) as { result?: unknown; error?: { json: { data: { code: string } } } }[]
    const refused = answers.filter((answer) => answer.error?.json.data.code === 'TOO_MANY_REQUESTS')
    expect([answers.length, refused.length]).toEqual([defaultLimits.batchCalls, defaultLimits.batchCalls - defaultLimits.writesPerWindow])
    expect(res.headers.get('retry-after')).toMatch(/^\d+$/)
    expect(await requestCount()).toBe(before + defaultLimits.writesPerWindow)
  })
})
