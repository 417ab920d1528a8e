import { copyFileSync, existsSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import Sqlite from 'better-sqlite3'
import { beforeAll, describe, expect, it } from 'vitest'
import { migrationNames } from '../../src/server/db/migrate.ts'
import { insertSession } from '../../src/server/db/sessions-repo.ts'
import { seedDemo } from '../../src/server/testing/seed.ts'
import { testApps } from '../../src/server/testing/test-apps.ts'
import { createTestDatabase, type TestDatabase } from '../../src/server/testing/test-databases.ts'
import { runBackup } from './backup.ts'
import { fakeIo } from './fake-io.ts'
import { pgToolDecision, toolMajor } from './pg-tools.ts'
import { runRestore } from './restore.ts'

const apps = testApps()

/** Every table of the file (SQLite's catalogue, the migrator's included) and all its rows, ordered by all columns. */
function dump(path: string): Record<string, unknown[]> {
  const database = new Sqlite(path, { readonly: true, fileMustExist: true })
  try {
    const tables = database
      .prepare<[], { name: string }>("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' ORDER BY name")
      .all()
      .map((row) => row.name)
    return Object.fromEntries(
      tables.map((table) => {
        const columns = database.pragma(`table_info("${table}")`) as unknown[]
        const order = columns.map((_, index) => index + 1).join(', ')
        return [table, database.prepare(`SELECT * FROM "${table}" ORDER BY ${order}`).all()]
      }),
    )
  } finally {
    database.close()
  }
}

const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve))

describe('npm run data -- backup and restore on SQLite', () => {
  let source: TestDatabase
  let userId: string
  /** A backup of the seeded database, made once, that the refusal tests restore. */
  let seededBackup: string

  beforeAll(async () => {
    source = await createTestDatabase('sqlite')
    const demo = await seedDemo(source.db, { records: false })
    const user = await source.db.selectFrom('users').select('id').where('email_key', '=', demo.users[0]!.email.toLowerCase()).executeTakeFirstOrThrow()
    userId = user.id
    seededBackup = join(source.dir, 'seeded.backup')
    expect(await runBackup([seededBackup], fakeIo({ DATABASE_PATH: source.target.databasePath }))).toBe(0)
    return () => source.dispose()
  })

  it('copies one consistent moment of a running server’s database while it is written, and the restore holds exactly that copy', async () => {
    await apps.start(source, {})
    // Real committed writes on a connection of their own, one per turn of the event loop, all
    // through the backup: session w-0, w-1, … in order, so a consistent copy holds a prefix.
    let written = 0
    let writing = true
    const writer = (async () => {
      while (writing) {
        await insertSession(source.db, { tokenHash: `w-${written}`, userId, createdAt: Date.now(), expiresAt: Date.now() + 60_000 })
        written += 1
        await nextTurn()
      }
    })()
    while (written < 20) await nextTurn()
    const file = join(source.dir, 'running.backup')
    const io = fakeIo({ DATABASE_PATH: source.target.databasePath })

    const before = written
    expect(await runBackup([file], io)).toBe(0)
    const after = written
    writing = false
    await writer

    expect(io.errors()).toBe('')
    expect(io.output()).toMatch(
      new RegExp(
        `^Wrote ${file.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}: [\\d,]+ bytes, \\d+ tables, [\\d,]+ rows \\(.*sessions \\d+.*\\), in \\d+\\.\\d\\d s\\.\\n$`,
      ),
    )
    expect(after).toBeGreaterThan(before) // the server's database was written while the backup ran
    const backedUp = dump(file)
    const tokens = (backedUp['sessions'] as { token_hash: string }[]).map((row) => row.token_hash).filter((token) => token.startsWith('w-'))
    expect(tokens.length).toBeGreaterThanOrEqual(before)
    expect(tokens.length).toBeLessThanOrEqual(after)
    expect(new Set(tokens)).toEqual(new Set(Array.from({ length: tokens.length }, (_, index) => `w-${index}`)))
    expect(existsSync(`${file}-wal`)).toBe(false) // one file to move around

    const restored = join(source.dir, 'fresh', 'restored.sqlite')
    const restore = fakeIo({ DATABASE_PATH: restored })
    expect(await runRestore([file, '--yes'], restore)).toBe(0)

    expect(restore.errors()).toBe('')
    expect(restore.output()).toContain(`There is no database at ${restored} yet; restore creates it.`)
    expect(restore.output()).toContain(`With ${file} (latest migration ${migrationNames.at(-1)}): `)
    expect(restore.output()).toContain(`Done. ${restored} now holds the backup: `)
    const restoredTables = dump(restored)
    expect(Object.keys(restoredTables)).toEqual(Object.keys(backedUp))
    expect(Object.keys(restoredTables)).toContain('kysely_migration')
    for (const table of Object.keys(backedUp)) expect(restoredTables[table], table).toEqual(backedUp[table])
  })

  it('refuses to overwrite a file unless --force', async () => {
    const file = join(source.dir, 'taken.backup')
    writeFileSync(file, 'keep me')
    const io = fakeIo({ DATABASE_PATH: source.target.databasePath })

    expect(await runBackup([file], io)).toBe(1)
    expect(io.errors()).toContain('--force')
    expect(readFileSync(file, 'utf8')).toBe('keep me')

    expect(await runBackup([file, '--force'], fakeIo({ DATABASE_PATH: source.target.databasePath }))).toBe(0)
    expect(Object.keys(dump(file))).toContain('users')
  })

  it('says what restore replaces and what the backup holds, and asks; a script must pass --yes', async () => {
    const target = join(source.dir, 'asked.sqlite')
    copyFileSync(seededBackup, target)
    const targetBefore = dump(target)
    writeFileSync(`${target}-wal`, 'a stale log of the old file')

    const script = fakeIo({ DATABASE_PATH: target })
    expect(await runRestore([seededBackup], script)).toBe(1)
    expect(script.errors()).toMatch(/--yes/)
    expect(script.errors()).toContain('Nothing was changed.')
    expect(script.output()).toMatch(new RegExp(`This replaces everything in .*asked\\.sqlite: \\d+ tables, [\\d,]+ rows \\(.*users \\d+`))
    expect(script.output()).toMatch(/With .*seeded\.backup \(latest migration .*\): \d+ tables/)

    const declined = fakeIo({ DATABASE_PATH: target }, { interactive: true, answer: 'yes' })
    expect(await runRestore([seededBackup], declined)).toBe(1)
    expect(declined.questions).toEqual(['Type "restore" to go ahead: '])
    expect(existsSync(`${target}-wal`)).toBe(true)

    const production = fakeIo({ DATABASE_PATH: target, NODE_ENV: 'production' })
    expect(await runRestore([seededBackup, '--yes'], production)).toBe(1)
    expect(production.errors()).toContain('--force')

    const agreed = fakeIo({ DATABASE_PATH: target }, { interactive: true, answer: 'restore\n' })
    expect(await runRestore([seededBackup], agreed)).toBe(0)
    expect(existsSync(`${target}-wal`) ? readFileSync(`${target}-wal`, 'utf8') : '').not.toContain('stale')
    expect(dump(target)).toEqual(targetBefore)
  })

  it('refuses a missing file, a file that is not a database and a newer release’s database, changing nothing', async () => {
    const target = join(source.dir, 'kept.sqlite')
    copyFileSync(seededBackup, target)
    const kept = readFileSync(target)
    const notDatabase = join(source.dir, 'notes.txt')
    writeFileSync(notDatabase, 'these are not the tables you are looking for\n'.repeat(200))
    const foreign = join(source.dir, 'foreign.sqlite')
    new Sqlite(foreign).exec('CREATE TABLE t (x)').close()
    const newer = join(source.dir, 'newer.backup')
    copyFileSync(seededBackup, newer)
    new Sqlite(newer).exec("INSERT INTO kysely_migration (name, timestamp) VALUES ('9999-from-the-future', '2099-01-01T00:00:00.000Z')").close()

    const cases: [string, RegExp][] = [
      [join(source.dir, 'missing.backup'), /^There is no backup at .*missing\.backup\. Nothing was changed\.\n$/],
      [notDatabase, /^.*notes\.txt is not an SQLite database of this app: file is not a database\. Nothing was changed\.\n$/],
      [foreign, /^.*foreign\.sqlite is an SQLite database but not one of this app \(it has no kysely_migration table\)\. Nothing was changed\.\n$/],
      [
        newer,
        /^.*newer\.backup is from a newer release \(it has run migration 9999-from-the-future, which this release does not know\); restore it with the release that wrote it\. Nothing was changed\.\n$/,
      ],
    ]
    for (const [file, message] of cases) {
      const io = fakeIo({ DATABASE_PATH: target })
      expect(await runRestore([file, '--yes'], io), file).toBe(1)
      expect(io.errors()).toMatch(message)
      expect(readFileSync(target).equals(kept)).toBe(true)
    }
    const folder = join(source.dir, 'no-such-folder', 'x.backup')
    expect(await runBackup([folder], fakeIo({ DATABASE_PATH: target }))).toBe(1)
    expect(await runRestore([], fakeIo({ DATABASE_PATH: target }))).toBe(2)
  })
})

describe('PostgreSQL tools: used only when their major version is at least the server’s', () => {
  it('reads the major version of the --version line', () => {
    expect(toolMajor('pg_dump (PostgreSQL) 15.18 (Debian 15.18-0+deb12u1)')).toBe(15)
    expect(toolMajor('pg_restore (PostgreSQL) 18.1')).toBe(18)
    expect(toolMajor(undefined)).toBeUndefined()
    expect(toolMajor('something else')).toBeUndefined()
  })

  it('uses a tool as new as the server or newer, and otherwise names the version it takes', () => {
    expect(pgToolDecision('pg_dump', 'pg_dump (PostgreSQL) 18.0', 180001)).toEqual({ ok: true })
    expect(pgToolDecision('pg_dump', 'pg_dump (PostgreSQL) 17.2', 160004)).toEqual({ ok: true })
    const older = pgToolDecision('pg_dump', 'pg_dump (PostgreSQL) 15.18 (Debian 15.18-0+deb12u1)', 180001)
    expect(older).toEqual({
      ok: false,
      message:
        'The database is PostgreSQL 18 and the pg_dump on PATH is version 15. Back up and restore PostgreSQL with its own tools: ' +
        'pg_dump --format=custom and pg_restore --clean --if-exists of major version 18 or later. Nothing was changed.',
    })
    const missing = pgToolDecision('pg_restore', undefined, 170000)
    expect(missing.ok ? '' : missing.message).toContain('there is no pg_restore on PATH')
  })
})
