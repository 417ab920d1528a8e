import { writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { verifyPassword } from '../auth/password.ts'
import { countInstitutions, findInstitution, institutionFlags } from '../db/institutions-repo.ts'
import { findUserByEmail, listUsers, userPermissions } from '../db/users-repo.ts'
import { policy } from '../policy.ts'
import { demoData } from '../testing/seed.ts'
import { createTestDatabase, testDatabases, type TestDatabase } from '../testing/test-databases.ts'
import { formatDiagnostic } from './diagnostics.ts'
import { loadInitialData } from './initial-data.ts'

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

describe.each(testDatabases())('storing data on %s', (kind) => {
  let temp: TestDatabase
  beforeEach(async () => {
    temp = await createTestDatabase(kind)
  })
  afterEach(() => temp.dispose())

  function writeData(text: string): string {
    const path = join(temp.dir, 'data.yaml')
    writeFileSync(path, text)
    return path
  }

  describe('loadInitialData', () => {
    it('loads the demo seed into an empty database', async () => {
      expect(await loadInitialData(temp.db, undefined, policy)).toEqual({
        ok: true, source: 'demo-seed', institutions: 4, users: 8, records: { titles: 3000, courses: 1600, requests: 600 }, warnings: [],
      })
      expect((await listUsers(temp.db)).map((user) => user.email)).toEqual(seed.users.map((user) => user.email))
      expect(await findInstitution(temp.db, 'northbridge')).toEqual({ id: 'northbridge', name: 'Northbridge University', config: northbridge })
    }, 30_000)

    it('keeps what a database already holds when no data file is given', async () => {
      await loadInitialData(temp.db, writeData(oneInstitution('kim@only.example')), policy)
      expect(await loadInitialData(temp.db, undefined, policy)).toEqual({ ok: true, source: 'existing' })
      expect((await listUsers(temp.db)).map((user) => user.email)).toEqual(['kim@only.example'])
    })

    it('replaces everything with exactly what a data file lists', async () => {
      await loadInitialData(temp.db, undefined, policy)
      const result = await loadInitialData(temp.db, writeData(oneInstitution('kim@only.example')), policy)
      expect(result).toEqual({ ok: true, source: 'data-file', institutions: 1, users: 1, records: { titles: 0, courses: 0, requests: 0 }, warnings: [] })
      expect(await countInstitutions(temp.db)).toBe(1)
      const kim = (await findUserByEmail(temp.db, 'KIM@only.example'))!
      expect(kim).toMatchObject({ email: 'kim@only.example', institutionId: 'only', disabled: false })
      expect(await userPermissions(temp.db, kim.id)).toEqual({ 'booklist:view': true, 'cart:purchase': false })
      expect(await institutionFlags(temp.db, 'only')).toEqual({ dashboards: true, 'store-management': false })
      for (const table of ['titles', 'courses', 'requests', 'request_events', 'usage_monthly'] as const) {
        expect(await temp.db.selectFrom(table).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).toEqual({ n: 0 })
      }
    }, 30_000)

    it('stores passwords only as scrypt hashes', async () => {
      await loadInitialData(temp.db, writeData(oneInstitution('kim@only.example')), policy)
      const hash = (await findUserByEmail(temp.db, 'kim@only.example'))!.passwordHash!
      expect(hash).toMatch(/^scrypt\$/)
      expect(hash).not.toContain('pa55word')
      expect(await verifyPassword('pa55word', hash)).toBe(true)
    })

    it('loads nothing from an invalid data file and leaves the database as it was', async () => {
      await loadInitialData(temp.db, undefined, policy)
      const path = writeData(oneInstitution('kim@only.example', '  - email: lee@only.example\n    institution: nowhere\n'))
      const result = await loadInitialData(temp.db, path, policy)
      expect(!result.ok && result.diagnostics.map(formatDiagnostic)).toEqual([
        `${path}:13:18 error[unknown-institution] "nowhere" is not an institution in this file; institutions: only (at $.users[1].institution)`,
      ])
      expect(await countInstitutions(temp.db)).toBe(4)
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
