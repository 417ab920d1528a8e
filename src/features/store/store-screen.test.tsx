// @vitest-environment jsdom
import '../../app/testing/dom-test-setup.ts'
import { TRPCError } from '@trpc/server'
import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, test, vi } from 'vitest'
import { persona, type PersonaOverrides } from '../../../tests/factories/facts.ts'
import { createFakeTrpcServer } from '../../app/testing/fake-trpc-server.ts'
import { renderApp } from '../../app/testing/render-app.tsx'
import { axeViolations } from '../../components/ui/testing/axe-violations.ts'
import type { RecordEvent } from '../../contracts/record-history.ts'
import type { ListStoreInput, ProductEdit, StorePage, StoreProductRow, VisibilityChange } from '../../contracts/store.ts'

const me = { id: 'user-1', institutionId: 'inst-1' }
const storeFacts = (overrides: PersonaOverrides = {}) =>
  persona({
    flags: { 'store-management': true, 'roles-and-permissions': true },
    institution: { institutionHasStore: true, booklist_config: { region: 'gb' } },
    user: me,
    ...overrides,
  })
const buyer = storeFacts({ permissions: { 'cart:purchase': true } })
const viewer = storeFacts()
const noStore = persona({ flags: { 'store-management': true, 'roles-and-permissions': true }, institution: { institutionHasStore: false }, user: me })

const product = (id: string, name: string, stock: number, status: StoreProductRow['status'] = 'active'): StoreProductRow => ({
  id,
  institutionId: 'inst-1',
  nbsi: `nbsi-${id}`,
  sku: `SKU-${id}`,
  name,
  priceMinor: 4599,
  currency: 'GBP',
  acceptedCurrencies: ['GBP', 'JPY'],
  stock,
  status,
  updatedAt: '2026-11-20T09:00:00.000Z',
  version: 3,
})

const conflict = 'This product changed after you loaded it: ben@inst.example changed it at 25 Nov 2026, 09:00 UTC. Reload to see the latest version.'

/** store.* over rows in memory; an id in `changedMeanwhile` answers CONFLICT. */
function storeServer(facts: ReturnType<typeof persona>, rows: StoreProductRow[], changedMeanwhile: string[] = []) {
  const lists: ListStoreInput[] = []
  const updates: ProductEdit[] = []
  const visibility: VisibilityChange[] = []
  const store = new Map(rows.map((row) => [row.id, row]))
  const history: RecordEvent[] = [
    {
      id: 1,
      recordType: 'StoreProduct',
      recordId: 'p1',
      actorId: 'ana',
      actorEmail: 'ana@inst.example',
      at: '2026-10-01T09:00:00.000Z',
      action: 'edit',
      from: null,
      to: null,
      note: 'Publisher price rise',
      changes: { price: { from: '39.99 GBP', to: '45.99 GBP' }, stock: { from: 2, to: 12 } },
    },
    {
      id: 2,
      recordType: 'StoreProduct',
      recordId: 'p1',
      actorId: 'ben',
      actorEmail: 'ben@inst.example',
      at: '2026-11-01T09:00:00.000Z',
      action: 'hide',
      from: 'active',
      to: 'hidden',
      note: null,
      changes: {},
    },
  ]
  const refuse = (id: string) => {
    if (changedMeanwhile.includes(id)) throw new TRPCError({ code: 'CONFLICT', message: conflict })
  }
  const server = createFakeTrpcServer(facts, { id: me.id, email: 'me@inst.example', institutionId: me.institutionId }, (t) => ({
    store: t.router({
      list: t.procedure
        .input((value: unknown) => value as ListStoreInput)
        .query(({ input }): StorePage => {
          lists.push(input)
          const shown = [...store.values()].filter((row) => input.status === undefined || row.status === input.status)
          return { rows: shown, total: shown.length, storeCurrency: 'GBP' }
        }),
      history: t.procedure.input((value: unknown) => value as { id: string }).query(({ input }) => ({ product: store.get(input.id)!, events: history })),
      update: t.procedure
        .input((value: unknown) => value as ProductEdit)
        .mutation(({ input }) => {
          updates.push(input)
          refuse(input.id)
          const next = { ...store.get(input.id)!, priceMinor: input.priceMinor, currency: input.currency, stock: input.stock, version: input.version + 1 }
          store.set(input.id, next)
          return next
        }),
      setVisibility: t.procedure
        .input((value: unknown) => value as VisibilityChange)
        .mutation(({ input }) => {
          visibility.push(input)
          refuse(input.id)
          const next = { ...store.get(input.id)!, status: input.status, version: input.version + 1 }
          store.set(input.id, next)
          return next
        }),
    }),
  }))
  return { server, lists, updates, visibility }
}

const rowOf = (name: string) => screen.getByText(name, { selector: 'td' }).closest('tr')!

describe('the store screen', () => {
  test('reads its filters from the URL; shows price, visibility and availability; Edit and the bulk bar for a buyer', async () => {
    const { server, lists } = storeServer(buyer, [product('p1', 'Organic Chemistry', 12), product('p2', 'Lab Coat', 3, 'hidden'), product('p3', 'Goggles', 0)])
    renderApp(server, { path: '/store?q=%22chem%22&stock=%22low%22&sort=%22price%22&desc=true' })
    const table = await screen.findByRole('table', { name: 'Products' })
    await within(table).findByText('Organic Chemistry', { selector: 'td' })
    expect(lists.at(-1)).toMatchObject({ q: 'chem', stock: 'low', sort: 'price', desc: true, page: 1 })
    expect(within(rowOf('Organic Chemistry')).getByText('£45.99')).toBeInTheDocument()
    expect(within(rowOf('Organic Chemistry')).getByText('In stock (12)')).toBeInTheDocument()
    expect(within(rowOf('Lab Coat')).getByText('Low stock (3)')).toBeInTheDocument()
    expect(within(rowOf('Lab Coat')).getByText('Hidden')).toBeInTheDocument()
    expect(within(rowOf('Goggles')).getByText('Out of stock')).toBeInTheDocument()
    expect(within(rowOf('Goggles')).getByText('Visible')).toBeInTheDocument()
    expect(within(rowOf('Goggles')).getByText('20 Nov 2026')).toBeInTheDocument()
    expect(within(rowOf('Goggles')).getByRole('button', { name: 'Edit Goggles (SKU-p3)' })).toBeInTheDocument()
    expect(screen.getByRole('checkbox', { name: 'Select all rows on this page' })).toBeInTheDocument()
    expect(await axeViolations(screen.getByRole('main'))).toEqual([])
  })

  test('someone without cart:purchase sees the products and their history, with no Edit and no selection', async () => {
    const { server } = storeServer(viewer, [product('p1', 'Organic Chemistry', 12)])
    renderApp(server, { path: '/store' })
    await screen.findByText('Organic Chemistry', { selector: 'td' })
    expect(within(rowOf('Organic Chemistry')).queryByRole('button', { name: /^Edit/ })).not.toBeInTheDocument()
    expect(screen.queryByRole('group', { name: 'Selected rows' })).not.toBeInTheDocument()
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument()
    expect(within(rowOf('Organic Chemistry')).getByRole('button', { name: 'History of Organic Chemistry (SKU-p1)' })).toBeInTheDocument()
  })

  test('a price the currency cannot hold is said beside the field and nothing is sent', async () => {
    const { server, updates } = storeServer(buyer, [product('p1', 'Organic Chemistry', 12)])
    renderApp(server, { path: '/store' })
    await userEvent.click(await screen.findByRole('button', { name: 'Edit Organic Chemistry (SKU-p1)' }))
    const dialog = screen.getByRole('dialog', { name: 'Edit Organic Chemistry' })
    const price = within(dialog).getByRole('textbox', { name: /Price/ })
    expect(price).toHaveValue('45.99')
    expect(price).toHaveAccessibleDescription('read as £45.99 In the currency chosen below, without its sign.')
    // A comma that could group thousands or mark decimals is asked about, never guessed (issue 50: 12,99 became £12.99).
    await userEvent.clear(price)
    await userEvent.type(price, '12,99')
    expect(within(dialog).queryByText(/^read as/)).not.toBeInTheDocument()
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }))
    expect(price).toHaveAccessibleDescription(
      /“12,99” is unclear here, where a point marks decimals \(12\.99\) and a comma separates thousands \(1,299\)\. Type 12\.99 or 1299\./,
    )
    await userEvent.clear(price)
    await userEvent.type(price, '45.99')
    await userEvent.selectOptions(within(dialog).getByRole('combobox', { name: 'Currency' }), 'JPY')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }))
    expect(price).toHaveAttribute('aria-invalid', 'true')
    expect(price).toHaveAccessibleDescription(/JPY has no minor units: type a whole number, such as 1200\./)
    await userEvent.clear(within(dialog).getByRole('textbox', { name: /Stock/ }))
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Stock/ }), '-2')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }))
    expect(within(dialog).getByRole('textbox', { name: /Stock/ })).toHaveAccessibleDescription(/Stock is not negative\./)
    expect(updates).toEqual([])
    expect(await axeViolations(dialog)).toEqual([])
  })

  test('a good edit sends the price in minor units at the version seen, closes and says so; a conflict stays in the dialog with what was typed', async () => {
    const { server, updates } = storeServer(buyer, [product('p1', 'Organic Chemistry', 12), product('p2', 'Lab Coat', 3)], ['p2'])
    renderApp(server, { path: '/store' })
    await userEvent.click(await screen.findByRole('button', { name: 'Edit Organic Chemistry (SKU-p1)' }))
    let dialog = screen.getByRole('dialog', { name: 'Edit Organic Chemistry' })
    await userEvent.clear(within(dialog).getByRole('textbox', { name: /Price/ }))
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Price/ }), '1,049.50')
    // What the price is read as is said beside it, and read with it, before anything is saved.
    expect(within(dialog).getByText('read as £1,049.50')).toBeInTheDocument()
    expect(within(dialog).getByRole('textbox', { name: /Price/ })).toHaveAccessibleDescription(
      'read as £1,049.50 In the currency chosen below, without its sign.',
    )
    await userEvent.clear(within(dialog).getByRole('textbox', { name: /Stock/ }))
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Stock/ }), '20')
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Note/ }), 'New edition')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }))
    expect(await screen.findByText('Organic Chemistry: price and stock saved')).toBeInTheDocument()
    expect(updates).toEqual([{ id: 'p1', version: 3, priceMinor: 104950, currency: 'GBP', stock: 20, note: 'New edition' }])
    expect(screen.queryByRole('dialog', { name: 'Edit Organic Chemistry' })).not.toBeInTheDocument()
    await vi.waitFor(() => expect(within(rowOf('Organic Chemistry')).getByText('£1,049.50')).toBeInTheDocument())

    await userEvent.click(screen.getByRole('button', { name: 'Edit Lab Coat (SKU-p2)' }))
    dialog = screen.getByRole('dialog', { name: 'Edit Lab Coat' })
    await userEvent.clear(within(dialog).getByRole('textbox', { name: /Stock/ }))
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Stock/ }), '7')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }))
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(conflict)
    expect(within(dialog).getByRole('textbox', { name: /Stock/ })).toHaveValue('7')
  })

  test('hides three products, each on its own, and lists the one that failed by name with its reason', async () => {
    const { server, visibility } = storeServer(
      buyer,
      [product('p1', 'Organic Chemistry', 12), product('p2', 'Lab Coat', 3), product('p3', 'Goggles', 0)],
      ['p2'],
    )
    renderApp(server, { path: '/store' })
    await screen.findByText('Organic Chemistry', { selector: 'td' })
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select all rows on this page' }))
    await userEvent.click(within(screen.getByRole('group', { name: 'Selected rows' })).getByRole('button', { name: 'Hide from store…' }))
    const dialog = screen.getByRole('dialog', { name: 'Hide 3 products from the store?' })
    await userEvent.type(within(dialog).getByRole('textbox'), 'Out of season')
    expect(await axeViolations(dialog)).toEqual([])
    await userEvent.click(within(dialog).getByRole('button', { name: 'Hide' }))
    const outcome = (await screen.findByText('2 hidden, 1 failed')).closest('[role="status"]') as HTMLElement
    expect(within(outcome).getByRole('listitem')).toHaveTextContent(`Lab Coat (SKU-p2): ${conflict}`)
    expect(visibility.sort((a, b) => a.id.localeCompare(b.id))).toEqual([
      { id: 'p1', version: 3, status: 'hidden', note: 'Out of season' },
      { id: 'p2', version: 3, status: 'hidden', note: 'Out of season' },
      { id: 'p3', version: 3, status: 'hidden', note: 'Out of season' },
    ])
    await vi.waitFor(() => expect(within(rowOf('Goggles')).getByText('Hidden')).toBeInTheDocument())
    // The failed row stays selected, so trying again is one click.
    expect(within(rowOf('Lab Coat')).getByRole('checkbox')).toBeChecked()
    expect(within(rowOf('Goggles')).getByRole('checkbox')).not.toBeChecked()
  })

  test('a link to a product opens its history: who, when, from → to, the note', async () => {
    const { server } = storeServer(viewer, [product('p1', 'Organic Chemistry', 12, 'hidden')])
    renderApp(server, { path: '/store?product=%22p1%22' })
    const dialog = await screen.findByRole('dialog', { name: 'Product history' })
    const events = await within(dialog).findAllByRole('listitem')
    expect(events[0]).toHaveTextContent(/ana@inst\.example changed: price 39\.99 GBP → 45\.99 GBP, stock 2 → 12/)
    expect(events[0]).toHaveTextContent('“Publisher price rise”')
    // The statuses as the page names them.
    expect(events[1]).toHaveTextContent(/ben@inst\.example hid: Visible → Hidden/)
    expect(await axeViolations(dialog)).toEqual([])
  })

  test('Enter on a row opens that product’s history', async () => {
    const { server } = storeServer(viewer, [product('p1', 'Organic Chemistry', 12)])
    renderApp(server, { path: '/store' })
    const row = (await screen.findByText('Organic Chemistry', { selector: 'td' })).closest('tr')!
    row.focus()
    await userEvent.keyboard('{Enter}')
    expect(await screen.findByRole('dialog', { name: 'Product history' })).toBeInTheDocument()
  })

  test('a visibility the page does not know is shown beside its field, and nothing is asked', async () => {
    const { server, lists } = storeServer(buyer, [product('p1', 'Organic Chemistry', 12)])
    renderApp(server, { path: '/store?status=%22shown%22' })
    expect((await screen.findAllByText('“shown” is not a visibility: choose one of active, hidden.')).length).toBeGreaterThan(0)
    expect(lists).toEqual([])
  })

  test('an institution without a store cannot open the page (the Store menu item needs a store), and nothing is asked', async () => {
    const { server, lists } = storeServer(noStore, [product('p1', 'Organic Chemistry', 12)])
    renderApp(server, { path: '/store' })
    expect(await screen.findByText('You do not have access to /store.')).toBeInTheDocument()
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(lists).toEqual([])
  })

  test('product names are text, never markup', async () => {
    const { server } = storeServer(buyer, [product('p1', '<img src=x onerror=alert(1)>', 12)])
    renderApp(server, { path: '/store' })
    expect(await screen.findByText('<img src=x onerror=alert(1)>', { selector: 'td' })).toBeInTheDocument()
    expect(document.querySelector('img[src="x"]')).toBeNull()
  })
})
