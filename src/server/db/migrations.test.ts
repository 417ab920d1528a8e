import Database from 'better-sqlite3'
import { afterEach, describe, expect, it } from 'vitest'
import { tempDatabase, type TempDatabase } from '../testing/temp-database.ts'
import { migrate, migrations } from './migrations.ts'
import { openDatabase } from './open-database.ts'

let temp: TempDatabase | undefined
afterEach(() => temp?.dispose())

const tables = (db: Database.Database) =>
  db.prepare("SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name").pluck().all()

describe('database migrations', () => {
  it('creates every table in a new file and records the version', () => {
    temp = tempDatabase()
    expect(tables(temp.db)).toEqual([
      'institution_flags',
      'institutions',
      'schema_migrations',
      'sessions',
      'sign_in_attempts',
      'user_permissions',
      'users',
    ])
    expect(temp.db.prepare('SELECT version, name FROM schema_migrations').all()).toEqual([{ version: 1, name: 'initial schema' }])
  })

  it('runs nothing again when the file is reopened', () => {
    temp = tempDatabase()
    temp.db.close()
    const reopened = openDatabase(temp.path)
    expect(reopened.ok && reopened.migrated).toEqual({ ok: true, applied: [], version: migrations.length })
    if (reopened.ok) reopened.db.close()
  })

  it('applies only the steps a database has not run, in order', () => {
    const db = new Database(':memory:')
    const steps = [
      { version: 2, name: 'second', sql: 'ALTER TABLE t ADD COLUMN b TEXT' },
      { version: 1, name: 'first', sql: 'CREATE TABLE t (a TEXT)' },
    ]
    expect(migrate(db, steps.slice(1))).toEqual({ ok: true, applied: [1], version: 1 })
    expect(migrate(db, steps)).toEqual({ ok: true, applied: [2], version: 2 })
    expect(db.prepare('SELECT name FROM pragma_table_info(?)').pluck().all('t')).toEqual(['a', 'b'])
    db.close()
  })

  it('rolls back a failing step and leaves it unrecorded', () => {
    const db = new Database(':memory:')
    expect(() => migrate(db, [{ version: 1, name: 'broken', sql: 'CREATE TABLE ok (a); CREATE TABLE (' }])).toThrow()
    expect(tables(db)).toEqual(['schema_migrations'])
    db.close()
  })

  it('refuses a database written by a newer release', () => {
    temp = tempDatabase()
    temp.db.prepare("INSERT INTO schema_migrations (version, name, applied_at) VALUES (99, 'future', 'now')").run()
    temp.db.close()
    const reopened = openDatabase(temp.path)
    expect(reopened).toEqual({
      ok: false,
      error: `Database ${temp.path}: its schema is at version 99, newer than this release knows (1); upgrade the app or use another DATABASE_PATH`,
    })
  })

  it('reports a path that cannot be a database instead of throwing', () => {
    temp = tempDatabase()
    const result = openDatabase(temp.dir)
    expect(result.ok).toBe(false)
    expect(!result.ok && result.error).toMatch(/^Cannot open the database at .*adoptions-test-/)
  })
})
