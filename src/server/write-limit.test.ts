import { randomUUID } from 'node:crypto'
import { writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import type { RunningApp } from './start-app.ts'
import { mutate, query, signInThrough, type TrpcAnswer } from './testing/http-client.ts'
import { requestsFixtureFile } from './testing/requests-fixture.ts'
import { startTestApp } from './testing/start-test-app.ts'
import { createTestTarget, testDatabases, type TestDatabaseKind, type TestTarget } from './testing/test-databases.ts'

// Issue 24: a person may make LIMIT_WRITES changes per LIMIT_WRITE_WINDOW_MS,
// counted in the database; the next is answered 429 with Retry-After and is
// not carried out, while reads keep flowing. Servers are started as `npm start` starts them.
const running: RunningApp[] = []
const targets: TestTarget[] = []

afterEach(async () => {
  await Promise.all(running.splice(0).map((app) => app.close()))
  await Promise.all(targets.splice(0).map((target) => target.dispose()))
})

async function newTarget(kind: TestDatabaseKind): Promise<{ target: TestTarget; dataFile: string }> {
  const target = await createTestTarget(kind)
  targets.push(target)
  const dataFile = join(target.dir, 'data.yaml')
  writeFileSync(dataFile, requestsFixtureFile)
  return { target, dataFile }
}

/** An app allowing 3 writes per minute (long enough that the window never ends during a test). */
async function start({ target, dataFile }: { target: TestTarget; dataFile: string }): Promise<RunningApp> {
  const { app } = await startTestApp(target, { ADOPTIONS_DATA: dataFile, LIMIT_WRITES: '3', LIMIT_WRITE_WINDOW_MS: '60000' })
  running.push(app)
  return app
}

async function signedIn(app: RunningApp, email: string): Promise<string> {
  const cookie = await signInThrough(app.servers, email)
  expect(cookie).not.toBe('')
  return cookie
}

const create = (app: RunningApp, cookie: string) =>
  mutate(app.servers, cookie, 'requests.create', { kind: 'purchase', nbsi: 't-chem', quantity: 1, idempotencyKey: randomUUID() })

const refusal = /^You are making changes too quickly: at most 3 changes can be made in 60 seconds\. This change was not saved; try again in (\d+) seconds?\.$/

/** A refused write: 429, Retry-After in whole seconds within the window, and the message saying the same wait. */
function expectRefused(answer: TrpcAnswer): void {
  expect(answer.status).toBe(429)
  expect(answer.body.error?.json.data.code).toBe('TOO_MANY_REQUESTS')
  const retryAfter = answer.headers.get('retry-after')
  expect(retryAfter).toMatch(/^\d+$/)
  expect(Number(retryAfter)).toBeGreaterThanOrEqual(1)
  expect(Number(retryAfter)).toBeLessThanOrEqual(60)
  expect(refusal.exec(answer.body.error?.json.message ?? '')?.[1]).toBe(retryAfter)
}

async function myRequests(app: RunningApp, cookie: string): Promise<{ id: string; status: string; version: number }[]> {
  const listed = await query(app.servers, cookie, 'requests.list', {})
  expect(listed.status).toBe(200)
  expect(listed.headers.get('retry-after')).toBeNull()
  return listed.body.result!.data.json['rows'] as { id: string; status: string; version: number }[]
}

describe.each(testDatabases())('the write limit through HTTP on %s', (kind) => {
  it('refuses the 4th change in the window with 429 and Retry-After, carries none of it out, and keeps answering reads', async () => {
    const app = await start(await newTarget(kind))
    const rita = await signedIn(app, 'rita@testville.example')
    for (let i = 0; i < 3; i++) expect((await create(app, rita)).status).toBe(200)

    expectRefused(await create(app, rita))
    const mine = await myRequests(app, rita)
    expect(mine).toHaveLength(3)

    // A refused cancel leaves the request as it was.
    const [first] = mine
    expectRefused(await mutate(app.servers, rita, 'requests.cancel', { id: first!.id, version: first!.version }))
    const seen = await query(app.servers, rita, 'requests.get', { id: first!.id })
    expect(seen.status).toBe(200)
    expect(seen.body.result?.data.json['status']).toBe('pending')
    expect((await query(app.servers, rita, 'auth.getUser')).status).toBe(200)

    // The budget is the person's, not the session's: signing in again does not renew it.
    expectRefused(await create(app, await signedIn(app, 'rita@testville.example')))
    // Someone else still has theirs.
    const amy = await signedIn(app, 'amy@testville.example')
    const approved = await mutate(app.servers, amy, 'requests.approve', { id: first!.id, version: first!.version })
    expect(approved.status).toBe(200)
    expect(approved.headers.get('retry-after')).toBeNull()
    expect(approved.body.result?.data.json['status']).toBe('approved')
  }, 60_000)
})

describe('two app servers on one PostgreSQL', () => {
  it('share one budget per person: 2 changes on one and 2 on the other, the 4th is refused', async () => {
    const started = await newTarget('postgres')
    const [a, b] = [await start(started), await start(started)]
    const rita = await signedIn(a, 'rita@testville.example')
    expect((await create(a, rita)).status).toBe(200)
    expect((await create(a, rita)).status).toBe(200)
    expect((await create(b, rita)).status).toBe(200)
    expectRefused(await create(b, rita))
    expectRefused(await create(a, rita))
    expect(await myRequests(b, rita)).toHaveLength(3)
  }, 60_000)
})
