import { sql } from 'kysely'
import type { AnyKysely, DialectFeatures } from './dialect.ts'

export const sqliteFeatures: DialectFeatures = {
  name: 'sqlite',
  timeType: 'text',
  // Same shape as Date.toISOString(), so text comparisons order times correctly.
  currentTime: sql<string>`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`,
  autoIncrementKey: (column) => column.primaryKey().autoIncrement(),
  // Times are stored as Date.toISOString() text, already in UTC: the month is its first seven characters.
  monthOf: (column) => sql<string>`substr(${sql.ref(column)}, 1, 7)`,

  async createTitleSearch(db: AnyKysely) {
    // An external-content FTS5 index over `titles`, kept current by triggers
    // (the pattern of the FTS5 documentation). diacritics are folded so
    // "Bronte" finds "Brontë".
    await sql`CREATE VIRTUAL TABLE titles_fts USING fts5(
      title, authors, publisher, subjects,
      content = 'titles', content_rowid = 'rowid', tokenize = 'unicode61 remove_diacritics 2'
    )`.execute(db)
    const columns = sql.raw('title, authors, publisher, subjects')
    const values = (row: 'new' | 'old') => sql.raw(`${row}.title, ${row}.authors, ${row}.publisher, ${row}.subjects`)
    await sql`CREATE TRIGGER titles_fts_insert AFTER INSERT ON titles BEGIN
      INSERT INTO titles_fts (rowid, ${columns}) VALUES (new.rowid, ${values('new')});
    END`.execute(db)
    await sql`CREATE TRIGGER titles_fts_delete AFTER DELETE ON titles BEGIN
      INSERT INTO titles_fts (titles_fts, rowid, ${columns}) VALUES ('delete', old.rowid, ${values('old')});
    END`.execute(db)
    await sql`CREATE TRIGGER titles_fts_update AFTER UPDATE ON titles BEGIN
      INSERT INTO titles_fts (titles_fts, rowid, ${columns}) VALUES ('delete', old.rowid, ${values('old')});
      INSERT INTO titles_fts (rowid, ${columns}) VALUES (new.rowid, ${values('new')});
    END`.execute(db)
  },

  titleMatches(terms) {
    // Each term quoted (it holds only letters and digits) and marked as a prefix.
    const query = terms.map((term) => `"${term}"*`).join(' ')
    return sql<boolean>`titles.rowid IN (SELECT rowid FROM titles_fts WHERE titles_fts MATCH ${query})`
  },

  async makeAppendOnly(db: AnyKysely, table: string) {
    for (const statement of ['UPDATE', 'DELETE']) {
      await sql`CREATE TRIGGER ${sql.id(`${table}_no_${statement.toLowerCase()}`)} BEFORE ${sql.raw(statement)} ON ${sql.table(table)}
        BEGIN SELECT RAISE(ABORT, ${sql.lit(`${table} is append-only`)}); END`.execute(db)
    }
  },

  async keepUsageTotals(db: AnyKysely) {
    // Row triggers: SQLite has no statement-level ones, and an upsert into the small totals table per row is cheap in-process.
    const key = sql.raw('institution_id, metric, month, access_type')
    const bump = (row: 'new' | 'old') =>
      sql.raw(`INSERT INTO usage_versions (institution_id, version) VALUES (${row}.institution_id, 1)
        ON CONFLICT (institution_id) DO UPDATE SET version = version + 1;`)
    const add = sql`INSERT INTO usage_totals (institution_id, metric, month, access_type, count)
      VALUES (new.institution_id, new.metric, new.month, new.access_type, new.count)
      ON CONFLICT (${key}) DO UPDATE SET count = count + excluded.count;
      ${bump('new')}`
    const remove = sql`UPDATE usage_totals SET count = count - old.count
      WHERE institution_id = old.institution_id AND metric = old.metric AND month = old.month AND access_type = old.access_type;
      ${bump('old')}`
    await sql`CREATE TRIGGER usage_totals_insert AFTER INSERT ON usage_monthly BEGIN ${add} END`.execute(db)
    await sql`CREATE TRIGGER usage_totals_delete AFTER DELETE ON usage_monthly BEGIN ${remove} END`.execute(db)
    await sql`CREATE TRIGGER usage_totals_update AFTER UPDATE ON usage_monthly BEGIN ${remove} ${add} END`.execute(db)
  },

  async clearTables(trx: AnyKysely, tables: readonly string[]) {
    // An append-only table's triggers refuse DELETE: they are lifted for the
    // reset and put back in the same transaction (SQLite's DDL is transactional).
    const guards = await appendOnlyGuards(trx, tables)
    for (const guard of guards) await sql`DROP TRIGGER ${sql.id(guard.name)}`.execute(trx)
    // In order: children before parents, so no foreign key is broken on the way.
    for (const table of tables) await trx.deleteFrom(table).execute()
    for (const guard of guards) await sql.raw(guard.sql).execute(trx)
  },

  async tableExists(db: AnyKysely, name: string) {
    const found = await sql`SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = ${name}`.execute(db)
    return found.rows.length > 0
  },

  lockKey: async () => {},

  async replaceInCheck(db: AnyKysely, table: string, column: string, values: readonly string[]) {
    const schema = await sql<{ type: string; sql: string }>`SELECT type, sql FROM sqlite_master WHERE tbl_name = ${table} AND sql IS NOT NULL`.execute(db)
    const created = schema.rows.find((row) => row.type === 'table')?.sql
    if (!created) throw new Error(`replaceInCheck: there is no table ${table}`)
    const check = new RegExp(String.raw`check\s*\(\s*"?${column}"?\s+in\s*\([^)]*\)\s*\)`, 'i')
    if (!check.test(created)) throw new Error(`replaceInCheck: ${table}.${column} has no IN check to replace`)
    const rebuilt = `${table}_rebuilt`
    const listed = values.map((value) => `'${value.replace(/'/g, "''")}'`).join(', ')
    const definition = created.replace(check, `check ("${column}" in (${listed}))`).replace(/^CREATE TABLE\s+("?)[\w]+\1/i, `CREATE TABLE "${rebuilt}"`)
    // The indexes and triggers go with the old table; they are made again on the new one, as they were.
    const dependents = schema.rows.filter((row) => row.type === 'index' || row.type === 'trigger').map((row) => row.sql)
    await sql.raw(definition).execute(db)
    await sql`INSERT INTO ${sql.table(rebuilt)} SELECT * FROM ${sql.table(table)}`.execute(db)
    await sql`DROP TABLE ${sql.table(table)}`.execute(db)
    await sql`ALTER TABLE ${sql.table(rebuilt)} RENAME TO ${sql.table(table)}`.execute(db)
    for (const statement of dependents) await sql.raw(statement).execute(db)
  },
}

/** The append-only triggers (makeAppendOnly) on the tables. */
async function appendOnlyGuards(trx: AnyKysely, tables: readonly string[]): Promise<{ name: string; sql: string }[]> {
  const names = tables.flatMap((table) => [`${table}_no_update`, `${table}_no_delete`])
  if (names.length === 0) return []
  const found = await sql<{ name: string; sql: string }>`SELECT name, sql FROM sqlite_master WHERE type = 'trigger' AND name IN (${sql.join(names)})`.execute(
    trx,
  )
  return found.rows
}
