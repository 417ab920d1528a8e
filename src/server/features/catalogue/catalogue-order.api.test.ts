import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { CatalogueSort } from '../../../contracts/catalogue.ts'
import { memoryLogger } from '../../logger.ts'
import { policy } from '../../policy.ts'
import { defaultLimits } from '../../limits.ts'
import { seedCatalogueFixture } from '../../testing/catalogue-fixture.ts'
import { cookieFor } from '../../testing/seed.ts'
import { testTitle } from '../../testing/test-title.ts'
import { createTestDatabase, testDatabases, type TestDatabase } from '../../testing/test-databases.ts'
import { createContext, type ServerDeps } from '../../trpc/context.ts'
import { createCallerFactory } from '../../trpc/init.ts'
import { appRouter } from '../../trpc/router.ts'

const createCaller = createCallerFactory(appRouter)

/**
 * A common word ("zebra") matching many titles in all three relevance tiers:
 * titles starting with it, titles holding it as a later word, and titles it
 * matches only through the author. Titles repeat (ties broken by nbsi), years
 * may be unknown, prices repeat. Every sort, paged, must give the order the
 * catalogue has always given, written out here in plain TypeScript, so a
 * faster page query cannot change which titles a page shows. Titles use one
 * case pattern and zero-padded numbers, so PostgreSQL's collation and
 * SQLite's byte order agree on them.
 */
interface Made {
  readonly nbsi: string
  readonly title: string
  readonly year: number | null
  readonly price: number
  readonly tier: number
}

const made: Made[] = Array.from({ length: 90 }, (_, i) => {
  const tier = i % 3
  const n = String(Math.floor(i / 6)).padStart(2, '0')
  const title = tier === 0 ? `Zebra Studies ${n}` : tier === 1 ? `Applied Zebra Care ${n}` : `Mammal Field Notes ${n}`
  return { nbsi: `t-order-${String(89 - i).padStart(2, '0')}`, title, year: i % 7 === 0 ? null : 2000 + (i % 11), price: 1000 + (i % 5) * 100, tier }
})

const byTitle = (a: Made, b: Made) => (a.title < b.title ? -1 : a.title > b.title ? 1 : a.nbsi < b.nbsi ? -1 : a.nbsi > b.nbsi ? 1 : 0)
const orders: Record<CatalogueSort, (a: Made, b: Made) => number> = {
  relevance: (a, b) => a.tier - b.tier || byTitle(a, b),
  title: byTitle,
  'year-desc': (a, b) => Number(a.year === null) - Number(b.year === null) || (b.year ?? 0) - (a.year ?? 0) || byTitle(a, b),
  'year-asc': (a, b) => Number(a.year === null) - Number(b.year === null) || (a.year ?? 0) - (b.year ?? 0) || byTitle(a, b),
  'price-asc': (a, b) => a.price - b.price || byTitle(a, b),
  'price-desc': (a, b) => b.price - a.price || byTitle(a, b),
}

describe.each(testDatabases())('catalogue.search order across relevance tiers on %s', (kind) => {
  let temp: TestDatabase
  let deps: ServerDeps

  beforeAll(async () => {
    temp = await createTestDatabase(kind)
    deps = { db: temp.db, policy, logger: memoryLogger(), now: Date.now, limits: defaultLimits }
    await seedCatalogueFixture(temp.db)
    const author = (t: Made) => JSON.stringify([t.tier === 2 ? 'Z. Zebra' : 'B. Writer'])
    await temp.db
      .insertInto('titles')
      .values(made.map((t) => testTitle(t.nbsi, { title: t.title, authors: author(t), year: t.year, price_minor: t.price })))
      .execute()
  })
  afterAll(() => temp.dispose())

  it.each(Object.keys(orders) as CatalogueSort[])('pages of "zebra" sorted by %s are the whole order, cut in pages', async (sort) => {
    // cara may read prices (cart:purchase), so the price sorts apply.
    const caller = createCaller(async () => createContext(deps, await cookieFor(deps.db, 'cara@testville.example')))
    const pages = []
    for (const page of [1, 2, 3, 4, 5]) pages.push(...(await caller.catalogue.search({ q: 'zebra', sort, page, pageSize: 20 })).items.map((t) => t.nbsi))
    expect(pages).toEqual([...made].sort(orders[sort]).map((t) => t.nbsi))
  })
})
