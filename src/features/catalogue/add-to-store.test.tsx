// @vitest-environment jsdom
import '../../app/testing/dom-test-setup.ts'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { TRPCError } from '@trpc/server'
import { describe, expect, test } from 'vitest'
import { persona } from '../../../tests/factories/facts.ts'
import { catalogueTitle } from '../../../tests/factories/catalogue-titles.ts'
import type { Permission } from '../../generated/policy-names.gen.ts'
import type { AddToStore, ProductForTitle, StoreProductRow } from '../../contracts/store.ts'
import { formatMoney } from '../../app/format/money.ts'
import { createFakeTrpcServer } from '../../app/testing/fake-trpc-server.ts'
import { renderApp } from '../../app/testing/render-app.tsx'
import { axeViolations } from '../../components/ui/testing/axe-violations.ts'

// 45.99 GBP, the factory's list price.
const organic = catalogueTitle('t-org', 'Organic Chemistry', { licences: [] })

const product = (overrides: Partial<StoreProductRow> = {}): StoreProductRow => ({
  id: 'prod-1',
  institutionId: 'inst-1',
  nbsi: 't-org',
  sku: 'BK-t-org',
  name: 'Organic Chemistry',
  priceMinor: 3999,
  currency: 'GBP',
  acceptedCurrencies: ['GBP'],
  stock: 0,
  status: 'active',
  updatedAt: '2026-11-01T10:00:00.000Z',
  version: 1,
  ...overrides,
})

interface Setup {
  readonly permissions?: Partial<Record<Permission, boolean>>
  readonly store?: boolean
  readonly inStore?: StoreProductRow | null
  readonly refuse?: TRPCError
  /** forTitle fails this many times before it answers. */
  readonly failures?: number
}

function open({ permissions = { 'cart:purchase': true }, store = true, inStore = null, refuse, failures = 0 }: Setup = {}) {
  let failing = failures
  const adds: AddToStore[] = []
  const asked: string[] = []
  let sold = inStore
  const server = createFakeTrpcServer(
    persona({
      flags: { 'roles-and-permissions': true, 'store-management': store },
      permissions: { 'catalogue:search': true, ...permissions },
      institution: { institutionHasStore: true },
    }),
    undefined,
    (t) => ({
      store: t.router({
        forTitle: t.procedure
          .input((value: unknown) => value as { nbsi: string })
          .query(({ input }): ProductForTitle => {
            asked.push(input.nbsi)
            if (failing-- > 0) throw new TRPCError({ code: 'INTERNAL_SERVER_ERROR', message: 'The store is down.' })
            return { product: sold, storeCurrency: 'GBP' }
          }),
        add: t.procedure
          .input((value: unknown) => value as AddToStore)
          .mutation(({ input }) => {
            adds.push(input)
            if (refuse) throw refuse
            sold = product({ id: 'prod-new', priceMinor: input.priceMinor, status: 'hidden' })
            return sold
          }),
      }),
    }),
    { titles: [organic] },
  )
  renderApp(server, { path: '/search/t-org' })
  return { adds, asked }
}

async function openDialog() {
  await userEvent.click(await screen.findByRole('button', { name: 'Add to store…' }))
  const dialog = screen.getByRole('dialog', { name: 'Add to store' })
  return { dialog, price: within(dialog).getByRole('textbox', { name: /Price/ }) }
}

describe('add a title to the store from its page', () => {
  test('without the store (no store-management flag) nothing is shown and the store is not asked', async () => {
    const { asked } = open({ store: false })
    expect(await screen.findByRole('heading', { level: 1, name: 'Organic Chemistry' })).toBeInTheDocument()
    expect(screen.queryByText(/In your store/)).toBeNull()
    expect(screen.queryByRole('button', { name: 'Add to store…' })).toBeNull()
    expect(asked).toEqual([])
  })

  test('a title in the store says its price and visibility, and links to its history on the Store page', async () => {
    open({ inStore: product() })
    const line = await screen.findByText(/In your store:/)
    expect(line).toHaveTextContent(`In your store: ${formatMoney({ minor: 3999, currency: 'GBP' })}, visible.`)
    expect(within(line).getByRole('link', { name: 'Open it in the Store' })).toHaveAttribute('href', '/store?product=prod-1')
    expect(screen.queryByRole('button', { name: 'Add to store…' })).toBeNull()
    expect(await axeViolations(document.body)).toEqual([])
  })

  test('a failed look-up says so with Retry, which asks again', async () => {
    open({ inStore: product(), failures: 1 })
    const failure = await screen.findByRole('alert')
    expect(failure).toHaveTextContent('The store is down.')
    await userEvent.click(within(failure).getByRole('button', { name: 'Retry' }))
    expect(await screen.findByText(/In your store:/)).toBeInTheDocument()
  })

  test('who may only read the store (no cart:purchase) is not offered to add', async () => {
    const { asked } = open({ permissions: {} })
    await waitFor(() => expect(asked).toEqual(['t-org']))
    expect(screen.getByRole('heading', { level: 1, name: 'Organic Chemistry' })).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Add to store…' })).toBeNull()
  })

  test('adds at the typed price with one key, says so, and then shows the product, hidden', async () => {
    const { adds } = open()
    const { dialog, price } = await openDialog()
    // Prefilled with the list price: the title's currency is the store's.
    expect(price).toHaveValue('45.99')
    expect(price).toHaveFocus()
    expect(within(dialog).getByText('GBP')).toBeInTheDocument()
    expect(await axeViolations(document.body)).toEqual([])
    await userEvent.clear(price)
    await userEvent.type(price, '39.50')
    expect(price).toHaveAccessibleDescription('read as £39.50 In GBP, your store’s currency.')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add, hidden' }))

    expect(await screen.findByText('Added to your store, hidden until you show it.')).toBeInTheDocument()
    expect(adds).toEqual([{ nbsi: 't-org', priceMinor: 3950, currency: 'GBP', idempotencyKey: expect.any(String) }])
    expect(screen.queryByRole('dialog')).toBeNull()
    const line = await screen.findByText(/In your store:/)
    expect(line).toHaveTextContent(`In your store: ${formatMoney({ minor: 3950, currency: 'GBP' })}, hidden.`)
    expect(line).toHaveFocus()
  })

  test.each([
    ['12.999', 'GBP has 2 decimals: type a price such as 12.99.'],
    ['abc', 'Type the price as a number, such as 12.99, without the currency sign.'],
    ['12,5', '“12,5” is unclear here, where a point marks decimals (12.99) and a comma separates thousands (1,299). Type 12.5 or 125.'],
  ])('a price of "%s" is refused beside the field and nothing is sent', async (typed, message) => {
    const { adds } = open()
    const { dialog, price } = await openDialog()
    await userEvent.clear(price)
    await userEvent.type(price, typed)
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add, hidden' }))
    expect(price).toHaveAccessibleDescription(`${message} In GBP, your store’s currency.`)
    expect(price).toHaveAttribute('aria-invalid', 'true')
    expect(adds).toEqual([])
  })

  test('the server’s CONFLICT is said in the dialog with the typed price kept; sending again reuses the key', async () => {
    const { adds } = open({ refuse: new TRPCError({ code: 'CONFLICT', message: '"Organic Chemistry" is already in your store (SKU BK-t-org).' }) })
    const { dialog, price } = await openDialog()
    await userEvent.clear(price)
    await userEvent.type(price, '40')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add, hidden' }))
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('"Organic Chemistry" is already in your store (SKU BK-t-org).')
    expect(price).toHaveValue('40')
    expect(screen.getByRole('dialog', { name: 'Add to store' })).toBeInTheDocument()
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add, hidden' }))
    await waitFor(() => expect(adds).toHaveLength(2))
    expect(adds[1]?.idempotencyKey).toBe(adds[0]?.idempotencyKey)
    expect(adds[0]).toMatchObject({ priceMinor: 4000, currency: 'GBP' })
  })
})
