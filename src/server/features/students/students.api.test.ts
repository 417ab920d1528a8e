import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { replaceData } from '../../data/replace-data.ts'
import { defaultLimits } from '../../limits.ts'
import { memoryLogger } from '../../logger.ts'
import { policy } from '../../policy.ts'
import { codeOf } from '../../testing/error-code.ts'
import { fixtureInstitution } from '../../testing/fixture-institution.ts'
import { cookieFor, parseOrThrow } from '../../testing/seed.ts'
import { createTestDatabase, testDatabases, type TestDatabase } from '../../testing/test-databases.ts'
import { createContext, type ServerDeps } from '../../trpc/context.ts'
import { createCallerFactory } from '../../trpc/init.ts'
import { appRouter } from '../../trpc/router.ts'
import { accessStateOf, addDays } from './student-record.ts'

const createCaller = createCallerFactory(appRouter)

const now = '2026-03-01T12:00:00.000Z'
const later = (days: number) => addDays(now, days)
const plusMs = (iso: string, ms: number) => new Date(Date.parse(iso) + ms).toISOString()
const on = { flags: { 'user-management-page': true }, config: { enabledAccessLength: 90 } }

const fixtureInstitutions =
  fixtureInstitution('testville', on) + fixtureInstitution('otherton', on) + fixtureInstitution('quietville', { flags: { 'user-management-page': false } })

const fixture = `
institutions:${fixtureInstitutions}
users:
  - { email: sam@testville.example, institution: testville, permissions: { permissions:manage: true } }
  - { email: tia@testville.example, institution: testville, permissions: { permissions:manage: true } }
  - { email: vic@testville.example, institution: testville, permissions: {} }
  - { email: otto@otherton.example, institution: otherton, permissions: { permissions:manage: true } }
  - { email: quinn@quietville.example, institution: quietville, permissions: {} }
`

/** Testville's students, one per access state and each boundary, and one of Otherton's. */
const students = [
  { id: 's-active', name: 'Ada Lovelace', email: 'ada@uni.example', student_number: '1001', access_expires_at: plusMs(later(30), 1) },
  { id: 's-edge', name: 'Brian Kernighan', email: 'bk@uni.example', student_number: '1002', access_expires_at: later(30) },
  { id: 's-soon', name: 'Cleo 100% Online', email: 'cleo@uni.example', student_number: '1003', access_expires_at: plusMs(now, 1) },
  { id: 's-ended', name: 'Dee Ritchie', email: 'dee@uni.example', student_number: '2004', access_expires_at: now },
  { id: 's-never', name: 'Eve Hopper', email: 'eve@mail.example', student_number: '2005', access_expires_at: null },
  { id: 's-revoked', name: 'Finn Liskov', email: 'finn@uni.example', student_number: '2006', access_expires_at: later(100), access_revoked_at: later(-2) },
]

describe.each(testDatabases())('the students API on %s', (kind) => {
  let temp: TestDatabase
  let deps: ServerDeps
  let clock = Date.parse(now)
  const as = (email: string) => createCaller(async () => createContext(deps, await cookieFor(deps.db, email)))
  const sam = () => as('sam@testville.example')
  const versionOf = async (id: string) => (await sam().students.history({ id })).student.version

  beforeEach(async () => {
    temp = await createTestDatabase(kind)
    clock = Date.parse(now)
    deps = { db: temp.db, policy, logger: memoryLogger(), now: () => clock, limits: defaultLimits }
    await replaceData(temp.db, parseOrThrow(fixture, 'students-fixture.yaml'))
    await temp.db
      .insertInto('students')
      .values([
        ...students.map((student) => ({ access_revoked_at: null, ...student, institution_id: 'testville', status: 'active' as const })),
        {
          id: 's-other',
          name: 'Otto Student',
          email: 'os@other.example',
          student_number: '9001',
          access_expires_at: later(200),
          access_revoked_at: null,
          institution_id: 'otherton',
          status: 'active' as const,
        },
      ])
      .execute()
  })
  afterEach(() => temp.dispose())

  it('lists the institution’s students by name, with their access state, total and the access length', async () => {
    const page = await sam().students.list({})
    expect(page.rows.map((row) => [row.id, row.accessState])).toEqual([
      ['s-active', 'active'],
      ['s-edge', 'expiring'],
      ['s-soon', 'expiring'],
      ['s-ended', 'expired'],
      ['s-never', 'expired'],
      ['s-revoked', 'revoked'],
    ])
    expect([page.total, page.accessLengthDays]).toEqual([6, 90])
    expect(page.rows[5]).toEqual({
      id: 's-revoked',
      institutionId: 'testville',
      studentNumber: '2006',
      name: 'Finn Liskov',
      email: 'finn@uni.example',
      enrolment: 'active',
      accessState: 'revoked',
      accessExpiresAt: later(100),
      accessRevokedAt: later(-2),
      version: 1,
    })
  })

  it('sends students’ email addresses only to those who manage access; never reads, searches or sorts by them for the others', async () => {
    // Every statement on the students table, as the database is sent it (the session's own queries name users' emails).
    const sqls: string[] = []
    const db = temp.db
    deps = {
      ...deps,
      db: db.withPlugin({
        transformQuery: ({ node, queryId }) => {
          const { sql } = db.getExecutor().compileQuery(node, queryId)
          if (/\bstudents\b/.test(sql)) sqls.push(sql)
          return node
        },
        transformResult: async ({ result }) => result,
      }),
    }
    const vic = () => as('vic@testville.example')
    const keysOf = (value: unknown): string[] =>
      value !== null && typeof value === 'object' ? Object.entries(value).flatMap(([key, inner]) => [key, ...keysOf(inner)]) : []
    const emails = (value: unknown) => JSON.stringify(value).match(/[\w.]+@(uni|mail|other)\.example/g) ?? []

    // Without permissions:manage: the students, each without the key.
    await sam().students.grantAccess({ id: 's-never', version: 1, note: 'Enrolled late' })
    sqls.length = 0
    const page = await vic().students.list({})
    expect(page.rows.map((row) => row.id)).toEqual(['s-active', 's-edge', 's-soon', 's-ended', 's-never', 's-revoked'])
    const history = await vic().students.history({ id: 's-never' })
    expect(history.events.map((e) => e.action)).toEqual(['grantAccess'])
    for (const answer of [page, history]) {
      expect(keysOf(answer)).not.toContain('email')
      expect(emails(answer)).toEqual([])
    }
    const granted = await vic().students.grantAccess({ id: 's-ended', version: 1 })
    expect([granted.id, keysOf(granted).includes('email')]).toEqual(['s-ended', false])
    // Nor found by their address, nor ordered by it (by name instead); searched by name and number still.
    expect((await vic().students.list({ q: 'ada@uni' })).rows).toEqual([])
    expect((await vic().students.list({ q: 'mail.example' })).total).toBe(0)
    expect((await vic().students.list({ q: 'lovelace' })).rows.map((row) => row.id)).toEqual(['s-active'])
    expect((await vic().students.list({ q: '2005' })).rows.map((row) => row.id)).toEqual(['s-never'])
    expect((await vic().students.list({ sort: 'email', desc: true })).rows.map((row) => row.id)).toEqual([
      's-revoked',
      's-never',
      's-ended',
      's-soon',
      's-edge',
      's-active',
    ])
    expect(sqls.length).toBeGreaterThan(0)
    for (const statement of sqls) expect(statement).not.toMatch(/email/i)

    // With permissions:manage: the addresses, searched and read from the table.
    sqls.length = 0
    const managed = await sam().students.list({ q: 'mail.example' })
    expect(managed.rows.map((row) => [row.id, row.email])).toEqual([['s-never', 'eve@mail.example']])
    expect((await sam().students.history({ id: 's-never' })).student.email).toBe('eve@mail.example')
    expect(sqls.some((statement) => statement.includes('email'))).toBe(true)
  })

  it('searches name, email and student number (case-insensitive, % taken literally)', async () => {
    const ids = async (q: string) => (await sam().students.list({ q })).rows.map((row) => row.id)
    expect(await ids('LOVELACE')).toEqual(['s-active'])
    expect(await ids('mail.example')).toEqual(['s-never'])
    expect(await ids('200')).toEqual(['s-ended', 's-never', 's-revoked'])
    expect(await ids('100%')).toEqual(['s-soon'])
    expect(await ids('0%o')).toEqual([])
    expect(await ids('Otto')).toEqual([])
  })

  it('filters by each access state in SQL, at its boundaries, with the filter’s total', async () => {
    const filtered = async (access: 'active' | 'expiring' | 'expired' | 'revoked') => {
      const page = await sam().students.list({ access })
      return [page.total, page.rows.map((row) => row.id)]
    }
    expect(await filtered('active')).toEqual([1, ['s-active']])
    expect(await filtered('expiring')).toEqual([2, ['s-edge', 's-soon']])
    expect(await filtered('expired')).toEqual([2, ['s-ended', 's-never']])
    expect(await filtered('revoked')).toEqual([1, ['s-revoked']])
    expect(await codeOf(sam().students.list({ access: 'lapsed' as never }))).toBe('BAD_REQUEST')
  })

  it('sorts by each column both ways (never granted last under accessExpiresAt) and pages stably', async () => {
    const order = async (sort: 'name' | 'email' | 'studentNumber' | 'accessExpiresAt', desc = false) =>
      (await sam().students.list({ sort, desc })).rows.map((row) => row.id)
    expect(await order('name', true)).toEqual(['s-revoked', 's-never', 's-ended', 's-soon', 's-edge', 's-active'])
    expect(await order('email')).toEqual(['s-active', 's-edge', 's-soon', 's-ended', 's-never', 's-revoked'])
    expect(await order('studentNumber', true)).toEqual(['s-revoked', 's-never', 's-ended', 's-soon', 's-edge', 's-active'])
    expect(await order('accessExpiresAt')).toEqual(['s-ended', 's-soon', 's-edge', 's-active', 's-revoked', 's-never'])
    expect(await order('accessExpiresAt', true)).toEqual(['s-revoked', 's-active', 's-edge', 's-soon', 's-ended', 's-never'])
    // 24 namesakes more: two pages of 25, ordered by name then id, so no row is on both or neither.
    await temp.db
      .insertInto('students')
      .values(
        Array.from({ length: 24 }, (_, n) => ({
          id: `s-same-${String(n).padStart(2, '0')}`,
          name: 'Zed Same',
          email: `zed${n}@uni.example`,
          student_number: `3${n}`,
          institution_id: 'testville',
          status: 'active' as const,
          access_expires_at: null,
          access_revoked_at: null,
        })),
      )
      .execute()
    const first = await sam().students.list({ pageSize: 25 })
    const second = await sam().students.list({ pageSize: 25, page: 2 })
    expect([first.total, first.rows.length, second.total, second.rows.length]).toEqual([30, 25, 30, 5])
    expect([...first.rows, ...second.rows].map((row) => row.id).slice(5, 8)).toEqual(['s-revoked', 's-same-00', 's-same-01'])
    expect(second.rows.map((row) => row.id)).toEqual(['s-same-19', 's-same-20', 's-same-21', 's-same-22', 's-same-23'])
    expect((await sam().students.list({ pageSize: 25, page: 3 })).rows).toEqual([])
    expect(await codeOf(sam().students.list({ sort: 'secret' as never }))).toBe('BAD_REQUEST')
  })

  it('never lists, shows or changes another institution’s students (NOT_FOUND)', async () => {
    expect((await as('otto@otherton.example').students.list({})).rows.map((row) => row.id)).toEqual(['s-other'])
    expect(await codeOf(sam().students.history({ id: 's-other' }))).toBe('NOT_FOUND')
    expect(await codeOf(sam().students.grantAccess({ id: 's-other', version: 1 }))).toBe('NOT_FOUND')
    expect(await codeOf(sam().students.revokeAccess({ id: 's-other', version: 1 }))).toBe('NOT_FOUND')
    expect(await codeOf(sam().students.history({ id: 'nobody' }))).toBe('NOT_FOUND')
    expect(await codeOf(sam().students.grantAccess({ id: 'nobody', version: 1 }))).toBe('NOT_FOUND')
  })

  it('grants an expired or never-granted student access from now for the access length', async () => {
    const ended = await sam().students.grantAccess({ id: 's-ended', version: 1 })
    expect(ended).toMatchObject({ accessState: 'active', accessExpiresAt: later(90), accessRevokedAt: null, version: 2 })
    const never = await sam().students.grantAccess({ id: 's-never', version: 1, note: 'Enrolled late' })
    expect(never).toMatchObject({ accessState: 'active', accessExpiresAt: later(90), version: 2 })
    const history = await sam().students.history({ id: 's-never' })
    expect(history.events.map((e) => [e.action, e.actorEmail, e.from, e.to, e.note, e.changes])).toEqual([
      ['grantAccess', 'sam@testville.example', 'expired', 'active', 'Enrolled late', { accessExpiresAt: { from: null, to: later(90) } }],
    ])
  })

  it('grants a revoked student access again from now, clearing the revocation', async () => {
    const granted = await sam().students.grantAccess({ id: 's-revoked', version: 1 })
    expect(granted).toMatchObject({ accessState: 'active', accessExpiresAt: later(90), accessRevokedAt: null, version: 2 })
    const [event] = (await sam().students.history({ id: 's-revoked' })).events
    expect([event?.action, event?.from, event?.to]).toEqual(['grantAccess', 'revoked', 'active'])
  })

  it('extends an active or expiring student’s access by the access length from its current expiry', async () => {
    const extended = await sam().students.grantAccess({ id: 's-edge', version: 1 })
    expect(extended).toMatchObject({ accessState: 'active', accessExpiresAt: later(120), version: 2 })
    const active = await sam().students.grantAccess({ id: 's-active', version: 1 })
    expect(active.accessExpiresAt).toBe(plusMs(later(120), 1))
    const [event] = (await sam().students.history({ id: 's-edge' })).events
    expect([event?.action, event?.from, event?.to, event?.changes]).toEqual([
      'extendAccess',
      'expiring',
      'active',
      { accessExpiresAt: { from: later(30), to: later(120) } },
    ])
  })

  it('revokes access now, keeping the expiry; revoking again is refused with its reason', async () => {
    const revoked = await sam().students.revokeAccess({ id: 's-soon', version: 1, note: 'Left the course' })
    expect(revoked).toMatchObject({ accessState: 'revoked', accessRevokedAt: now, accessExpiresAt: students[2]?.access_expires_at, version: 2 })
    await expect(sam().students.revokeAccess({ id: 's-soon', version: 2 })).rejects.toMatchObject({
      code: 'FORBIDDEN',
      message: 'This student has no access to revoke: it was revoked on 1 Mar 2026.',
    })
    await expect(sam().students.revokeAccess({ id: 's-revoked', version: 1 })).rejects.toMatchObject({
      code: 'FORBIDDEN',
      message: 'This student has no access to revoke: it was revoked on 27 Feb 2026.',
    })
    await expect(sam().students.revokeAccess({ id: 's-ended', version: 1 })).rejects.toMatchObject({
      code: 'FORBIDDEN',
      message: 'This student has no access to revoke: it expired on 1 Mar 2026.',
    })
    await expect(sam().students.revokeAccess({ id: 's-never', version: 1 })).rejects.toMatchObject({
      code: 'FORBIDDEN',
      message: 'This student has no access to revoke: it was never granted.',
    })
    const [event] = (await sam().students.history({ id: 's-soon' })).events
    expect([event?.action, event?.from, event?.to, event?.note]).toEqual(['revokeAccess', 'expiring', 'revoked', 'Left the course'])
  })

  it('answers a stale version with CONFLICT naming who changed it', async () => {
    clock = Date.parse('2026-03-01T14:03:00.000Z')
    await as('tia@testville.example').students.grantAccess({ id: 's-active', version: 1 })
    await expect(sam().students.grantAccess({ id: 's-active', version: 1 })).rejects.toMatchObject({
      code: 'CONFLICT',
      message:
        'This student changed after you loaded it: tia@testville.example extended access ' +
        'at 1 Mar 2026, 14:03 UTC; it is now active. Reload to see the latest version.',
    })
    await expect(sam().students.revokeAccess({ id: 's-active', version: 1 })).rejects.toMatchObject({ code: 'CONFLICT' })
    expect(await versionOf('s-active')).toBe(2)
  })

  it('keeps every change in the timeline, oldest first, with actor, action, states, note and changes', async () => {
    await sam().students.revokeAccess({ id: 's-active', version: 1, note: 'Suspended' })
    clock += 60_000
    await as('tia@testville.example').students.grantAccess({ id: 's-active', version: 2, note: 'Reinstated' })
    clock += 60_000
    await sam().students.grantAccess({ id: 's-active', version: 3 })
    const { student, events } = await sam().students.history({ id: 's-active' })
    expect(student).toMatchObject({ id: 's-active', accessState: 'active', version: 4, accessExpiresAt: addDays(plusMs(now, 60_000), 180) })
    expect(events.map((e) => [e.recordType, e.recordId, e.action, e.actorEmail, e.from, e.to, e.note])).toEqual([
      ['Student', 's-active', 'revokeAccess', 'sam@testville.example', 'active', 'revoked', 'Suspended'],
      ['Student', 's-active', 'grantAccess', 'tia@testville.example', 'revoked', 'active', 'Reinstated'],
      ['Student', 's-active', 'extendAccess', 'sam@testville.example', 'active', 'active', null],
    ])
    expect(events.map((e) => e.at)).toEqual([now, plusMs(now, 60_000), plusMs(now, 120_000)])
    expect(events[0]?.changes).toEqual({})
  })

  it('refuses every procedure with the Students page switched off, and a caller signed out', async () => {
    const quinn = as('quinn@quietville.example')
    const anonymous = createCaller(async () => createContext(deps, undefined))
    for (const caller of [quinn, anonymous]) {
      const expected = caller === quinn ? 'FORBIDDEN' : 'UNAUTHORIZED'
      expect(await codeOf(caller.students.list({}))).toBe(expected)
      expect(await codeOf(caller.students.history({ id: 's-active' }))).toBe(expected)
      expect(await codeOf(caller.students.grantAccess({ id: 's-active', version: 1 }))).toBe(expected)
      expect(await codeOf(caller.students.revokeAccess({ id: 's-active', version: 1 }))).toBe(expected)
    }
    expect(await versionOf('s-active')).toBe(1)
  })
})

describe('accessStateOf', () => {
  it('is revoked while revoked, expired at or before now or never granted, expiring within 30 days (inclusive), active beyond', () => {
    expect(accessStateOf(later(300), later(-1), now)).toBe('revoked')
    expect(accessStateOf(null, later(-1), now)).toBe('revoked')
    expect(accessStateOf(null, null, now)).toBe('expired')
    expect(accessStateOf(plusMs(now, -1), null, now)).toBe('expired')
    expect(accessStateOf(now, null, now)).toBe('expired')
    expect(accessStateOf(plusMs(now, 1), null, now)).toBe('expiring')
    expect(accessStateOf(later(30), null, now)).toBe('expiring')
    expect(accessStateOf(plusMs(later(30), 1), null, now)).toBe('active')
  })
})
