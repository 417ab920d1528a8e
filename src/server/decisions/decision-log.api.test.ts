import { randomUUID } from 'node:crypto'
import { writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { findUserByEmail } from '../db/users-repo.ts'
import { defaultLimits } from '../limits.ts'
import { memoryLogger } from '../logger.ts'
import { policy } from '../policy.ts'
import { codeOf } from '../testing/error-code.ts'
import { fixtureTitles, seedRequestsFixture } from '../testing/requests-fixture.ts'
import { cookieFor } from '../testing/seed.ts'
import { createTestDatabase, testDatabases, type TestDatabase } from '../testing/test-databases.ts'
import { mutate, signInThrough } from '../testing/http-client.ts'
import { requestsFixtureFile } from '../testing/requests-fixture.ts'
import { testApps } from '../testing/test-apps.ts'
import { createContext, type ServerDeps } from '../trpc/context.ts'
import { createCallerFactory } from '../trpc/init.ts'
import { appRouter } from '../trpc/router.ts'
import { type Decision, type DecisionSink } from './decision.ts'
import { createDecisionLog } from './decision-log.ts'

const createCaller = createCallerFactory(appRouter)
const apps = testApps()

describe.each(testDatabases())('the decisions the API logs on %s', (kind) => {
  let temp: TestDatabase
  let deps: ServerDeps
  let logged: Decision[]
  const clock = Date.parse('2026-11-23T08:00:00.000Z')
  const collect: DecisionSink = { record: (decision) => void logged.push(decision) }
  const as = (email: string) => createCaller(async () => createContext(deps, await cookieFor(deps.db, email)))
  const idOf = async (email: string) => (await findUserByEmail(deps.db, email))!.id
  const newRequest = () => ({ kind: 'purchase' as const, nbsi: fixtureTitles[0], quantity: 2, note: 'For the lab, ask Dr. Who', idempotencyKey: randomUUID() })
  const brief = (decision: Decision) => `${decision.procedure} ${decision.action} ${decision.subject} ${decision.outcome}`

  beforeEach(async () => {
    temp = await createTestDatabase(kind)
    logged = []
    deps = { db: temp.db, policy, logger: memoryLogger(), now: () => clock, limits: defaultLimits, decisions: collect }
    await seedRequestsFixture(temp.db)
  })
  afterEach(() => temp.dispose())

  it('logs an allowed call, with who, when, the policy and the facts hash', async () => {
    await as('rita@testville.example').catalogue.search({ q: 'cell' })
    expect(logged).toEqual([
      {
        at: new Date(clock).toISOString(),
        policyHash: policy.hash,
        userId: await idOf('rita@testville.example'),
        institutionId: 'testville',
        procedure: 'catalogue.search',
        action: 'call',
        subject: 'Procedure',
        recordId: null,
        outcome: 'allowed',
        factsHash: expect.stringMatching(/^[0-9a-f]{16}$/),
        record: null,
      },
    ])
  })

  it('logs a refused call as denied, and the request still answers FORBIDDEN', async () => {
    expect(await codeOf(as('nora@testville.example').catalogue.search({ q: 'cell' }))).toBe('FORBIDDEN')
    expect(logged.map(brief)).toEqual(['catalogue.search call Procedure denied'])
  })

  it("logs an approve's call and its record rule on the request, with the request's fields but no free text", async () => {
    const created = await as('abe@testville.example').requests.create(newRequest())
    logged = []
    await as('amy@testville.example').requests.approve({ id: created.id, version: created.version })
    expect(logged.map(brief)).toEqual(['requests.approve call Procedure allowed', 'requests.approve approve Request allowed'])
    const [call, rule] = logged
    expect(rule).toMatchObject({ recordId: created.id, userId: await idOf('amy@testville.example'), institutionId: 'testville', policyHash: policy.hash })
    // One request, one facts hash: the call's and the rule's are the same.
    expect(rule?.factsHash).toBe(call?.factsHash)
    expect(rule?.record).toMatchObject({ id: created.id, status: 'pending', requesterId: await idOf('abe@testville.example'), kind: 'purchase', quantity: 2 })
    // The catalogue id and the note are text the rule may read but the log never keeps.
    expect(rule?.record).not.toHaveProperty('nbsi')
    expect(JSON.stringify(rule?.record)).not.toContain('Dr. Who')
  })

  it('logs a refused approve of your own request as denied, once', async () => {
    const created = await as('abe@testville.example').requests.create(newRequest())
    logged = []
    expect(await codeOf(as('abe@testville.example').requests.approve({ id: created.id, version: created.version }))).toBe('FORBIDDEN')
    expect(logged.map(brief)).toEqual(['requests.approve call Procedure allowed', 'requests.approve approve Request denied'])
    expect(logged[1]?.recordId).toBe(created.id)
  })

  it('logs a create with the new record id, and a stale change once, before its CONFLICT', async () => {
    const created = await as('rita@testville.example').requests.create(newRequest())
    expect(logged.map(brief)).toEqual(['requests.create call Procedure allowed', 'requests.create create Request allowed'])
    expect(logged[1]?.recordId).toBe(created.id)
    await as('amy@testville.example').requests.reject({ id: created.id, version: 1 })
    logged = []
    expect(await codeOf(as('abe@testville.example').requests.approve({ id: created.id, version: 1 }))).toBe('CONFLICT')
    expect(logged.map(brief)).toEqual(['requests.approve call Procedure allowed', 'requests.approve approve Request denied'])
  })

  it('gives the same facts the same hash, and other facts another', async () => {
    await as('rita@testville.example').catalogue.search({ q: 'cell' })
    await as('rita@testville.example').requests.list({})
    await as('rory@testville.example').requests.list({})
    const [rita, ritaAgain, rory] = logged
    expect(ritaAgain?.factsHash).toBe(rita?.factsHash)
    expect(rory?.factsHash).not.toBe(rita?.factsHash)
  })

  it('a sink that throws fails no request', async () => {
    deps = {
      ...deps,
      decisions: {
        record: () => {
          throw new Error('the log is broken')
        },
      },
    }
    const created = await as('abe@testville.example').requests.create(newRequest())
    const approved = await as('amy@testville.example').requests.approve({ id: created.id, version: created.version })
    expect(approved.status).toBe('approved')
    expect(await codeOf(as('nora@testville.example').catalogue.search({ q: 'cell' }))).toBe('FORBIDDEN')
  })

  it('the real log writes the decisions to the decisions table', async () => {
    const log = createDecisionLog({ db: temp.db, now: () => clock, logger: deps.logger, sampleRate: 1, retentionDays: 30, retentionRows: 1000 })
    deps = { ...deps, decisions: log }
    const created = await as('abe@testville.example').requests.create(newRequest())
    await as('amy@testville.example').requests.approve({ id: created.id, version: created.version })
    await log.close()
    const rows = await temp.db
      .selectFrom('decisions')
      .select(['procedure', 'action', 'subject', 'record_id', 'outcome', 'record_json'])
      .where('procedure', '=', 'requests.approve')
      .orderBy('id')
      .execute()
    expect(rows.map((row) => [row.action, row.subject, row.record_id, row.outcome])).toEqual([
      ['call', 'Procedure', null, 'allowed'],
      ['approve', 'Request', created.id, 'allowed'],
    ])
    expect(JSON.parse(rows[1]!.record_json!)).toMatchObject({ status: 'pending', id: created.id })
  })
})

describe.each(testDatabases())('the server started as npm start does, on %s', (kind) => {
  it('logs the decisions of HTTP calls, and writes what waits when it stops', async () => {
    const target = await apps.target(kind)
    const dataFile = join(target.dir, 'data.yaml')
    writeFileSync(dataFile, requestsFixtureFile)
    const { app } = await apps.start(target, { ADOPTIONS_DATA: dataFile })
    const rita = await signInThrough(app.servers, 'rita@testville.example')
    const created = await mutate(app.servers, rita, 'requests.create', { kind: 'purchase', nbsi: 't-chem', quantity: 1, idempotencyKey: randomUUID() })
    const id = created.body.result?.data.json['id']
    expect(id).toEqual(expect.any(String))
    // Whether its timer wrote them already or not, a stopped server has written every decision.
    await apps.stop(app)
    const { db } = await apps.inspect(target)
    const rows = await db.selectFrom('decisions').select(['procedure', 'action', 'subject', 'record_id', 'outcome']).orderBy('id').execute()
    expect(rows).toEqual([
      { procedure: 'requests.create', action: 'call', subject: 'Procedure', record_id: null, outcome: 'allowed' },
      { procedure: 'requests.create', action: 'create', subject: 'Request', record_id: id, outcome: 'allowed' },
    ])
  })
})
