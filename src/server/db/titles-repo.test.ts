import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestDatabase, testDatabases, type TestDatabase } from '../testing/test-databases.ts'
import { findTitle, searchTitles } from './titles-repo.ts'

const title = (nbsi: string, name: string, authors: string[], subjects: string[] = []) => ({
  nbsi,
  isbn13: null,
  title: name,
  subtitle: null,
  authors: JSON.stringify(authors),
  publisher: 'Pell & Marsh',
  edition: null,
  year: 2024,
  formats: '["print"]',
  price_minor: 1000,
  currency: 'GBP',
  availability: 'available' as const,
  subjects: JSON.stringify(subjects),
  language: 'en',
})

describe.each(testDatabases())('catalogue search on %s', (kind) => {
  let temp: TestDatabase
  beforeAll(async () => {
    temp = await createTestDatabase(kind)
    await temp.db
      .insertInto('titles')
      .values([
        title('t-1', 'Organic Chemistry', ['A. Author']),
        title('t-2', 'Inorganic Chemistry', ['B. Writer']),
        title('t-3', 'Principles of Economics', ['C. Organa'], ['Economics']),
        title('t-4', 'Chemistry of Life', ['D. Jones'], ['Biology', 'Organic compounds']),
      ])
      .execute()
  })
  afterAll(() => temp.dispose())
  const nbsis = async (text: string, after?: string, limit = 10) => (await searchTitles(temp.db, { text, limit, after })).map((row) => row.nbsi)

  it('matches words as prefixes in the title, authors and subjects, all words required', async () => {
    expect(await nbsis('organic')).toEqual(['t-1', 't-4'])
    expect(await nbsis('organ')).toEqual(['t-1', 't-3', 't-4'])
    expect(await nbsis('ORGANIC chem')).toEqual(['t-1', 't-4'])
    expect(await nbsis('chemistry writer')).toEqual(['t-2'])
  })

  it('sees a title changed or deleted at once (the index follows the table)', async () => {
    await temp.db.updateTable('titles').set({ title: 'Physical Chemistry' }).where('nbsi', '=', 't-1').execute()
    expect(await nbsis('organic')).toEqual(['t-4'])
    expect(await nbsis('physical')).toEqual(['t-1'])
    await temp.db.deleteFrom('titles').where('nbsi', '=', 't-4').execute()
    expect(await nbsis('organic')).toEqual([])
    expect((await findTitle(temp.db, 't-1'))?.title).toBe('Physical Chemistry')
  })

  it('pages in nbsi order, and treats search syntax as plain words', async () => {
    expect(await nbsis('', undefined, 2)).toEqual(['t-1', 't-2'])
    expect(await nbsis('', 't-2', 2)).toEqual(['t-3'])
    expect(await nbsis('chem* OR "x" NEAR(a b) : & | !')).toEqual([])
    expect(await nbsis('chemistry -writer')).toEqual(['t-2'])
  })
})
