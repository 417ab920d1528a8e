import { sql } from 'kysely'
import { oneOf } from '../migrations/columns.ts'
import type { AnyKysely, DialectFeatures } from './dialect.ts'

export const postgresFeatures: DialectFeatures = {
  name: 'postgres',
  timeType: 'timestamptz',
  currentTime: sql<string>`now()`,
  autoIncrementKey: (column) => column.primaryKey().generatedByDefaultAsIdentity(),
  // In UTC whatever the session's time zone, so both databases put a time in the same month.
  monthOf: (column) => sql<string>`to_char(${sql.ref(column)} AT TIME ZONE 'UTC', 'YYYY-MM')`,

  async createTitleSearch(db: AnyKysely) {
    // The 'simple' configuration (no stemming) matches SQLite's unicode61
    // tokenizer, so both databases find the same titles for the same words.
    // unaccent is not immutable, so diacritics are not folded here.
    await sql`ALTER TABLE titles ADD COLUMN search_vector tsvector GENERATED ALWAYS AS (
      to_tsvector('simple'::regconfig, title || ' ' || authors || ' ' || publisher || ' ' || subjects)
    ) STORED`.execute(db)
    await sql`CREATE INDEX titles_search ON titles USING gin (search_vector)`.execute(db)
  },

  titleMatches(terms) {
    const query = terms.map((term) => `${term}:*`).join(' & ')
    return sql<boolean>`titles.search_vector @@ to_tsquery('simple'::regconfig, ${query})`
  },

  async makeAppendOnly(db: AnyKysely, table: string) {
    // Row triggers do not fire on TRUNCATE, which only the explicit reset of all data uses (clearTables).
    const refuse = sql.id(`${table}_append_only`)
    await sql`CREATE FUNCTION ${refuse}() RETURNS trigger LANGUAGE plpgsql AS ${sql.lit(`BEGIN RAISE EXCEPTION '${table} is append-only'; END`)}`.execute(db)
    await sql`CREATE TRIGGER ${refuse} BEFORE UPDATE OR DELETE ON ${sql.table(table)} FOR EACH ROW EXECUTE FUNCTION ${refuse}()`.execute(db)
  },

  async keepUsageTotals(db: AnyKysely) {
    // Statement-level triggers over the transition tables: an INSERT ... SELECT of millions of rows
    // is summed once per (institution, metric, month, access type) instead of once per row.
    const key = 'institution_id, metric, month, access_type'
    const body = `BEGIN
      IF TG_OP IN ('DELETE', 'UPDATE') THEN
        INSERT INTO usage_versions (institution_id, version) SELECT DISTINCT institution_id, 1 FROM removed_rows
        ON CONFLICT (institution_id) DO UPDATE SET version = usage_versions.version + 1;
        UPDATE usage_totals SET count = usage_totals.count - removed.count
        FROM (SELECT ${key}, sum(count) AS count FROM removed_rows GROUP BY ${key}) AS removed
        WHERE usage_totals.institution_id = removed.institution_id AND usage_totals.metric = removed.metric
          AND usage_totals.month = removed.month AND usage_totals.access_type = removed.access_type;
      END IF;
      IF TG_OP IN ('INSERT', 'UPDATE') THEN
        INSERT INTO usage_versions (institution_id, version) SELECT DISTINCT institution_id, 1 FROM added_rows
        ON CONFLICT (institution_id) DO UPDATE SET version = usage_versions.version + 1;
        INSERT INTO usage_totals (${key}, count)
        SELECT ${key}, sum(count) FROM added_rows GROUP BY ${key}
        ON CONFLICT (${key}) DO UPDATE SET count = usage_totals.count + excluded.count;
      END IF;
      RETURN NULL;
    END`
    await sql`CREATE FUNCTION usage_totals_keep() RETURNS trigger LANGUAGE plpgsql AS ${sql.lit(body)}`.execute(db)
    // A trigger with transition tables takes one event, so three of them share the function.
    await sql`CREATE TRIGGER usage_totals_insert AFTER INSERT ON usage_monthly
      REFERENCING NEW TABLE AS added_rows FOR EACH STATEMENT EXECUTE FUNCTION usage_totals_keep()`.execute(db)
    await sql`CREATE TRIGGER usage_totals_delete AFTER DELETE ON usage_monthly
      REFERENCING OLD TABLE AS removed_rows FOR EACH STATEMENT EXECUTE FUNCTION usage_totals_keep()`.execute(db)
    await sql`CREATE TRIGGER usage_totals_update AFTER UPDATE ON usage_monthly
      REFERENCING OLD TABLE AS removed_rows NEW TABLE AS added_rows FOR EACH STATEMENT EXECUTE FUNCTION usage_totals_keep()`.execute(db)
  },

  async clearTables(trx: AnyKysely, tables: readonly string[]) {
    if (tables.length > 0) await sql`TRUNCATE ${sql.join(tables.map((table) => sql.table(table)))} RESTART IDENTITY`.execute(trx)
  },

  async tableExists(db: AnyKysely, name: string) {
    const found = await sql<{ found: boolean }>`SELECT to_regclass(${name}) IS NOT NULL AS found`.execute(db)
    return found.rows[0]?.found === true
  },

  async lockKey(trx: AnyKysely, key: string) {
    await sql`SELECT pg_advisory_xact_lock(hashtextextended(${key}, 0))`.execute(trx)
  },

  async replaceInCheck(db: AnyKysely, table: string, column: string, values: readonly string[]) {
    // The column's CHECK is the one whose definition names it (PostgreSQL named it table_column_check).
    const found = await sql<{ name: string }>`SELECT conname AS name FROM pg_constraint
      WHERE conrelid = to_regclass(${table}) AND contype = 'c' AND pg_get_constraintdef(oid) LIKE ${`%${column}%`}`.execute(db)
    const name = found.rows[0]?.name ?? `${table}_${column}_check`
    await sql`ALTER TABLE ${sql.table(table)} DROP CONSTRAINT IF EXISTS ${sql.id(name)},
      ADD CONSTRAINT ${sql.id(name)} CHECK (${oneOf(column, values)})`.execute(db)
  },
}
