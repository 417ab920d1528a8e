import { sql } from 'kysely'
import { describe, expect, it } from 'vitest'
import { createTestDatabase } from '../../testing/test-databases.ts'
import { RANDOM_PAGE_COST } from './connect.ts'

describe('PostgreSQL sessions', () => {
  it("cost a random page read as memory and SSDs do, so a common word's search reads the search index", async () => {
    const database = await createTestDatabase('postgres')
    try {
      const shown = await sql<{ random_page_cost: string }>`SHOW random_page_cost`.execute(database.db)
      expect(Number(shown.rows[0]?.random_page_cost)).toBe(RANDOM_PAGE_COST)
      const server = await sql<{ boot_val: string }>`SELECT boot_val FROM pg_settings WHERE name = 'random_page_cost'`.execute(database.db)
      expect(Number(server.rows[0]?.boot_val), "the server's own default is left as it is").toBe(4)
    } finally {
      await database.dispose()
    }
  })
})
