import { writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest'
import { verifyPassword } from '../auth/password.ts'
import { countInstitutions, findInstitution, institutionFlags } from '../db/institutions-repo.ts'
import { insertSession, findLiveSession } from '../db/sessions-repo.ts'
import { findUserByEmail, listUsers, userPermissions } from '../db/users-repo.ts'
import { setUserPermission } from './store-accounts.ts'
import { policy } from '../policy.ts'
import { demoData } from '../testing/seed.ts'
import { createTestDatabase, snapshotTestDatabase, testDatabases, type TestDatabase, type TestDatabaseSnapshot } from '../testing/test-databases.ts'
import { describeProvision } from './describe-provision.ts'
import { formatDiagnostic } from './diagnostics.ts'
import { loadInitialData, type InitialDataResult } from './initial-data.ts'

const seed = demoData()
const northbridge = seed.institutions.find((i) => i.id === 'northbridge')!.config

const oneInstitution = (email: string, extra = '') => `
institutions:
  - id: only
    name: Only College
    flags: { dashboards: true, store-management: false }
    config: ${JSON.stringify(northbridge)}
users:
  - email: ${email}
    password: pa55word
    institution: only
    permissions: { booklist:view: true, cart:purchase: false }
${extra}`

const withRecords = oneInstitution(
  'kim@only.example',
  `titles:   [ { nbsi: t-1, title: Organic Chemistry, authors: [A. Author], publisher: P, price: 4599, currency: GBP } ]
courses:  [ { code: CHEM101, title: Intro Chemistry, term: 2026-autumn, institution: only, instructors: [kim@only.example] } ]
requests: [ { id: req-1, institution: only, requester: kim@only.example, kind: purchase, status: pending, nbsi: t-1, quantity: 2 } ]`,
)

/** What a start that read a file provisioned; fails the test for any other outcome. */
function summaryOf(result: InitialDataResult) {
  if (!result.ok || result.source === 'existing') throw new Error(`expected a provisioning, got ${JSON.stringify(result)}`)
  return result.provisioned
}

describe.each(testDatabases())('provisioning the data at start on %s', (kind) => {
  let temp: TestDatabase
  beforeEach(async () => {
    temp = await createTestDatabase(kind)
  })
  afterEach(() => temp.dispose())

  // The demo seed, loaded once into an empty database (~8 s on PostgreSQL) and copied for each test that starts from it.
  let demo: Promise<TestDatabaseSnapshot<InitialDataResult>> | undefined
  afterAll(async () => {
    if (demo !== undefined) await (await demo).dispose()
  })
  /** Makes `temp` a copy of a database the demo seed was loaded into; answers what that load answered. */
  async function withDemo(): Promise<InitialDataResult> {
    demo ??= snapshotTestDatabase(kind, (db) => loadInitialData(db, undefined, policy))
    const snapshot = await demo
    await temp.dispose()
    temp = await snapshot.copy()
    return snapshot.filled
  }

  function writeData(text: string): string {
    const path = join(temp.dir, 'data.yaml')
    writeFileSync(path, text)
    return path
  }

  const count = async (table: 'institutions' | 'users' | 'titles' | 'courses' | 'requests' | 'record_events' | 'sessions' | 'usage_monthly') =>
    Number(
      (
        await temp.db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    )

  describe('loadInitialData', () => {
    it('loads the demo seed into an empty database', async () => {
      const result = await withDemo()
      expect(result).toMatchObject({
        ok: true,
        source: 'demo-seed',
        warnings: [],
        provisioned: { institutionsAdded: seed.institutions.map((institution) => institution.id), generateSkipped: false },
      })
      expect(summaryOf(result).usersAdded).toHaveLength(11)
      expect(describeProvision(summaryOf(result))).toBe(
        'provisioned: added 5 institutions, 11 users, 3006 titles, 2006 courses, 750 requests, 1 COUNTER API key (with generated records)',
      )
      expect([await count('titles'), await count('courses'), await count('requests')]).toEqual([3006, 2006, 750])
      expect((await listUsers(temp.db)).map((user) => user.email)).toEqual(seed.users.map((user) => user.email))
      expect(await findInstitution(temp.db, 'northbridge')).toEqual({
        id: 'northbridge',
        name: 'Northbridge University',
        config: northbridge,
        accent: '#8a1538',
        logo: seed.institutions.find((i) => i.id === 'northbridge')?.branding?.logo,
      })
      const digests = await temp.db
        .selectFrom('institutions')
        .select(['id', 'time_zone', 'digest_at'])
        .where('id', 'in', ['northbridge', 'westbrook'])
        .orderBy('id')
        .execute()
      expect(digests).toEqual([
        { id: 'northbridge', time_zone: 'Europe/London', digest_at: '07:00' },
        { id: 'westbrook', time_zone: 'America/New_York', digest_at: '06:30' },
      ])
    }, 30_000)

    it('keeps what a database already holds when no data file is given', async () => {
      await loadInitialData(temp.db, writeData(oneInstitution('kim@only.example')), policy)
      expect(await loadInitialData(temp.db, undefined, policy)).toEqual({ ok: true, source: 'existing' })
      expect((await listUsers(temp.db)).map((user) => user.email)).toEqual(['kim@only.example'])
    })

    it('adds what a data file lists to a database that holds other data, removing nothing', async () => {
      await withDemo()
      const before = await Promise.all(['titles', 'courses', 'requests', 'record_events', 'usage_monthly'].map((table) => count(table as 'titles')))
      const result = await loadInitialData(temp.db, writeData(oneInstitution('kim@only.example')), policy)
      expect(result).toMatchObject({
        ok: true,
        source: 'data-file',
        provisioned: { institutionsAdded: ['only'], usersAdded: ['kim@only.example'], institutionsChanged: [] },
      })
      expect(await count('institutions')).toBe(6)
      expect(await count('users')).toBe(12)
      expect(await Promise.all(['titles', 'courses', 'requests', 'record_events', 'usage_monthly'].map((table) => count(table as 'titles')))).toEqual(before)
      const kim = (await findUserByEmail(temp.db, 'KIM@only.example'))!
      expect(kim).toMatchObject({ email: 'kim@only.example', institutionId: 'only', disabled: false })
      expect(await userPermissions(temp.db, kim.id)).toEqual({ 'booklist:view': true, 'cart:purchase': false })
      expect(await institutionFlags(temp.db, 'only')).toEqual({ dashboards: true, 'store-management': false })
    }, 30_000)

    it('keeps, on a restart with the same file, every request, event, session and approval users made, and says it changed nothing', async () => {
      const path = writeData(withRecords)
      await loadInitialData(temp.db, path, policy)
      const kim = (await findUserByEmail(temp.db, 'kim@only.example'))!
      // What the app does: approve the loaded request (status, version, event), raise a new one, sign in.
      await temp.db.updateTable('requests').set({ status: 'approved', version: 2 }).where('id', '=', 'req-1').execute()
      await temp.db
        .insertInto('record_events')
        .values({
          record_type: 'Request',
          record_id: 'req-1',
          timeline_id: 'req-1',
          institution_id: 'only',
          action: 'approve',
          actor_id: kim.id,
          at: new Date().toISOString(),
          from_status: 'pending',
          to_status: 'approved',
          note: null,
          changes: null,
        })
        .execute()
      await temp.db
        .insertInto('requests')
        .values({
          id: 'raised-in-app',
          institution_id: 'only',
          requester_id: kim.id,
          kind: 'title',
          status: 'pending',
          nbsi: 't-1',
          course_id: null,
          quantity: 1,
          note: null,
          order_id: null,
          created_at: new Date().toISOString(),
          updated_at: new Date().toISOString(),
        })
        .execute()
      await insertSession(temp.db, { tokenHash: 'hash-of-a-live-session', userId: kim.id, createdAt: Date.now(), expiresAt: Date.now() + 3_600_000 })

      const again = await loadInitialData(temp.db, path, policy)
      expect(describeProvision(summaryOf(again))).toBe('left as it was (everything in the file is already there)')
      expect(await temp.db.selectFrom('requests').select(['id', 'status', 'version']).orderBy('id').execute()).toEqual([
        { id: 'raised-in-app', status: 'pending', version: 1 },
        { id: 'req-1', status: 'approved', version: 2 },
      ])
      expect(await temp.db.selectFrom('record_events').select(['record_id', 'from_status', 'to_status']).orderBy('id').execute()).toEqual([
        { record_id: 'req-1', from_status: null, to_status: 'pending' },
        { record_id: 'req-1', from_status: 'pending', to_status: 'approved' },
      ])
      expect(await findLiveSession(temp.db, 'hash-of-a-live-session', Date.now())).toMatchObject({ userId: kim.id })
      expect([await count('titles'), await count('courses'), await count('users')]).toEqual([1, 1, 1])
    })

    it('applies on restart a flag, name or config the file changed, and keeps permissions granted in the app', async () => {
      await loadInitialData(temp.db, writeData(oneInstitution('kim@only.example')), policy)
      const kim = (await findUserByEmail(temp.db, 'kim@only.example'))!
      await setUserPermission(temp.db, kim.id, 'cart:purchase', true)
      const changed = oneInstitution('kim@only.example')
        .replace('name: Only College', 'name: Only University')
        .replace('flags: { dashboards: true, store-management: false }', 'flags: { dashboards: false }')
        .replace('permissions: { booklist:view: true, cart:purchase: false }', 'permissions: { booklist:view: false }')
      const result = await loadInitialData(temp.db, writeData(changed), policy)
      expect(result).toMatchObject({ ok: true, provisioned: { institutionsAdded: [], institutionsChanged: ['only'], usersAdded: [] } })
      expect(describeProvision(summaryOf(result))).toBe("provisioned: brought only to the file's name, config and flags")
      expect(await institutionFlags(temp.db, 'only')).toEqual({ dashboards: false })
      expect((await findInstitution(temp.db, 'only'))?.name).toBe('Only University')
      // The file's permissions apply when the account is created; later it is the app's to change.
      expect(await userPermissions(temp.db, kim.id)).toEqual({ 'booklist:view': true, 'cart:purchase': true })
    })

    it('generates records only into an empty database', async () => {
      await loadInitialData(temp.db, writeData(oneInstitution('kim@only.example')), policy)
      const path = writeData(oneInstitution('kim@only.example', 'generate: { seed: again }'))
      const result = await loadInitialData(temp.db, path, policy)
      expect(result).toMatchObject({ ok: true, provisioned: { generateSkipped: true } })
      expect(describeProvision(summaryOf(result))).toBe(
        'left as it was (everything in the file is already there); generate skipped: it runs only into an empty database',
      )
      expect([await count('titles'), await count('courses'), await count('requests')]).toEqual([0, 0, 0])
    })

    it("leaves out, and says why, a listed request whose requester is now another institution's account", async () => {
      await withDemo()
      const path = writeData(withRecords.replaceAll('kim@only.example', 'ana@northbridge.example'))
      const result = await loadInitialData(temp.db, path, policy)
      expect(result).toMatchObject({
        ok: true,
        provisioned: { usersAdded: [], requestsAdded: 0, requestsSkipped: ['req-1: its requester ana@northbridge.example is not a user of only'] },
      })
      expect(await temp.db.selectFrom('requests').select('id').where('id', '=', 'req-1').execute()).toEqual([])
    }, 30_000)

    it('stores passwords only as scrypt hashes', async () => {
      await loadInitialData(temp.db, writeData(oneInstitution('kim@only.example')), policy)
      const hash = (await findUserByEmail(temp.db, 'kim@only.example'))!.passwordHash!
      expect(hash).toMatch(/^scrypt\$/)
      expect(hash).not.toContain('pa55word')
      expect(await verifyPassword('pa55word', hash)).toBe(true)
    })

    it('loads nothing from an invalid data file and leaves the database as it was', async () => {
      await withDemo()
      const path = writeData(oneInstitution('kim@only.example', '  - email: lee@only.example\n    institution: nowhere\n'))
      const result = await loadInitialData(temp.db, path, policy)
      expect(!result.ok && result.diagnostics.map(formatDiagnostic)).toEqual([
        `${path}:13:18 error[unknown-institution] "nowhere" is not an institution in this file; institutions: only (at $.users[1].institution)`,
      ])
      expect(await countInstitutions(temp.db)).toBe(5)
    })

    it('reports a data file that does not exist', async () => {
      const missing = join(temp.dir, 'missing.yaml')
      expect(await loadInitialData(temp.db, missing, policy)).toEqual({
        ok: false,
        diagnostics: [{ file: missing, line: 0, column: 0, path: '$', code: 'unreadable-file', message: 'file not found' }],
      })
    })
  })
})
