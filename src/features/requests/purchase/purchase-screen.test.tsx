// @vitest-environment jsdom
import '../../../app/testing/dom-test-setup.ts'
import { TRPCError } from '@trpc/server'
import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, test, vi } from 'vitest'
import { persona } from '../../../../tests/factories/facts.ts'
import { createFakeTrpcServer } from '../../../app/testing/fake-trpc-server.ts'
import { renderApp } from '../../../app/testing/render-app.tsx'
import { axeViolations } from '../../../components/ui/testing/axe-violations.ts'
import type { CartPage, CartRow, OrderSummary, OrdersPage, PlacedOrder, PlaceOrderInput, ReceiveOrderInput } from '../../../contracts/orders.ts'

const me = { id: 'user-1', institutionId: 'inst-1' }
/** An institution whose Requests pages are open (pricing approvals, neither EA nor IA). */
const facts = (permissions: Record<string, boolean>) =>
  persona({
    flags: { 'roles-and-permissions': true, 'order-approvals-page': true },
    permissions,
    institution: { approval_type: 'pricing_approvals', hasApprovalPermission: true, isPricingApprovalsEnabled: true },
    user: me,
  })
const purchaser = facts({ 'cart:purchase': true, 'booklist:approve': true })
const approver = facts({ 'booklist:approve': true })

const cartRow = (id: string, title: string, quantity: number, minor: number, currency = 'GBP'): CartRow => ({
  id,
  version: 2,
  nbsi: `t-${id}`,
  title,
  requesterEmail: 'rita@inst.example',
  courseCode: null,
  quantity,
  unitPrice: { minor, currency },
  createdAt: '2026-11-20T09:00:00.000Z',
  record: { id, institutionId: 'inst-1', requesterId: 'rita', kind: 'purchase', status: 'approved', nbsi: `t-${id}`, courseId: null, quantity },
})

const orderOf = (rows: readonly CartRow[], status: OrderSummary['status'] = 'placed'): OrderSummary => ({
  id: 'ord-1',
  supplier: 'Blackwell',
  status,
  placedAt: '2026-11-25T10:00:00.000Z',
  updatedAt: '2026-11-25T10:00:00.000Z',
  placedByEmail: 'me@inst.example',
  total: { minor: rows.reduce((sum, row) => sum + row.quantity * row.unitPrice.minor, 0), currency: 'GBP' },
  version: status === 'placed' ? 1 : 2,
  lines: rows.map((row) => ({
    requestId: row.id,
    nbsi: row.nbsi,
    title: row.title,
    quantity: row.quantity,
    unitPrice: row.unitPrice,
    requesterEmail: row.requesterEmail,
    requestStatus: status === 'placed' ? 'ordered' : 'fulfilled',
  })),
  record: { id: 'ord-1', institutionId: 'inst-1', placedBy: me.id, status },
})

/** orders.* over a cart held in memory: placing takes the chosen rows out (those in `orderedMeanwhile` are left out by name). */
function purchaseServer(who: ReturnType<typeof facts>, cart: CartRow[], orderedMeanwhile: string[] = []) {
  const placed: PlaceOrderInput[] = []
  const listed: unknown[] = []
  const received: ReceiveOrderInput[] = []
  let orders: OrderSummary[] = []
  const server = createFakeTrpcServer(who, { id: me.id, email: 'me@inst.example', institutionId: me.institutionId }, (t) => ({
    orders: t.router({
      cart: t.procedure.input((value: unknown) => value).query((): CartPage => ({ rows: cart, total: cart.length, lastSupplier: 'Blackwell' })),
      list: t.procedure
        .input((value: unknown) => value)
        .query(({ input }): OrdersPage => {
          listed.push(input)
          return { rows: orders, total: orders.length }
        }),
      place: t.procedure
        .input((value: unknown) => value as PlaceOrderInput)
        .mutation(({ input }): PlacedOrder => {
          placed.push(input)
          const chosen = cart.filter((row) => input.requests.some((request) => request.id === row.id))
          const ordered = chosen.filter((row) => !orderedMeanwhile.includes(row.id))
          if (ordered.length === 0) throw new TRPCError({ code: 'CONFLICT', message: 'Nothing was ordered: paul@inst.example ordered it.' })
          cart = cart.filter((row) => !chosen.includes(row))
          orders = [orderOf(ordered)]
          const leftOut = chosen
            .filter((row) => orderedMeanwhile.includes(row.id))
            .map((row) => ({ id: row.id, title: row.title, reason: 'paul@inst.example ordered it at 25 Nov 2026, 09:00 UTC; it is now ordered.' }))
          return { order: orders[0]!, leftOut }
        }),
      receive: t.procedure
        .input((value: unknown) => value as ReceiveOrderInput)
        .mutation(({ input }) => {
          received.push(input)
          orders = orders.map((order) => orderOf(cartOf(order), 'delivered'))
          return orders[0]!
        }),
    }),
  }))
  const cartOf = (order: OrderSummary) => order.lines.map((line) => cartRow(line.requestId!, line.title, line.quantity, line.unitPrice.minor))
  return { server, placed, received, listed }
}

describe('the purchase screen', () => {
  test('totals the chosen requests in minor units per currency, places one order, and lists it to mark received', async () => {
    const cart = [cartRow('r1', 'Organic Chemistry', 2, 4599), cartRow('r2', 'Cell Biology', 1, 1250), cartRow('r3', 'Imported Atlas', 1, 1000, 'USD')]
    const { server, placed, received } = purchaseServer(purchaser, cart)
    renderApp(server, { path: '/requests/purchase' })
    await screen.findByRole('cell', { name: 'Organic Chemistry' })
    expect(await axeViolations(screen.getByRole('main'))).toEqual([])
    const form = screen.getByRole('form', { name: 'Place an order' })
    expect(within(form).getByRole('button', { name: 'Place order' })).toBeDisabled()

    await userEvent.click(screen.getByRole('checkbox', { name: /^Select Organic Chemistry/ }))
    await userEvent.click(screen.getByRole('checkbox', { name: /^Select Imported Atlas/ }))
    expect(within(form).getByText(/^2 requests chosen; total /)).toHaveTextContent(/£91\.98 \+ (US)?\$10\.00/)
    expect(within(form).getByText(/An order is in one currency/)).toBeInTheDocument()
    expect(within(form).getByRole('button', { name: 'Place order' })).toBeDisabled()

    await userEvent.click(screen.getByRole('checkbox', { name: /^Select Imported Atlas/ }))
    await userEvent.click(screen.getByRole('checkbox', { name: /^Select Cell Biology/ }))
    expect(within(form).getByText(/^2 requests chosen; total /)).toHaveTextContent('£104.48')
    expect(within(form).getByRole('textbox', { name: /Supplier/ })).toHaveValue('Blackwell')
    await userEvent.dblClick(within(form).getByRole('button', { name: 'Place order' }))
    expect(await within(form).findByText(/^Order placed with Blackwell: 2 requests, £104\.48\.$/)).toBeInTheDocument()
    // A double click sends one order, or two with the same key (the server places one).
    expect(new Set(placed.map((input) => input.idempotencyKey)).size).toBe(1)
    expect(placed[0]).toMatchObject({
      supplier: 'Blackwell',
      requests: [
        { id: 'r1', version: 2 },
        { id: 'r2', version: 2 },
      ],
    })

    const orders = await screen.findByRole('table', { name: 'Orders' })
    await within(orders).findByText(/^Organic Chemistry × 2 at £45\.99/)
    await userEvent.click(within(orders).getByRole('button', { name: /^Mark the order with Blackwell/ }))
    const dialog = screen.getByRole('dialog', { name: 'Mark this order received?' })
    await userEvent.type(within(dialog).getByRole('textbox'), 'Boxes in the post room')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Mark received' }))
    expect(received).toEqual([{ id: 'ord-1', version: 1, note: 'Boxes in the post room' }])
    await vi.waitFor(() => expect(within(orders).getByText('delivered')).toBeInTheDocument())
    expect(within(orders).queryByRole('button', { name: /^Mark/ })).not.toBeInTheDocument()
  })

  test('says by name which request was left out because someone ordered it meanwhile', async () => {
    const { server } = purchaseServer(purchaser, [cartRow('r1', 'Organic Chemistry', 2, 4599), cartRow('r2', 'Cell Biology', 1, 1250)], ['r1'])
    renderApp(server, { path: '/requests/purchase' })
    await screen.findByRole('cell', { name: 'Organic Chemistry' })
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select all rows on this page' }))
    await userEvent.click(screen.getByRole('button', { name: 'Place order' }))
    const outcome = await screen.findByText(/^Order placed with Blackwell: 1 request, £12\.50\.$/)
    expect(within(outcome.closest('[role="status"]') as HTMLElement).getByRole('listitem')).toHaveTextContent(
      /^Organic Chemistry: paul@inst\.example ordered it at/,
    )
  })

  test('an empty supplier is said beside the field and nothing is sent', async () => {
    const { server, placed } = purchaseServer(purchaser, [cartRow('r1', 'Organic Chemistry', 2, 4599)])
    renderApp(server, { path: '/requests/purchase' })
    await screen.findByRole('cell', { name: 'Organic Chemistry' })
    await userEvent.click(screen.getByRole('checkbox', { name: /^Select Organic Chemistry/ }))
    await userEvent.clear(screen.getByRole('textbox', { name: /Supplier/ }))
    await userEvent.click(screen.getByRole('button', { name: 'Place order' }))
    expect(await screen.findByText('Name the supplier.')).toBeInTheDocument()
    expect(placed).toEqual([])
  })

  test('someone without cart:purchase sees the approved requests but no selection and no order button', async () => {
    const { server } = purchaseServer(approver, [cartRow('r1', 'Organic Chemistry', 2, 4599)])
    renderApp(server, { path: '/requests/purchase' })
    await screen.findByRole('cell', { name: 'Organic Chemistry' })
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Place order' })).not.toBeInTheDocument()
    expect(screen.getByText(/Placing orders is for those who hold the cart:purchase permission/)).toBeInTheDocument()
  })

  test('the chosen requests show in the kit’s bar for the selection: how many, and Clear selection', async () => {
    const { server } = purchaseServer(purchaser, [cartRow('r1', 'Organic Chemistry', 2, 4599), cartRow('r2', 'Cell Biology', 1, 1250)])
    renderApp(server, { path: '/requests/purchase' })
    await screen.findByRole('cell', { name: 'Organic Chemistry' })
    expect(screen.queryByRole('group', { name: 'Selected rows' })).not.toBeInTheDocument()
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select all rows on this page' }))
    const bar = screen.getByRole('group', { name: 'Selected rows' })
    expect(within(bar).getByText('2 selected')).toBeInTheDocument()
    expect(within(screen.getByRole('main')).getByText(/^2 requests chosen; total /)).toBeInTheDocument()
    await userEvent.click(within(bar).getByRole('button', { name: 'Clear selection' }))
    expect(screen.queryByRole('group', { name: 'Selected rows' })).not.toBeInTheDocument()
    expect(screen.getByRole('checkbox', { name: /^Select Organic Chemistry/ })).not.toBeChecked()
    expect(within(screen.getByRole('main')).getByText('Choose the requests to order.')).toBeInTheDocument()
  })

  test('the route’s loader and the page ask for the orders’ page the URL names with one input', async () => {
    const { server, listed } = purchaseServer(approver, [])
    renderApp(server, { path: '/requests/purchase?page=2&pageSize=50' })
    await screen.findByRole('table', { name: 'Orders' })
    await vi.waitFor(() => expect(listed.length).toBeGreaterThan(0))
    expect(new Set(listed.map((input) => JSON.stringify(input)))).toEqual(new Set([JSON.stringify({ page: 2, pageSize: 50 })]))
  })
})
