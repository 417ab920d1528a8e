import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { replaceData } from '../../data/replace-data.ts'
import { defaultLimits } from '../../limits.ts'
import { memoryLogger } from '../../logger.ts'
import { policy } from '../../policy.ts'
import { codeOf } from '../../testing/error-code.ts'
import { fixtureInstitution } from '../../testing/fixture-institution.ts'
import { cookieFor, parseOrThrow } from '../../testing/seed.ts'
import { createTestDatabase, testDatabases, type TestDatabase } from '../../testing/test-databases.ts'
import { createContext, type ServerDeps } from '../../trpc/context.ts'
import { createCallerFactory } from '../../trpc/init.ts'
import { appRouter } from '../../trpc/router.ts'

const createCaller = createCallerFactory(appRouter)

const now = '2026-03-01T12:00:00.000Z'
const store = { flags: { 'store-management': true }, config: { institutionHasStore: true } }

const fixtureInstitutions =
  fixtureInstitution('testville', store) +
  fixtureInstitution('otherton', store) +
  fixtureInstitution('nostore', { flags: { 'store-management': true } }) +
  fixtureInstitution('usville', { ...store, config: { ...store.config, booklist_config: { region: 'us' } } })

const fixture = `
institutions:${fixtureInstitutions}
users:
  - { email: bea@testville.example, institution: testville, permissions: { cart:purchase: true } }
  - { email: cal@testville.example, institution: testville, permissions: { cart:purchase: true } }
  - { email: vic@testville.example, institution: testville, permissions: {} }
  - { email: otto@otherton.example, institution: otherton, permissions: { cart:purchase: true } }
  - { email: nell@nostore.example, institution: nostore, permissions: { cart:purchase: true } }
  - { email: uma@usville.example, institution: usville, permissions: { cart:purchase: true } }
`

const title = (nbsi: string, name: string) => ({
  nbsi,
  title: name,
  publisher: 'Press',
  currency: 'GBP',
  price_minor: 2500,
  authors: '[]',
  formats: '["print"]',
  availability: 'available' as const,
  subjects: '[]',
  language: 'en',
})

/** Testville's products: visible and hidden, in, low and out of stock, one priced in euros; and one of Otherton's. */
const products = [
  { id: 'p-anatomy', nbsi: 't-anatomy', sku: 'BK-t-anatomy', name: 'Anatomy Basics', price_minor: 4599, currency: 'GBP', stock: 12, status: 'active' as const },
  {
    id: 'p-biology',
    nbsi: 't-biology',
    sku: 'BK-t-biology',
    name: 'Biology 100% Online',
    price_minor: 2999,
    currency: 'GBP',
    stock: 3,
    status: 'hidden' as const,
  },
  { id: 'p-chem', nbsi: 't-chem', sku: 'BK-t-chem', name: 'Chemistry Now', price_minor: 1999, currency: 'EUR', stock: 0, status: 'active' as const },
  { id: 'p-pens', nbsi: null, sku: 'SUP-001', name: 'Drawing pens', price_minor: 399, currency: 'GBP', stock: 5, status: 'active' as const },
]

describe.each(testDatabases())('the store API on %s', (kind) => {
  let temp: TestDatabase
  let deps: ServerDeps
  let clock = Date.parse(now)
  const as = (email: string) => createCaller(async () => createContext(deps, await cookieFor(deps.db, email)))
  const bea = () => as('bea@testville.example')
  const key = () => crypto.randomUUID()

  beforeEach(async () => {
    temp = await createTestDatabase(kind)
    clock = Date.parse(now)
    deps = { db: temp.db, policy, logger: memoryLogger(), now: () => clock, limits: defaultLimits }
    await replaceData(temp.db, parseOrThrow(fixture, 'store-fixture.yaml'))
    await temp.db
      .insertInto('titles')
      .values([title('t-anatomy', 'Anatomy Basics'), title('t-biology', 'Biology'), title('t-chem', 'Chemistry Now'), title('t-new', 'New Title <b>bold</b>')])
      .execute()
    await temp.db
      .insertInto('store_products')
      .values([
        ...products.map((product) => ({ ...product, institution_id: 'testville' })),
        {
          id: 'p-other',
          institution_id: 'otherton',
          nbsi: 't-anatomy',
          sku: 'BK-t-anatomy',
          name: 'Anatomy Basics',
          price_minor: 100,
          currency: 'GBP',
          stock: 1,
          status: 'active' as const,
        },
      ])
      .execute()
  })
  afterEach(() => temp.dispose())

  it('lists the institution’s products by name with the currencies each accepts, the total and the store currency', async () => {
    const page = await bea().store.list({})
    expect(page.rows.map((row) => row.id)).toEqual(['p-anatomy', 'p-biology', 'p-chem', 'p-pens'])
    expect([page.total, page.storeCurrency]).toEqual([4, 'GBP'])
    expect(page.rows[2]).toEqual({
      id: 'p-chem',
      institutionId: 'testville',
      nbsi: 't-chem',
      sku: 'BK-t-chem',
      name: 'Chemistry Now',
      priceMinor: 1999,
      currency: 'EUR',
      acceptedCurrencies: ['GBP', 'EUR'],
      stock: 0,
      status: 'active',
      updatedAt: expect.any(String),
      version: 1,
    })
    expect(page.rows[0]!.acceptedCurrencies).toEqual(['GBP'])
    // Another institution sees only its own.
    expect((await as('otto@otherton.example').store.list({})).rows.map((row) => row.id)).toEqual(['p-other'])
  })

  it('searches name, SKU and nbsi (a % is text), filters by visibility and stock, sorts and pages', async () => {
    const ids = async (input: Parameters<ReturnType<typeof bea>['store']['list']>[0]) => (await bea().store.list(input)).rows.map((row) => row.id)
    expect(await ids({ q: 'CHEM' })).toEqual(['p-chem'])
    expect(await ids({ q: 'sup-0' })).toEqual(['p-pens'])
    expect(await ids({ q: 't-bio' })).toEqual(['p-biology'])
    expect(await ids({ q: '100%' })).toEqual(['p-biology'])
    expect(await ids({ status: 'hidden' })).toEqual(['p-biology'])
    expect(await ids({ status: 'active' })).toEqual(['p-anatomy', 'p-chem', 'p-pens'])
    expect(await ids({ stock: 'out' })).toEqual(['p-chem'])
    expect(await ids({ stock: 'low' })).toEqual(['p-biology', 'p-pens'])
    expect(await ids({ stock: 'in' })).toEqual(['p-anatomy'])
    expect(await ids({ sort: 'price' })).toEqual(['p-pens', 'p-chem', 'p-biology', 'p-anatomy'])
    expect(await ids({ sort: 'stock', desc: true })).toEqual(['p-anatomy', 'p-pens', 'p-biology', 'p-chem'])
    const second = await bea().store.list({ sort: 'name', page: 2, pageSize: 25 })
    expect([second.rows, second.total]).toEqual([[], 4])
  })

  it('changes price and stock at the version seen, with the change and the note in the product’s history', async () => {
    const changed = await bea().store.update({ id: 'p-anatomy', version: 1, priceMinor: 4999, currency: 'GBP', stock: 10, note: 'New edition price' })
    expect([changed.priceMinor, changed.stock, changed.version]).toEqual([4999, 10, 2])
    const { events } = await bea().store.history({ id: 'p-anatomy' })
    expect(events).toEqual([
      expect.objectContaining({
        recordType: 'StoreProduct',
        recordId: 'p-anatomy',
        action: 'edit',
        actorEmail: 'bea@testville.example',
        at: now,
        note: 'New edition price',
        changes: { price: { from: '45.99 GBP', to: '49.99 GBP' }, stock: { from: 12, to: 10 } },
      }),
    ])
  })

  it('refuses a currency the product does not accept, a change of nothing and a bad price, saving nothing', async () => {
    await expect(bea().store.update({ id: 'p-anatomy', version: 1, priceMinor: 4599, currency: 'USD', stock: 12 })).rejects.toThrow(
      'This product is priced in GBP, not USD.',
    )
    await expect(bea().store.update({ id: 'p-anatomy', version: 1, priceMinor: 4599, currency: 'GBP', stock: 12 })).rejects.toThrow(/^Nothing changed/)
    expect(await codeOf(bea().store.update({ id: 'p-anatomy', version: 1, priceMinor: 0, currency: 'GBP', stock: 12 }))).toBe('BAD_REQUEST')
    expect(await codeOf(bea().store.update({ id: 'p-anatomy', version: 1, priceMinor: 12.5, currency: 'GBP', stock: 12 }))).toBe('BAD_REQUEST')
    expect(await codeOf(bea().store.update({ id: 'p-anatomy', version: 1, priceMinor: 100, currency: 'XXY', stock: 12 }))).toBe('BAD_REQUEST')
    expect(await codeOf(bea().store.update({ id: 'p-anatomy', version: 1, priceMinor: 100, currency: 'GBP', stock: -1 }))).toBe('BAD_REQUEST')
    // A product priced in euros may move to the store's pounds, or stay in euros.
    expect((await bea().store.update({ id: 'p-chem', version: 1, priceMinor: 1799, currency: 'gbp', stock: 0 })).currency).toBe('GBP')
    const anatomy = await bea().store.history({ id: 'p-anatomy' })
    expect([anatomy.product.priceMinor, anatomy.product.version, anatomy.events]).toEqual([4599, 1, []])
  })

  it('answers a stale version with CONFLICT naming who changed it, and changes nothing', async () => {
    await as('cal@testville.example').store.update({ id: 'p-anatomy', version: 1, priceMinor: 4899, currency: 'GBP', stock: 12 })
    const stale = bea().store.update({ id: 'p-anatomy', version: 1, priceMinor: 5099, currency: 'GBP', stock: 12 })
    await expect(stale).rejects.toThrow(
      /^This product changed after you loaded it: cal@testville\.example changed it at 1 Mar 2026, 12:00 UTC \(price 45\.99 GBP → 48\.99 GBP\)\. Reload/,
    )
    expect(await codeOf(bea().store.setVisibility({ id: 'p-anatomy', version: 1, status: 'hidden' }))).toBe('CONFLICT')
    expect((await bea().store.history({ id: 'p-anatomy' })).product.priceMinor).toBe(4899)
  })

  it('hides and shows products one by one, each audited; one already so is refused with the reason', async () => {
    const hidden = await bea().store.setVisibility({ id: 'p-anatomy', version: 1, status: 'hidden', note: 'Out of print' })
    expect([hidden.status, hidden.version]).toEqual(['hidden', 2])
    await expect(bea().store.setVisibility({ id: 'p-biology', version: 1, status: 'hidden' })).rejects.toThrow('This product is already hidden.')
    await bea().store.setVisibility({ id: 'p-biology', version: 1, status: 'active' })
    expect((await bea().store.list({ status: 'hidden' })).rows.map((row) => row.id)).toEqual(['p-anatomy'])
    expect((await bea().store.history({ id: 'p-anatomy' })).events.map((event) => [event.action, event.from, event.to, event.note])).toEqual([
      ['hide', 'active', 'hidden', 'Out of print'],
    ])
    expect((await bea().store.history({ id: 'p-biology' })).events.map((event) => [event.action, event.from, event.to])).toEqual([
      ['publish', 'hidden', 'active'],
    ])
  })

  it('adds a catalogue title hidden at a price in the store’s currency, once per key and once per title', async () => {
    const input = { nbsi: 't-new', priceMinor: 1250, currency: 'GBP', idempotencyKey: key() }
    const added = await bea().store.add(input)
    expect(added).toMatchObject({
      nbsi: 't-new',
      name: 'New Title <b>bold</b>',
      sku: 'BK-t-new',
      priceMinor: 1250,
      currency: 'GBP',
      stock: 0,
      status: 'hidden',
      version: 1,
    })
    // A retry with the same key answers the same product and adds nothing.
    expect((await bea().store.add(input)).id).toBe(added.id)
    expect((await bea().store.list({ q: 't-new' })).total).toBe(1)
    expect((await bea().store.history({ id: added.id })).events.map((event) => [event.action, event.to, event.changes])).toEqual([
      ['addToStore', 'hidden', { price: { from: null, to: '12.50 GBP' } }],
    ])
    expect(await bea().store.forTitle({ nbsi: 't-new' })).toEqual({ product: expect.objectContaining({ id: added.id }), storeCurrency: 'GBP' })
    await expect(bea().store.add({ ...input, idempotencyKey: key() })).rejects.toThrow('"New Title <b>bold</b>" is already in your store (SKU BK-t-new).')
    await expect(bea().store.add({ nbsi: 't-missing', priceMinor: 100, currency: 'GBP', idempotencyKey: key() })).rejects.toThrow(
      'There is no title with the id "t-missing" in the catalogue.',
    )
    await expect(bea().store.add({ nbsi: 't-biology', priceMinor: 100, currency: 'EUR', idempotencyKey: key() })).rejects.toThrow(
      'Your store sells in GBP, not EUR.',
    )
    // usville trades in dollars.
    expect((await as('uma@usville.example').store.add({ nbsi: 't-new', priceMinor: 1500, currency: 'USD', idempotencyKey: key() })).currency).toBe('USD')
  })

  it('answers the title page: the product of a title, or none', async () => {
    expect(await bea().store.forTitle({ nbsi: 't-biology' })).toEqual({
      product: expect.objectContaining({ id: 'p-biology', status: 'hidden' }),
      storeCurrency: 'GBP',
    })
    expect(await bea().store.forTitle({ nbsi: 't-new' })).toEqual({ product: null, storeCurrency: 'GBP' })
    expect(await as('otto@otherton.example').store.forTitle({ nbsi: 't-biology' })).toEqual({ product: null, storeCurrency: 'GBP' })
  })

  it('lets a person without cart:purchase read the store but change nothing (FORBIDDEN), and never another institution’s product (NOT_FOUND)', async () => {
    const vic = as('vic@testville.example')
    expect((await vic.store.list({})).total).toBe(4)
    await expect(vic.store.update({ id: 'p-anatomy', version: 1, priceMinor: 1, currency: 'GBP', stock: 12 })).rejects.toThrow(
      'You may not edit this product: you do not hold the permission cart:purchase.',
    )
    expect(await codeOf(vic.store.setVisibility({ id: 'p-anatomy', version: 1, status: 'hidden' }))).toBe('FORBIDDEN')
    await expect(vic.store.add({ nbsi: 't-new', priceMinor: 100, currency: 'GBP', idempotencyKey: key() })).rejects.toThrow(
      'You may not add this title to the store: you do not hold the permission cart:purchase.',
    )
    const otto = as('otto@otherton.example')
    expect(await codeOf(otto.store.update({ id: 'p-anatomy', version: 1, priceMinor: 1, currency: 'GBP', stock: 12 }))).toBe('NOT_FOUND')
    expect(await codeOf(otto.store.history({ id: 'p-anatomy' }))).toBe('NOT_FOUND')
    expect((await bea().store.history({ id: 'p-anatomy' })).product).toMatchObject({ priceMinor: 4599, status: 'active', version: 1 })
  })

  it('shows nothing to an institution without a store, and refuses every procedure with the flag off or signed out', async () => {
    const nell = as('nell@nostore.example')
    expect((await nell.store.list({})).total).toBe(0)
    expect(await codeOf(nell.store.add({ nbsi: 't-new', priceMinor: 100, currency: 'GBP', idempotencyKey: key() }))).toBe('FORBIDDEN')
    await temp.db
      .updateTable('institution_flags')
      .set({ enabled: 0 })
      .where('institution_id', '=', 'testville')
      .where('flag', '=', 'store-management')
      .execute()
    const calls = [
      () => bea().store.list({}),
      () => bea().store.history({ id: 'p-anatomy' }),
      () => bea().store.forTitle({ nbsi: 't-anatomy' }),
      () => bea().store.update({ id: 'p-anatomy', version: 1, priceMinor: 1, currency: 'GBP', stock: 1 }),
      () => bea().store.setVisibility({ id: 'p-anatomy', version: 1, status: 'hidden' }),
      () => bea().store.add({ nbsi: 't-new', priceMinor: 1, currency: 'GBP', idempotencyKey: key() }),
    ]
    for (const call of calls) expect(await codeOf(call())).toBe('FORBIDDEN')
    const anonymous = createCaller(async () => createContext(deps, undefined))
    expect(await codeOf(anonymous.store.list({}))).toBe('UNAUTHORIZED')
  })
})
