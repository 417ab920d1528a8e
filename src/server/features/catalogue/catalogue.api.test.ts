import { TRPCError } from '@trpc/server'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { memoryLogger } from '../../logger.ts'
import { policy } from '../../policy.ts'
import { seedRequestsFixture } from '../../testing/requests-fixture.ts'
import { seedCatalogueFixture } from '../../testing/catalogue-fixture.ts'
import { capturingSql } from '../../testing/capture-sql.ts'
import type { SearchCatalogueInput } from '../../../contracts/catalogue.ts'
import { cookieFor } from '../../testing/seed.ts'
import { createTestDatabase, testDatabases, type TestDatabase } from '../../testing/test-databases.ts'
import { testTitle } from '../../testing/test-title.ts'
import { createContext, type ServerDeps } from '../../trpc/context.ts'
import { createCallerFactory } from '../../trpc/init.ts'
import { appRouter } from '../../trpc/router.ts'
import { defaultLimits } from '../../limits.ts'
import { keysIn } from '../../testing/json-keys.ts'

const createCaller = createCallerFactory(appRouter)

describe.each(testDatabases())('catalogue.search on %s', (kind) => {
  let temp: TestDatabase
  let deps: ServerDeps
  const search = async (q: string, email = 'rita@testville.example') =>
    createCaller(async () => createContext(deps, await cookieFor(deps.db, email))).catalogue.search({ q })

  beforeAll(async () => {
    temp = await createTestDatabase(kind)
    deps = { db: temp.db, policy, logger: memoryLogger(), now: Date.now, limits: defaultLimits }
    await seedRequestsFixture(temp.db)
  })
  afterAll(() => temp.dispose())

  it('finds titles by word prefixes of the title, in any case', async () => {
    const found = await search('ORGAN chem')
    expect([found.matchedBy, found.total, found.items.map((t) => t.title)]).toEqual(['words', 1, ['Organic Chemistry']])
    // rita has neither cart:purchase nor booklist:approve: the title without its list price (policy/resources/title.yaml).
    expect(found.items[0]).toMatchObject({ authors: ['A. Author'], formats: ['print'], currency: 'GBP' })
    expect(found.items[0]).not.toHaveProperty('priceMinor')
  })

  it('finds an edition by its ISBN with hyphens, and by the ISBN-10 of the same book', async () => {
    for (const typed of ['978-0-306-40615-7', '9780306406157', '0-306-40615-2']) {
      const found = await search(typed)
      expect([typed, found.matchedBy, found.items.map((t) => t.title)]).toEqual([typed, 'isbn', ['Organic Chemistry']])
    }
    expect((await search('080442957x')).items.map((t) => t.title)).toEqual(['Cell Biology'])
    // A well-formed ISBN of a book the catalogue does not hold: nothing, still read as an ISBN.
    expect(await search('978-1-86197-876-9')).toEqual({ items: [], total: 0, totalIsAtLeast: false, matchedBy: 'isbn' })
  })

  it('matches nothing for an ISBN with a wrong check digit, and says so in the booklist’s words', async () => {
    for (const [typed, right] of [
      ['978-0-306-40615-8', '7'],
      ['0306406153', '2'],
    ] as const) {
      expect(await search(typed)).toEqual({
        items: [],
        total: 0,
        totalIsAtLeast: false,
        matchedBy: 'invalid-isbn',
        isbnProblem: `${typed} is not a valid ISBN: its check digit should be ${right}.`,
      })
    }
  })

  it('ranks by relevance unless told otherwise: title starts with the query, then every word in the title, then other matches; A–Z on request', async () => {
    const title = (nbsi: string, name: string, author: string) => testTitle(nbsi, { title: name, authors: JSON.stringify([author]) })
    await temp.db
      .insertInto('titles')
      .values([title('t-rank-author', 'Anatomy Basics', 'M. Cellini'), title('t-rank-inside', 'Advanced Cell Methods', 'B. Writer')])
      .execute()
    const caller = createCaller(async () => createContext(deps, await cookieFor(deps.db, 'rita@testville.example')))
    const titles = async (sort?: 'title') => (await caller.catalogue.search({ q: 'cell', ...(sort ? { sort } : {}) })).items.map((t) => t.title)
    expect(await titles()).toEqual(['Cell Biology', 'Advanced Cell Methods', 'Anatomy Basics'])
    expect(await titles('title')).toEqual(['Advanced Cell Methods', 'Anatomy Basics', 'Cell Biology'])
    await temp.db.deleteFrom('titles').where('nbsi', 'in', ['t-rank-author', 't-rank-inside']).execute()
  })

  it('counts at most 1,000 matches, then says the total is a lower bound; pages up to the cap still answer', async () => {
    const title = (i: number) => testTitle(`t-cap-${String(i).padStart(4, '0')}`, { title: `Zymurgy ${String(i).padStart(4, '0')}`, authors: '["C. Counter"]' })
    const caller = createCaller(async () => createContext(deps, await cookieFor(deps.db, 'rita@testville.example')))
    await temp.db
      .insertInto('titles')
      .values(Array.from({ length: 1000 }, (_, i) => title(i)))
      .execute()
    // Exactly the cap: an exact count.
    expect(await search('zymurgy')).toMatchObject({ total: 1000, totalIsAtLeast: false })
    await temp.db
      .insertInto('titles')
      .values([title(1000), title(1001)])
      .execute()
    const capped = await search('zymurgy')
    expect([capped.total, capped.totalIsAtLeast, capped.items.length]).toEqual([1000, true, 25])
    // The cap's last page, in the same order as the first.
    const last = await caller.catalogue.search({ q: 'zymurgy', sort: 'title', page: 50, pageSize: 20 })
    expect(last.items.map((t) => t.title)).toEqual(Array.from({ length: 20 }, (_, i) => `Zymurgy ${String(980 + i).padStart(4, '0')}`))
    expect((await caller.catalogue.search({ q: 'zymurgy', sort: 'title', page: 51, pageSize: 20 })).items.map((t) => t.title)).toEqual([
      'Zymurgy 1000',
      'Zymurgy 1001',
    ])
    await temp.db.deleteFrom('titles').where('nbsi', 'like', 't-cap-%').execute()
  })

  it('answers nothing, without error, for an empty query or only punctuation, and treats search syntax as words', async () => {
    expect(await search('   ')).toEqual({ items: [], total: 0, totalIsAtLeast: false, matchedBy: 'none' })
    expect(await search('"*" : -')).toEqual({ items: [], total: 0, totalIsAtLeast: false, matchedBy: 'none' })
    expect((await search('chem* OR NEAR(x)')).total).toBe(0)
  })

  it('is refused without catalogue:search', async () => {
    await expect(search('chemistry', 'nora@testville.example')).rejects.toSatisfy((error: unknown) => error instanceof TRPCError && error.code === 'FORBIDDEN')
  })
})

// policy/resources/title.yaml: list prices only for those with cart:purchase or booklist:approve.
describe.each(testDatabases())('list prices on %s', (kind) => {
  let temp: TestDatabase
  let deps: ServerDeps
  let sqls: string[]
  const as = (email: string) => createCaller(async () => createContext(deps, await cookieFor(temp.db, email))).catalogue
  const lena = () => as('lena@testville.example')
  const found = async (input: SearchCatalogueInput, email = 'lena@testville.example') => (await as(email).search(input)).items.map((t) => t.nbsi)

  beforeAll(async () => {
    temp = await createTestDatabase(kind)
    await seedCatalogueFixture(temp.db)
    const captured = capturingSql(temp.db)
    sqls = captured.sqls
    deps = { db: captured.db, policy, logger: memoryLogger(), now: Date.now, limits: defaultLimits }
  })
  afterAll(() => temp.dispose())

  it('a searcher without cart:purchase or booklist:approve is sent no price, in search or on the title page, and none is read', async () => {
    sqls.length = 0
    const searched = await lena().search({ q: 'chemistry', sort: 'title' })
    expect(searched.items.map((t) => t.nbsi)).toEqual(['t-hist', 't-org', 't-phys'])
    expect(searched.items[0]).toMatchObject({ title: 'A History of Chemistry', currency: 'GBP' })
    const detail = await lena().get({ nbsi: 't-org' })
    // The licences are there, in the order of their model, each without its price.
    expect(detail.licences).toEqual([
      { model: 'print-copy', currency: 'GBP', durationMonths: null },
      { model: 'subscription-12m', currency: 'GBP', durationMonths: 12 },
    ])
    expect(detail.courses.map((c) => c.code)).toEqual(['CHEM101', 'CHEM201'])
    for (const answer of [searched, detail]) expect(keysIn(answer)).not.toContain('priceMinor')
    // Nor filtering or sorting by it (a hand-made URL):
    await lena().search({ q: 'chemistry', priceMin: 2000, priceMax: 5000, sort: 'price-desc' })
    await lena().search({ priceMin: 0 })
    expect(sqls.length).toBeGreaterThan(0)
    for (const statement of sqls) expect(statement).not.toMatch(/price/i)
  })

  it('ignores the price filters and sort for them: nothing is narrowed or ordered by a price they may not see', async () => {
    // Every chemistry title, not the one in the price range; in relevance order, not by price.
    expect(await found({ q: 'chemistry', priceMin: 2000, priceMax: 5000 })).toEqual(await found({ q: 'chemistry' }))
    expect(await found({ q: 'chemistry', priceMin: 2000, priceMax: 5000 })).toEqual(['t-hist', 't-org', 't-phys'])
    expect(await found({ q: 'chemistry', sort: 'price-desc' })).toEqual(await found({ q: 'chemistry' }))
    expect(await found({ q: 'chemistry', sort: 'price-asc' })).toEqual(await found({ q: 'chemistry' }))
    // A price filter alone narrows nothing: every title, as for any price given (so the booklist template's priceMin: 0 still lists titles).
    const alone = await lena().search({ priceMax: 2000, sort: 'title' })
    expect([alone.matchedBy, alone.total]).toEqual(['filters', 4])
    expect((await lena().search({ priceMin: 999999, sort: 'title' })).items).toEqual(alone.items)
    // Out of range is still refused by the contract, as for anyone.
    await expect(lena().search({ q: 'x', priceMin: -1 })).rejects.toThrow('A price is not negative.')
  })

  it.each(['cara@testville.example', 'abby@testville.example'])(
    '%s (cart:purchase, booklist:approve) gets prices, filters and sorts by them',
    async (email) => {
      sqls.length = 0
      const searched = await as(email).search({ q: 'chemistry', sort: 'price-desc' })
      expect(searched.items.map((t) => [t.nbsi, t.priceMinor])).toEqual([
        ['t-phys', 9900],
        ['t-org', 4599],
        ['t-hist', 1500],
      ])
      expect(await found({ q: 'chemistry', priceMin: 2000, priceMax: 5000 }, email)).toEqual(['t-org'])
      expect((await as(email).get({ nbsi: 't-org' })).licences.map((l) => [l.model, l.priceMinor])).toEqual([
        ['subscription-12m', 1999],
        ['print-copy', 4599],
      ])
      expect(sqls.some((statement) => statement.includes('price_minor'))).toBe(true)
    },
  )
})
