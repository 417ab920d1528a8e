import { afterAll, beforeAll, describe, expect, it } from 'vitest'
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
 * catalogue-order.api.test.ts pins the order below the count's cap (1,000
 * matches); these catalogues are larger, so each page here is read past the cap,
 * and must still be the slice of the order written out here: the guard for any
 * page query that reads past the cap differently (issue 61 tried one tier at a
 * time; docs/performance.md). "zebra" has a tier 1 larger than the cap; "okapi"
 * has small tiers 0 and 1 and a large tier 2. Titles use one case pattern and
 * zero-padded numbers, so PostgreSQL's collation and SQLite's byte order agree on them.
 */
interface Made {
  readonly nbsi: string
  readonly title: string
  readonly author: string
  readonly tier: number
}

function catalogue(word: string, sizes: readonly [number, number, number]): Made[] {
  const titled = [(n: string) => `${word} Studies ${n}`, (n: string) => `Applied ${word} Care ${n}`, (n: string) => `Mammal Field Notes ${n}`]
  return sizes.flatMap((size, tier) =>
    Array.from({ length: size }, (_, i) => ({
      // nbsi runs against the title order, so ties on a title are broken by nbsi, not insertion.
      nbsi: `t-${word.toLowerCase()}-${tier}-${String(size - i).padStart(4, '0')}`,
      title: titled[tier]!(String(Math.floor(i / 3)).padStart(4, '0')),
      author: tier === 2 ? `Z. ${word}` : 'B. Writer',
      tier,
    })),
  )
}

const made = { zebra: catalogue('Zebra', [300, 1_100, 400]), okapi: catalogue('Okapi', [5, 12, 1_100]) }
const byRelevance = (a: Made, b: Made) => a.tier - b.tier || (a.title < b.title ? -1 : a.title > b.title ? 1 : a.nbsi < b.nbsi ? -1 : 1)

/** The two catalogues, in one transaction of a few statements, so each database fills in well under a second. */
async function insertCatalogues(db: TestDatabase['db']): Promise<void> {
  const rows = [...made.zebra, ...made.okapi].map((t) => testTitle(t.nbsi, { title: t.title, authors: JSON.stringify([t.author]) }))
  await db.transaction().execute(async (trx) => {
    for (let i = 0; i < rows.length; i += 500)
      await trx
        .insertInto('titles')
        .values(rows.slice(i, i + 500))
        .execute()
  })
}

describe.each(testDatabases())('catalogue.search relevance pages past the count cap on %s', (kind) => {
  let temp: TestDatabase
  let caller: ReturnType<typeof createCaller>

  beforeAll(async () => {
    temp = await createTestDatabase(kind)
    await seedCatalogueFixture(temp.db)
    await insertCatalogues(temp.db)
    // cara may read prices (cart:purchase), as in catalogue-order.api.test.ts.
    const deps: ServerDeps = { db: temp.db, policy, logger: memoryLogger(), now: Date.now, limits: defaultLimits }
    caller = createCaller(async () => createContext(deps, await cookieFor(deps.db, 'cara@testville.example')))
  })
  afterAll(() => temp.dispose())

  it.each([
    // First pages, a page across tiers 0 and 1, one deep in tier 1, one past its thousandth title, and tier 2.
    ['zebra', 30, [1, 2, 10, 11, 40, 47, 50, 60]],
    // Tiers 0 and 1 end inside the first page; the rest is tier 2.
    ['okapi', 20, [1, 2, 3, 30, 56]],
  ] as const)('pages of "%s" (%i a page) are slices of the whole relevance order', async (q, pageSize, pages) => {
    const order = [...made[q]].sort(byRelevance).map((t) => t.nbsi)
    for (const page of pages) {
      const found = await caller.catalogue.search({ q, sort: 'relevance', page, pageSize })
      expect(found.totalIsAtLeast).toBe(true)
      expect(
        found.items.map((t) => t.nbsi),
        `page ${page}`,
      ).toEqual(order.slice((page - 1) * pageSize, page * pageSize))
    }
  })
})
