import { TRPCError } from '@trpc/server'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { SearchCatalogueInput } from '../../../contracts/catalogue.ts'
import { memoryLogger } from '../../logger.ts'
import { policy } from '../../policy.ts'
import { seedCatalogueFixture } from '../../testing/catalogue-fixture.ts'
import { cookieFor } from '../../testing/seed.ts'
import { createTestDatabase, testDatabases, type TestDatabase } from '../../testing/test-databases.ts'
import { createContext, type ServerDeps } from '../../trpc/context.ts'
import { createCallerFactory } from '../../trpc/init.ts'
import { appRouter } from '../../trpc/router.ts'
import { defaultLimits } from '../../limits.ts'

const createCaller = createCallerFactory(appRouter)

describe.each(testDatabases())('catalogue filters, sort and title detail on %s', (kind) => {
  let temp: TestDatabase
  let deps: ServerDeps
  const caller = async (email = 'cara@testville.example') => createCaller(async () => createContext(deps, await cookieFor(deps.db, email)))
  const found = async (input: SearchCatalogueInput) => (await (await caller()).catalogue.search(input)).items.map((t) => t.nbsi)

  beforeAll(async () => {
    temp = await createTestDatabase(kind)
    deps = { db: temp.db, policy, logger: memoryLogger(), now: Date.now, limits: defaultLimits }
    await seedCatalogueFixture(temp.db)
  })
  afterAll(() => temp.dispose())

  it('narrows by format, licence model, subject (a whole list element, any case, wildcards literal), price and year', async () => {
    expect(await found({ q: 'chem', format: 'ebook' })).toEqual(['t-org'])
    expect(await found({ q: 'chem', format: 'print' })).toEqual(['t-hist', 't-org', 't-phys'])
    expect(await found({ licence: 'subscription-12m' })).toEqual(['t-org'])
    expect(await found({ licence: 'three-user' })).toEqual([])
    expect(await found({ subject: 'physics' })).toEqual(['t-phys'])
    expect(await found({ subject: 'Phys' })).toEqual([])
    expect(await found({ subject: 'Biology_100%' })).toEqual(['t-cell'])
    expect(await found({ subject: 'Biology_1%' })).toEqual([])
    expect(await found({ q: 'chemistry', priceMin: 2000, priceMax: 5000 })).toEqual(['t-org'])
    expect(await found({ yearFrom: 2020, yearTo: 2024 })).toEqual(['t-cell', 't-org'])
  })

  it('lists by filters alone, and says so; nothing typed and no filter answers nothing', async () => {
    const result = await (await caller()).catalogue.search({ format: 'print' })
    expect([result.matchedBy, result.total]).toEqual(['filters', 3])
    expect(await (await caller()).catalogue.search({ q: '' })).toEqual({ items: [], total: 0, totalIsAtLeast: false, matchedBy: 'none' })
  })

  it('sorts by year (unknown last) and price, always ending on title so pages never overlap', async () => {
    expect(await found({ q: 'chemistry', sort: 'year-desc' })).toEqual(['t-org', 't-phys', 't-hist'])
    expect(await found({ q: 'chemistry', sort: 'year-asc' })).toEqual(['t-phys', 't-org', 't-hist'])
    expect(await found({ q: 'chemistry', sort: 'price-asc' })).toEqual(['t-hist', 't-org', 't-phys'])
    expect(await found({ q: 'chemistry', sort: 'price-desc' })).toEqual(['t-phys', 't-org', 't-hist'])
    expect(await found({ q: 'chemistry', sort: 'title', page: 2, pageSize: 2 })).toEqual(['t-phys'])
  })

  it('refuses a filter out of range with a message', async () => {
    await expect((await caller()).catalogue.search({ q: 'x', priceMin: -1 })).rejects.toThrow('A price is not negative.')
  })

  it('gets a title with its licences by price and the courses of the reader’s institution that list it', async () => {
    const detail = await (await caller()).catalogue.get({ nbsi: 't-org' })
    expect(detail).toMatchObject({ nbsi: 't-org', title: 'Organic Chemistry', edition: 3, year: 2024, subjects: ['Chemistry'], formats: ['print', 'ebook'] })
    expect(detail.licences).toEqual([
      { model: 'subscription-12m', priceMinor: 1999, currency: 'GBP', durationMonths: 12 },
      { model: 'print-copy', priceMinor: 4599, currency: 'GBP', durationMonths: null },
    ])
    expect(detail.courses.map((c) => [c.code, c.term, c.requirement, c.listState])).toEqual([
      ['CHEM101', '2026-autumn', 'essential', 'draft'],
      ['CHEM201', '2027-spring', 'optional', 'final'],
    ])
    expect((await (await caller('olga@otherton.example')).catalogue.get({ nbsi: 't-org' })).courses.map((c) => c.code)).toEqual(['OC1'])
  })

  it('shows no courses to a reader without booklist:view (read BooklistItem), and the data file’s default licence (a print copy at list price)', async () => {
    expect((await (await caller('sam@testville.example')).catalogue.get({ nbsi: 't-org' })).courses).toEqual([])
    expect((await (await caller()).catalogue.get({ nbsi: 't-phys' })).licences).toEqual([
      { model: 'print-copy', priceMinor: 9900, currency: 'GBP', durationMonths: null },
    ])
  })

  it('answers NOT_FOUND for an unknown id', async () => {
    await expect((await caller()).catalogue.get({ nbsi: 'no-such' })).rejects.toSatisfy(
      (error: unknown) => error instanceof TRPCError && error.code === 'NOT_FOUND' && error.message.includes('no-such'),
    )
  })
})
