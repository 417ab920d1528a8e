import { sql } from 'kysely'
import { afterEach, describe, expect, it } from 'vitest'
import { createTestTarget, testDatabases, type TestTarget } from '../testing/test-databases.ts'
import { connectPostgres, connectSqlite } from './dialects/connect.ts'
import { dialectOf, type AnyKysely } from './dialects/index.ts'
import { executedMigrations, migrate, migrationNames } from './migrate.ts'
import { migrationsFor } from './migrations/index.ts'
import { openDatabase } from './open-database.ts'

let target: TestTarget | undefined
afterEach(async () => {
  await target?.dispose()
  target = undefined
})

const expectedTables = [
  'access_review_people',
  'access_reviews',
  'adoptions',
  'app_secrets',
  'booklist_items',
  'booklists',
  'calendar_feeds',
  'counter_api_key_use',
  'counter_api_keys',
  'course_instructors',
  'courses',
  'decisions',
  'idempotency_keys',
  'institution_flags',
  'institutions',
  'library_holdings',
  'mail_outbox',
  'notification_settings',
  'notifications',
  'order_lines',
  'orders',
  'record_events',
  'report_title_counts',
  'requests',
  'sessions',
  'sign_in_attempts',
  'store_products',
  'student_enrolments',
  'students',
  'term_reminders',
  'terms',
  'title_licences',
  'titles',
  'upload_rows',
  'uploads',
  'usage_monthly',
  'usage_totals',
  'usage_versions',
  'user_permissions',
  'users',
  'write_budgets',
]

describe.each(testDatabases())('migrations on %s', (kind) => {
  it('creates every table of the schema in a new database and records each step', async () => {
    target = await createTestTarget(kind)
    const opened = await openDatabase(target.target)
    if (!opened.ok) throw new Error(opened.error)
    expect(opened.dialect).toBe(kind)
    expect(opened.migrated).toEqual({ applied: migrationNames, version: migrationNames.length })
    const tables = (await opened.db.introspection.getTables())
      .map((table) => table.name)
      .filter((name) => !name.startsWith('kysely_') && !name.startsWith('titles_fts'))
    expect(tables.sort()).toEqual(expectedTables)
    expect(await executedMigrations(opened.db)).toEqual(migrationNames)
    await opened.close()
  })

  it('runs nothing again when the database is reopened', async () => {
    target = await createTestTarget(kind)
    const first = await openDatabase(target.target)
    if (!first.ok) throw new Error(first.error)
    await first.close()
    const again = await openDatabase(target.target)
    expect(again.ok && again.migrated).toEqual({ applied: [], version: migrationNames.length })
    if (again.ok) await again.close()
  })

  it('applies only the steps a database has not run, in order', async () => {
    target = await createTestTarget(kind)
    const opened = await openDatabase(target.target)
    if (!opened.ok) throw new Error(opened.error)
    const { db } = opened
    // A step runs on the connection the migrator hands it (SQLite has only one).
    const step = (statement: string) => ({ up: async (on: AnyKysely) => void (await sql.raw(statement).execute(on)) })
    const first = { '9001-t': step('CREATE TABLE t (a text)') }
    const known = Object.fromEntries(migrationNames.map((name) => [name, { up: async () => {} }]))
    expect(await migrate(db, { ...known, ...first })).toEqual({ ok: true, applied: ['9001-t'], version: migrationNames.length + 1 })
    expect(await migrate(db, { ...known, ...first, '9002-b': step('ALTER TABLE t ADD COLUMN b text') })).toEqual({
      ok: true,
      applied: ['9002-b'],
      version: migrationNames.length + 2,
    })
    const columns = (await db.introspection.getTables()).find((table) => table.name === 't')?.columns.map((column) => column.name)
    expect(columns).toEqual(['a', 'b'])
    await opened.close()
  })

  it('upgrades a database of the previous release in place, keeping every row', async () => {
    target = await createTestTarget(kind)
    const connect = kind === 'sqlite' ? connectSqlite(target.target.databasePath) : connectPostgres(target.target.databaseUrl!)
    const all = migrationsFor(dialectOf(connect))
    const previous = Object.fromEntries(Object.entries(all).filter(([name]) => name !== migrationNames.at(-1)))
    expect(await migrate(connect, previous)).toMatchObject({ ok: true, version: migrationNames.length - 1 })
    await connect.insertInto('institutions').values({ id: 'kept', name: 'Kept College', config: '{}' }).execute()
    await connect
      .insertInto('users')
      .values({ id: 'u-1', email: 'kim@kept.example', email_key: 'kim@kept.example', password_hash: null, institution_id: 'kept', disabled: 0, note: null })
      .execute()
    await connect
      .insertInto('sessions')
      .values({ token_hash: 'h', user_id: 'u-1', created_at: '2026-11-01T00:00:00.000Z', expires_at: '2099-01-01T00:00:00.000Z' })
      .execute()
    await connect.destroy()

    const upgraded = await openDatabase(target.target)
    if (!upgraded.ok) throw new Error(upgraded.error)
    expect(upgraded.migrated).toEqual({ applied: [migrationNames.at(-1)], version: migrationNames.length })
    expect(await upgraded.db.selectFrom('users').select(['id', 'institution_id']).execute()).toEqual([{ id: 'u-1', institution_id: 'kept' }])
    expect(await upgraded.db.selectFrom('sessions').select('token_hash').execute()).toEqual([{ token_hash: 'h' }])
    await upgraded.close()
  })

  it('0008 moves the request and adoption histories into record_events, in order, append-only', async () => {
    target = await createTestTarget(kind)
    const connect = kind === 'sqlite' ? connectSqlite(target.target.databasePath) : connectPostgres(target.target.databaseUrl!)
    const before = Object.fromEntries(Object.entries(migrationsFor(dialectOf(connect))).filter(([name]) => name < '0008'))
    expect(await migrate(connect, before)).toMatchObject({ ok: true, version: 7 })
    await connect.insertInto('institutions').values({ id: 'kept', name: 'Kept College', config: '{}' }).execute()
    await connect
      .insertInto('users')
      .values({ id: 'u-1', email: 'kim@kept.example', email_key: 'kim@kept.example', password_hash: null, institution_id: 'kept', disabled: 0, note: null })
      .execute()
    await seedOldHistory(connect)
    await connect.destroy()
    const upgraded = await openDatabase(target.target)
    if (!upgraded.ok) throw new Error(upgraded.error)
    expect(
      await upgraded.db
        .selectFrom('record_events')
        .select(['record_type', 'record_id', 'timeline_id', 'institution_id', 'action', 'from_status', 'to_status', 'note'])
        .orderBy('id')
        .execute(),
    ).toEqual([
      {
        record_type: 'Request',
        record_id: 'r-1',
        timeline_id: 'r-1',
        institution_id: 'kept',
        action: 'create',
        from_status: null,
        to_status: 'pending',
        note: null,
      },
      {
        record_type: 'Request',
        record_id: 'r-1',
        timeline_id: 'r-1',
        institution_id: 'kept',
        action: 'approve',
        from_status: 'pending',
        to_status: 'approved',
        note: 'Fine',
      },
      {
        record_type: 'Adoption',
        record_id: 'a-1',
        timeline_id: 'a-1',
        institution_id: 'kept',
        action: 'adopt',
        from_status: null,
        to_status: 'proposed',
        note: null,
      },
    ])
    await expect(upgraded.db.deleteFrom('record_events').execute()).rejects.toThrow(/append-only/)
    await upgraded.close()
  })

  it('0011 keeps every usage row as Controlled and then takes Release 5.1 metric and access types', async () => {
    target = await createTestTarget(kind)
    const connect = kind === 'sqlite' ? connectSqlite(target.target.databasePath) : connectPostgres(target.target.databaseUrl!)
    const before = Object.fromEntries(Object.entries(migrationsFor(dialectOf(connect))).filter(([name]) => name < '0011'))
    expect(await migrate(connect, before)).toMatchObject({ ok: true, version: 10 })
    await connect.insertInto('institutions').values({ id: 'kept', name: 'Kept College', config: '{}' }).execute()
    await sql`INSERT INTO titles (nbsi, title, publisher, currency, price_minor) VALUES ('n-1', 'Kept Title', 'Kept Press', 'GBP', 100)`.execute(connect)
    await sql`INSERT INTO usage_monthly (institution_id, nbsi, month, metric, count)
      VALUES ('kept', 'n-1', '2026-01', 'Total_Item_Requests', 7), ('kept', 'n-1', '2026-01', 'No_License', 2)`.execute(connect)
    // Before 0011 the table takes no investigations.
    await expect(
      sql`INSERT INTO usage_monthly (institution_id, nbsi, month, metric, count) VALUES ('kept', 'n-1', '2026-02', 'Total_Item_Investigations', 1)`.execute(
        connect,
      ),
    ).rejects.toThrow()
    await connect.destroy()

    const upgraded = await openDatabase(target.target)
    if (!upgraded.ok) throw new Error(upgraded.error)
    const { db } = upgraded
    expect(await db.selectFrom('usage_monthly').select(['nbsi', 'month', 'access_type', 'metric', 'count']).orderBy('metric').execute()).toEqual([
      { nbsi: 'n-1', month: '2026-01', access_type: 'Controlled', metric: 'No_License', count: 2 },
      { nbsi: 'n-1', month: '2026-01', access_type: 'Controlled', metric: 'Total_Item_Requests', count: 7 },
    ])
    // The same title and month may now count Open usage beside Controlled, and investigations.
    await db
      .insertInto('usage_monthly')
      .values({ institution_id: 'kept', nbsi: 'n-1', month: '2026-01', access_type: 'Open', metric: 'Total_Item_Requests', count: 3 })
      .execute()
    await db
      .insertInto('usage_monthly')
      .values({ institution_id: 'kept', nbsi: 'n-1', month: '2026-01', metric: 'Unique_Title_Investigations', count: 1 })
      .execute()
    await expect(
      db
        .insertInto('usage_monthly')
        .values({ institution_id: 'kept', nbsi: 'n-1', month: '2026-01', access_type: 'OA_Gold' as never, metric: 'Total_Item_Requests', count: 1 })
        .execute(),
    ).rejects.toThrow()
    expect((await db.introspection.getTables()).find((table) => table.name === 'usage_monthly_r51')).toBeUndefined()
    await upgraded.close()
  })

  it('0012 keeps every event, its id and the append-only guard, and takes student and staff events', async () => {
    target = await createTestTarget(kind)
    const connect = kind === 'sqlite' ? connectSqlite(target.target.databasePath) : connectPostgres(target.target.databaseUrl!)
    const before = Object.fromEntries(Object.entries(migrationsFor(dialectOf(connect))).filter(([name]) => name < '0012'))
    expect(await migrate(connect, before)).toMatchObject({ ok: true, version: 11 })
    // Typed loosely on purpose: the test writes record types the schema's type refuses.
    const event = (recordType: string, id: string) =>
      ({
        record_type: recordType,
        record_id: id,
        timeline_id: id,
        institution_id: 'kept',
        actor_id: 'u-1',
        at: '2026-01-02T03:04:05.000Z',
        action: 'create',
      }) as never
    await connect
      .insertInto('record_events')
      .values([event('Request', 'r-1'), event('Adoption', 'a-1')])
      .execute()
    // Before 0012 the history takes no student.
    await expect(connect.insertInto('record_events').values(event('Student', 's-1')).execute()).rejects.toThrow()
    await connect.destroy()

    const upgraded = await openDatabase(target.target)
    if (!upgraded.ok) throw new Error(upgraded.error)
    const { db } = upgraded
    expect(await db.selectFrom('record_events').select(['id', 'record_type', 'record_id']).orderBy('id').execute()).toEqual([
      { id: 1, record_type: 'Request', record_id: 'r-1' },
      { id: 2, record_type: 'Adoption', record_id: 'a-1' },
    ])
    await db
      .insertInto('record_events')
      .values([event('Student', 's-1'), event('StaffMember', 'u-2')])
      .execute()
    // Ids go on from where they were, the guard still refuses rewriting history, and unknown types are still refused.
    // (PostgreSQL spent an id on the refused insert above.)
    const ids = (await db.selectFrom('record_events').select('id').orderBy('id').execute()).map((row) => Number(row.id))
    expect(ids.slice(0, 2)).toEqual([1, 2])
    expect(ids).toHaveLength(4)
    expect(ids[2]).toBeGreaterThan(2)
    await expect(db.deleteFrom('record_events').execute()).rejects.toThrow(/append-only/)
    await expect(db.updateTable('record_events').set({ note: 'x' }).execute()).rejects.toThrow(/append-only/)
    await expect(db.insertInto('record_events').values(event('Course', 'c-1')).execute()).rejects.toThrow()
    expect(await db.selectFrom('students').select(['access_revoked_at']).execute()).toEqual([])
    await upgraded.close()
  })

  it('0013 keeps every event and takes store products', async () => {
    target = await createTestTarget(kind)
    const connect = kind === 'sqlite' ? connectSqlite(target.target.databasePath) : connectPostgres(target.target.databaseUrl!)
    const before = Object.fromEntries(Object.entries(migrationsFor(dialectOf(connect))).filter(([name]) => name < '0013'))
    expect(await migrate(connect, before)).toMatchObject({ ok: true, version: 12 })
    const event = (recordType: string, id: string) =>
      ({
        record_type: recordType,
        record_id: id,
        timeline_id: id,
        institution_id: 'kept',
        actor_id: 'u-1',
        at: '2026-01-02T03:04:05.000Z',
        action: 'create',
      }) as never
    await connect.insertInto('record_events').values(event('Student', 's-1')).execute()
    await expect(connect.insertInto('record_events').values(event('StoreProduct', 'p-1')).execute()).rejects.toThrow()
    await connect.destroy()

    const upgraded = await openDatabase(target.target)
    if (!upgraded.ok) throw new Error(upgraded.error)
    const { db } = upgraded
    await db.insertInto('record_events').values(event('StoreProduct', 'p-1')).execute()
    expect(
      (await db.selectFrom('record_events').select(['record_type', 'record_id']).orderBy('id').execute()).map((row) => `${row.record_type} ${row.record_id}`),
    ).toEqual(['Student s-1', 'StoreProduct p-1'])
    await expect(db.updateTable('record_events').set({ note: 'x' }).execute()).rejects.toThrow(/append-only/)
    await expect(db.insertInto('record_events').values(event('Course', 'c-1')).execute()).rejects.toThrow()
    await upgraded.close()
  })

  it('refuses, with a clear message and without changing anything, a database written by a newer release', async () => {
    target = await createTestTarget(kind)
    const opened = await openDatabase(target.target)
    if (!opened.ok) throw new Error(opened.error)
    await sql`INSERT INTO kysely_migration (name, timestamp) VALUES ('9999-from-the-future', '2099-01-01T00:00:00.000Z')`.execute(opened.db)
    await opened.close()
    const reopened = await openDatabase(target.target)
    expect(reopened).toEqual({
      ok: false,
      error: expect.stringMatching(
        new RegExp(
          `: its schema is newer than this release: it has run migration 9999-from-the-future, which this release does ` +
            `not know \\(its latest is ${migrationNames.at(-1)}\\); upgrade the app or point it at another database$`,
        ),
      ),
    })
    expect(!reopened.ok && reopened.error.startsWith('Database ')).toBe(true)
    expect(!reopened.ok && reopened.error).toContain(kind === 'sqlite' ? `Database ${target.target.databasePath}:` : 'Database postgres://postgres:***@')
    const untouched = await openDatabase({ ...target.target })
    expect(untouched.ok).toBe(false)
  })

  it('uses the dialect of the database it was given', async () => {
    target = await createTestTarget(kind)
    const opened = await openDatabase(target.target)
    if (!opened.ok) throw new Error(opened.error)
    expect(dialectOf(opened.db).name).toBe(kind)
    await opened.db.transaction().execute(async (trx) => expect(dialectOf(trx).name).toBe(kind))
    await opened.close()
  })
})

describe('openDatabase reports what it cannot open instead of throwing', () => {
  it('an SQLite path that is a folder', async () => {
    target = await createTestTarget('sqlite')
    const result = await openDatabase({ databasePath: target.dir })
    expect(result.ok).toBe(false)
    expect(!result.ok && result.error).toMatch(/^Cannot (open|prepare) the database at .*adoptions-test-/)
  })

  it('a PostgreSQL server that does not answer, without showing the password', async () => {
    const result = await openDatabase({ databasePath: '', databaseUrl: 'postgres://app:secret@127.0.0.1:1/adoptions' })
    expect(result.ok).toBe(false)
    expect(!result.ok && result.error).toMatch(/^Cannot prepare the database at postgres:\/\/app:\*\*\*@127\.0\.0\.1:1\/adoptions: .*ECONNREFUSED/)
    expect(!result.ok && result.error).not.toContain('secret')
  })

  it('an SQLite file from the early development release', async () => {
    target = await createTestTarget('sqlite')
    const { default: Sqlite } = await import('better-sqlite3')
    const legacy = new Sqlite(target.target.databasePath)
    legacy.exec(
      'CREATE TABLE schema_migrations (version INTEGER PRIMARY KEY, name TEXT, applied_at ' +
        "TEXT); INSERT INTO schema_migrations VALUES (1, 'initial schema', 'then')",
    )
    legacy.close()
    const result = await openDatabase(target.target)
    expect(result).toEqual({
      ok: false,
      error:
        `Database ${target.target.databasePath}: it was created by an early development release whose schema ` +
        `cannot be upgraded; delete it (it is re-created with the demo data) or point the app at another database`,
    })
  })
})

/** A request approved and an adoption proposed, with their events in the tables of release 0007. */
async function seedOldHistory(db: AnyKysely): Promise<void> {
  const at = '2026-11-01T09:00:00.000Z'
  await db
    .insertInto('titles')
    .values({
      nbsi: 't-1',
      isbn13: null,
      title: 'T',
      subtitle: null,
      authors: '[]',
      publisher: 'P',
      edition: 1,
      year: 2024,
      formats: '[]',
      price_minor: 100,
      currency: 'GBP',
      availability: 'available',
      subjects: '[]',
      language: 'en',
      created_at: at,
      updated_at: at,
    })
    .execute()
  await db
    .insertInto('courses')
    .values({
      id: 'c-1',
      institution_id: 'kept',
      code: 'C1',
      title: 'C',
      term: '2026-autumn',
      department: 'D',
      enrolment: 1,
      status: 'active',
      import_source: null,
      imported_at: null,
    })
    .execute()
  await db
    .insertInto('requests')
    .values({
      id: 'r-1',
      institution_id: 'kept',
      requester_id: 'u-1',
      kind: 'title',
      status: 'approved',
      nbsi: 't-1',
      course_id: null,
      quantity: 1,
      note: null,
      order_id: null,
      created_at: at,
      updated_at: at,
    })
    .execute()
  await db
    .insertInto('request_events')
    .values([
      { request_id: 'r-1', actor_id: 'u-1', at, from_status: null, to_status: 'pending', note: null },
      { request_id: 'r-1', actor_id: 'u-1', at, from_status: 'pending', to_status: 'approved', note: 'Fine' },
    ])
    .execute()
  await db
    .insertInto('adoptions')
    .values({
      id: 'a-1',
      institution_id: 'kept',
      course_id: 'c-1',
      nbsi: 't-1',
      term: '2026-autumn',
      adopted_by: 'u-1',
      status: 'proposed',
      decided_by: null,
      decided_at: null,
      note: null,
      created_at: at,
      updated_at: at,
    })
    .execute()
  await db.insertInto('adoption_events').values({ adoption_id: 'a-1', actor_id: 'u-1', at, from_status: null, to_status: 'proposed', note: null }).execute()
}
