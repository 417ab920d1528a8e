import type Database from 'better-sqlite3'

interface Migration {
  readonly version: number
  readonly name: string
  readonly sql: string
}

/**
 * The schema, as numbered steps. Append new steps; never edit one that has
 * shipped, because databases in the field have already run it.
 */
export const migrations: readonly Migration[] = [
  {
    version: 1,
    name: 'initial schema',
    sql: `
      CREATE TABLE institutions (
        id     TEXT PRIMARY KEY,
        name   TEXT NOT NULL,
        config TEXT NOT NULL CHECK (json_valid(config))
      );
      CREATE TABLE institution_flags (
        institution_id TEXT NOT NULL REFERENCES institutions(id) ON DELETE CASCADE,
        flag           TEXT NOT NULL,
        enabled        INTEGER NOT NULL CHECK (enabled IN (0, 1)),
        PRIMARY KEY (institution_id, flag)
      );
      -- institution_id becomes NULL when the institution is deleted: such a user
      -- still has a session but is answered 403 (issue 4).
      CREATE TABLE users (
        id             TEXT PRIMARY KEY,
        email          TEXT NOT NULL UNIQUE COLLATE NOCASE,
        password_hash  TEXT,
        institution_id TEXT REFERENCES institutions(id) ON DELETE SET NULL,
        disabled       INTEGER NOT NULL DEFAULT 0 CHECK (disabled IN (0, 1)),
        note           TEXT
      );
      CREATE TABLE user_permissions (
        user_id    TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        permission TEXT NOT NULL,
        granted    INTEGER NOT NULL CHECK (granted IN (0, 1)),
        PRIMARY KEY (user_id, permission)
      );
      -- Only a hash of the session token is stored, so a copy of the database
      -- does not hand out live sessions.
      CREATE TABLE sessions (
        token_hash TEXT PRIMARY KEY,
        user_id    TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        created_at INTEGER NOT NULL,
        expires_at INTEGER NOT NULL
      );
      CREATE INDEX sessions_user ON sessions(user_id);
      -- Keyed by the email as typed (lower case), whether or not the account
      -- exists, so the limit does not reveal which accounts exist.
      CREATE TABLE sign_in_attempts (
        account      TEXT NOT NULL,
        attempted_at INTEGER NOT NULL
      );
      CREATE INDEX sign_in_attempts_account ON sign_in_attempts(account, attempted_at);
    `,
  },
]

export type MigrationResult =
  | { readonly ok: true; readonly applied: readonly number[]; readonly version: number }
  | { readonly ok: false; readonly error: string }

/** Runs every step the database has not run yet, each in its own transaction. */
export function migrate(db: Database.Database, steps: readonly Migration[] = migrations): MigrationResult {
  db.exec(`CREATE TABLE IF NOT EXISTS schema_migrations (
    version    INTEGER PRIMARY KEY,
    name       TEXT NOT NULL,
    applied_at TEXT NOT NULL
  )`)
  const done = new Set(
    db
      .prepare('SELECT version FROM schema_migrations')
      .pluck()
      .all()
      .map((version) => Number(version)),
  )
  const latest = Math.max(0, ...steps.map((step) => step.version))
  const newest = Math.max(0, ...done)
  // A database written by a newer release may hold data this code cannot read.
  if (newest > latest) {
    return { ok: false, error: `its schema is at version ${newest}, newer than this release knows (${latest}); upgrade the app or use another DATABASE_PATH` }
  }
  const applied: number[] = []
  const record = db.prepare('INSERT INTO schema_migrations (version, name, applied_at) VALUES (?, ?, ?)')
  for (const step of [...steps].sort((a, b) => a.version - b.version)) {
    if (done.has(step.version)) continue
    db.transaction(() => {
      db.exec(step.sql)
      record.run(step.version, step.name, new Date().toISOString())
    })()
    applied.push(step.version)
  }
  return { ok: true, applied, version: latest }
}
