import type { Insertable } from 'kysely'
import type { TitlesTable } from '../db/schema.ts'

/** A plain print title for tests that insert their own catalogue rows; `fields` sets what the test is about. */
export function testTitle(nbsi: string, fields: Partial<Insertable<TitlesTable>> = {}): Insertable<TitlesTable> {
  const now = new Date().toISOString()
  return {
    nbsi,
    isbn13: null,
    title: nbsi,
    subtitle: null,
    authors: '[]',
    publisher: 'P',
    edition: 1,
    year: 2024,
    formats: '["print"]',
    price_minor: 100,
    currency: 'GBP',
    availability: 'available',
    subjects: '[]',
    language: 'en',
    created_at: now,
    updated_at: now,
    ...fields,
  }
}
