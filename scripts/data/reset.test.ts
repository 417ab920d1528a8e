import { mkdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { dataTables } from '../../src/server/data/replace-data.ts'
import type { AppDb } from '../../src/server/db/schema.ts'
import { insertSession } from '../../src/server/db/sessions-repo.ts'
import { fixtureInstitution } from '../../src/server/testing/fixture-institution.ts'
import { seedDemo } from '../../src/server/testing/seed.ts'
import { createTestDatabase, testDatabases, type TestDatabase } from '../../src/server/testing/test-databases.ts'
import { fakeIo } from './fake-io.ts'
import { runReset, type ResetIo } from './reset.ts'

const resetFile = (permission = 'booklist:view', isbn = '9780000000002') => `institutions:${fixtureInstitution('inst')}
users:
  - { email: ana@reset.example, institution: inst, permissions: { ${permission}: true } }
  - { email: raj@reset.example, institution: inst }
titles:
  - { nbsi: t-1, isbn: "${isbn}", title: Organic Chemistry, authors: [A. Author], publisher: P, price: 4599, currency: GBP }
requests:
  - { id: req-1, institution: inst, requester: ana@reset.example, kind: purchase, status: pending, nbsi: t-1, quantity: 2 }
`

/** Every data table's row count and the institutions and users by key: what "nothing changed" compares. */
async function snapshot(db: AppDb) {
  const counts: Record<string, number> = {}
  for (const table of dataTables) {
    const row = await db
      .selectFrom(table)
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirstOrThrow()
    counts[table] = Number(row.n)
  }
  const institutions = (await db.selectFrom('institutions').select('id').orderBy('id').execute()).map((row) => row.id)
  const users = (await db.selectFrom('users').select('email_key').orderBy('email_key').execute()).map((row) => row.email_key)
  return { counts, institutions, users }
}

describe.each(testDatabases())('npm run data -- reset on %s', (kind) => {
  let temp: TestDatabase
  let env: ResetIo['env']
  let file: string
  let demoUsers: number

  beforeEach(async () => {
    temp = await createTestDatabase(kind)
    env = { DATABASE_PATH: temp.target.databasePath, DATABASE_URL: temp.target.databaseUrl }
    file = join(temp.dir, 'reset.yaml')
    writeFileSync(file, resetFile())
    const demo = await seedDemo(temp.db, { records: false })
    demoUsers = demo.users.length
    await insertSession(temp.db, { tokenHash: 'token', userId: demo.users[0]!.id, createdAt: Date.now(), expiresAt: Date.now() + 60_000 })
  })
  afterEach(() => temp.dispose())

  async function expectReplaced() {
    const after = await snapshot(temp.db)
    expect(after.institutions).toEqual(['inst'])
    expect(after.users).toEqual(['ana@reset.example', 'raj@reset.example'])
    expect(after.counts).toMatchObject({ sessions: 0, user_permissions: 1, titles: 1, requests: 1, institution_flags: 1 })
  }

  it('with --yes says what it deletes, with real counts, and what it loads, then replaces everything', async () => {
    const before = await snapshot(temp.db)
    expect(before.counts['users']).toBe(demoUsers)
    const io = fakeIo(env)

    expect(await runReset([file, '--yes'], io)).toBe(0)

    expect(io.errors()).toBe('')
    const out = io.output()
    const location = kind === 'sqlite' ? temp.target.databasePath : 'adoptions_test_'
    expect(out).toMatch(/^This deletes everything in .+: /)
    expect(out.split('\n')[0]).toContain(location)
    expect(out).toContain(
      `${before.counts['institutions']} institutions, ${before.counts['institution_flags']} ` +
        `institution flags, ${demoUsers} users, ${before.counts['user_permissions']} user permissions`,
    )
    expect(out).toContain('1 session')
    expect(out.split('\n')[0]).not.toMatch(/\b0 /)
    expect(out).toContain(`It then loads ${file}: 1 institution, 2 users, 1 title, 0 courses, 1 request, and generates no records.`)
    expect(out).toContain('now holds: 1 institution, 1 institution flag, 2 users, 1 user permission, 1 title, 1 title licence, 1 request, 1 history event.')
    expect(io.questions).toEqual([])
    await expectReplaced()
  })

  it('asks the operator, and typing reset replaces everything', async () => {
    const io = fakeIo(env, { interactive: true, answer: ' reset\n' })

    expect(await runReset([file], io)).toBe(0)

    expect(io.questions).toHaveLength(1)
    expect(io.questions[0]).toContain('"reset"')
    await expectReplaced()
  })

  it('any other answer changes nothing', async () => {
    const before = await snapshot(temp.db)
    const io = fakeIo(env, { interactive: true, answer: 'yes' })

    expect(await runReset([file], io)).toBe(1)

    expect(io.questions).toHaveLength(1)
    expect(io.errors()).toContain('Nothing was changed.')
    expect(await snapshot(temp.db)).toEqual(before)
  })

  it('without --yes and a terminal, refuses and tells scripts to pass --yes', async () => {
    const before = await snapshot(temp.db)
    const io = fakeIo(env, { interactive: false })

    expect(await runReset([file], io)).toBe(1)

    expect(io.questions).toEqual([])
    expect(io.errors()).toMatch(/--yes/)
    expect(io.errors()).toContain('Nothing was changed.')
    expect(await snapshot(temp.db)).toEqual(before)
  })

  it('refuses in production without --force, even with --yes', async () => {
    const before = await snapshot(temp.db)
    const io = fakeIo({ ...env, NODE_ENV: 'production' })

    expect(await runReset([file, '--yes'], io)).toBe(1)

    expect(io.errors()).toContain('--force')
    expect(io.errors()).toContain('Nothing was changed.')
    expect(await snapshot(temp.db)).toEqual(before)
  })

  it('resets in production with --force and --yes', async () => {
    const io = fakeIo({ ...env, NODE_ENV: 'production' })

    expect(await runReset([file, '--yes', '--force'], io)).toBe(0)

    await expectReplaced()
  })

  it('an invalid file prints located diagnostics and changes nothing, before opening the database', async () => {
    writeFileSync(file, resetFile('booklist:veiw'))
    const before = await snapshot(temp.db)
    // A database that cannot be opened: the file is refused before it is tried.
    const unopenable = join(temp.dir, 'a-folder')
    mkdirSync(unopenable)
    const io = fakeIo({ DATABASE_PATH: unopenable }, { interactive: true, answer: 'reset' })

    expect(await runReset([file, '--yes'], io)).toBe(1)

    expect(io.errors()).toMatch(new RegExp(`^${file.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}:\\d+:\\d+ error\\[unknown-permission\\] "booklist:veiw"`, 'm'))
    expect(io.errors()).toContain('nothing was changed')
    expect(io.output()).toBe('')
    expect(await snapshot(temp.db)).toEqual(before)
  })

  it("prints the file's warnings and still loads it", async () => {
    writeFileSync(file, resetFile('booklist:view', '9780000000003'))
    const io = fakeIo(env)

    expect(await runReset([file, '--yes'], io)).toBe(0)

    expect(io.errors()).toMatch(/warning\[/)
    await expectReplaced()
  })
})

describe('npm run data -- reset, before any database', () => {
  it('answers usage for --help, and exit 2 without a file or with an unknown option', async () => {
    const help = fakeIo({})
    expect(await runReset(['--help'], help)).toBe(0)
    expect(help.output()).toContain('Usage: npm run data -- reset <file.yaml> [--yes] [--force]')

    const none = fakeIo({})
    expect(await runReset([], none)).toBe(2)
    expect(none.errors()).toContain('name the data file')

    const unknown = fakeIo({})
    expect(await runReset(['file.yaml', '--yse'], unknown)).toBe(2)
    expect(unknown.errors()).toContain('unknown option "--yse"')
  })

  it('prints why the database cannot be opened, exit 1', async () => {
    const target = await createTestDatabase('sqlite')
    try {
      const file = join(target.dir, 'reset.yaml')
      writeFileSync(file, resetFile())
      const folder = join(target.dir, 'a-folder')
      mkdirSync(folder)
      const io = fakeIo({ DATABASE_PATH: folder })

      expect(await runReset([file, '--yes'], io)).toBe(1)

      expect(io.errors()).toContain(folder)
      expect(io.errors()).toContain('Nothing was changed.')
    } finally {
      await target.dispose()
    }
  })
})
