import { sql, type Kysely } from 'kysely'
import { afterEach, describe, expect, it } from 'vitest'
import { createTestDatabase, testDatabases, type TestDatabase } from '../testing/test-databases.ts'
import { containing, countOf, countUpTo, matchingText, readPage } from './list-read.ts'
import type { Database } from './schema.ts'

interface Shelf {
  shelf: { id: number; name: string; note: string | null }
}

describe.each(testDatabases())('the list read on %s', (kind) => {
  let temp: TestDatabase | undefined
  afterEach(async () => {
    await temp?.dispose()
    temp = undefined
  })

  async function shelf(names: readonly string[]): Promise<Kysely<Shelf>> {
    temp = await createTestDatabase(kind)
    const db = temp.db as unknown as Kysely<Shelf>
    await db.schema
      .createTable('shelf')
      .addColumn('id', 'integer', (c) => c.primaryKey())
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('note', 'text')
      .execute()
    await db
      .insertInto('shelf')
      .values(names.map((name, i) => ({ id: i + 1, name, note: i % 2 === 0 ? null : `note ${name}` })))
      .execute()
    return db
  }

  it('reads one page in the query’s order with the total of the whole filtered query', async () => {
    const db = await shelf(['Anatomy', 'Botany', 'Chemistry', 'Dynamics', 'Ecology'])
    const filtered = db.selectFrom('shelf').where('id', '>', 1)
    const page = await readPage(filtered, filtered.select(['id', 'name']).orderBy('name', 'desc'), { page: 2, pageSize: 3 })
    expect(page).toEqual({ rows: [{ id: 2, name: 'Botany' }], total: 4 })
    expect(await countOf(filtered)).toBe(4)
  })

  it('matches text in any of the columns, case-insensitively, taking % _ and \\ literally', async () => {
    const db = await shelf(['100% Cotton', '100 Cotton', 'Snake_case', 'Snakecase', 'Back\\slash'])
    const names = async (text: string) =>
      (
        await db
          .selectFrom('shelf')
          .select('name')
          .where(matchingText(text, ['name']))
          .orderBy('id')
          .execute()
      ).map((row) => row.name)
    expect(await names('0% c')).toEqual(['100% Cotton'])
    expect(await names('E_C')).toEqual(['Snake_case'])
    expect(await names('k\\s')).toEqual(['Back\\slash'])
    expect(containing('A%b_c')).toBe('%a\\%b\\_c%')
    // An expression counts as a column: a note that may be missing.
    const noted = await db
      .selectFrom('shelf')
      .select('name')
      .where(matchingText('note 100', [sql`coalesce(note, '')`]))
      .execute()
    expect(noted.map((row) => row.name)).toEqual(['100 Cotton'])
  })

  it('counts no further than one past the cap, and says the total is a lower bound', async () => {
    const db = await shelf(['a', 'b', 'c', 'd', 'e'])
    // The app's database type names no test table: the shelf is read as if it were one.
    const appDb = db as unknown as Kysely<Database>
    const all = appDb.selectFrom('shelf' as 'titles')
    expect(await countUpTo(appDb, all, 3)).toEqual({ total: 3, totalIsAtLeast: true })
    expect(await countUpTo(appDb, all, 5)).toEqual({ total: 5, totalIsAtLeast: false })
  })
})
