import { randomUUID } from 'node:crypto'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { defaultLimits } from '../../limits.ts'
import { memoryLogger } from '../../logger.ts'
import { policy } from '../../policy.ts'
import { codeOf } from '../../testing/error-code.ts'
import { fixtureTitles, seedRequestsFixture } from '../../testing/requests-fixture.ts'
import { cookieFor } from '../../testing/seed.ts'
import { createTestDatabase, testDatabases, type TestDatabase } from '../../testing/test-databases.ts'
import { createContext, type ServerDeps } from '../../trpc/context.ts'
import { createCallerFactory } from '../../trpc/init.ts'
import { appRouter } from '../../trpc/router.ts'

const createCaller = createCallerFactory(appRouter)

describe.each(testDatabases())('the purchase API on %s', (kind) => {
  let temp: TestDatabase
  let deps: ServerDeps
  let clock = Date.parse('2026-11-23T08:00:00.000Z')
  const as = (email: string) => createCaller(async () => createContext(deps, await cookieFor(deps.db, email)))
  const rita = () => as('rita@testville.example')
  const amy = () => as('amy@testville.example')
  const pam = () => as('pam@testville.example')

  /** A purchase request by rita, approved by amy: what the cart holds. */
  async function approvedPurchase(nbsi: string = fixtureTitles[0], quantity = 2) {
    const created = await rita().requests.create({ kind: 'purchase', nbsi, quantity, idempotencyKey: randomUUID() })
    return amy().requests.approve({ id: created.id, version: created.version })
  }
  const chosen = (...requests: { id: string; version: number }[]) => requests.map(({ id, version }) => ({ id, version }))

  beforeEach(async () => {
    temp = await createTestDatabase(kind)
    deps = { db: temp.db, policy, logger: memoryLogger(), now: () => (clock += 1000), limits: defaultLimits }
    await seedRequestsFixture(temp.db)
  })
  afterEach(() => temp.dispose())

  it('lists approved purchase requests with their prices, oldest first, for a purchaser who cannot approve', async () => {
    const first = await approvedPurchase(fixtureTitles[0], 2)
    const second = await approvedPurchase(fixtureTitles[1], 1)
    await rita().requests.create({ kind: 'purchase', nbsi: fixtureTitles[0], quantity: 1, idempotencyKey: randomUUID() }) // pending: not in the cart
    await as('abe@testville.example').requests.create({ kind: 'title', nbsi: fixtureTitles[0], quantity: 1, idempotencyKey: randomUUID() })
    const cart = await pam().orders.cart({})
    expect(cart.rows.map((row) => [row.id, row.title, row.quantity, row.unitPrice])).toEqual([
      [first.id, 'Organic Chemistry', 2, { minor: 4599, currency: 'GBP' }],
      [second.id, 'Cell Biology', 1, { minor: 4599, currency: 'GBP' }],
    ])
    expect([cart.total, cart.lastSupplier]).toEqual([2, null])
    // Pam reads the institution's purchase requests (to order and follow them), and no other kind.
    expect(await codeOf(pam().requests.get({ id: first.id }))).toBe('OK')
  })

  it('places one order: each request ordered with its event, lines at list price, the total in minor units', async () => {
    const first = await approvedPurchase(fixtureTitles[0], 2)
    const second = await approvedPurchase(fixtureTitles[1], 3)
    const placed = await pam().orders.place({ requests: chosen(first, second), supplier: 'Blackwell', idempotencyKey: randomUUID() })
    expect(placed.leftOut).toEqual([])
    expect(placed.order).toMatchObject({
      supplier: 'Blackwell',
      status: 'placed',
      placedByEmail: 'pam@testville.example',
      total: { minor: 5 * 4599, currency: 'GBP' },
    })
    expect(placed.order.lines.map((line) => [line.requestId, line.quantity, line.unitPrice.minor, line.requestStatus])).toEqual([
      [first.id, 2, 4599, 'ordered'],
      [second.id, 3, 4599, 'ordered'],
    ])
    const history = await rita().requests.get({ id: first.id })
    expect(history.events.map((e) => [e.action, e.actorEmail, e.from, e.to])).toEqual([
      ['create', 'rita@testville.example', null, 'pending'],
      ['approve', 'amy@testville.example', 'pending', 'approved'],
      ['order', 'pam@testville.example', 'approved', 'ordered'],
    ])
    expect((await pam().orders.cart({})).rows).toEqual([])
    expect((await pam().orders.cart({})).lastSupplier).toBe('Blackwell')
    const orders = await amy().orders.list({})
    expect([orders.total, orders.rows[0]?.id]).toEqual([1, placed.order.id])
  })

  it('places once when the same attempt is sent twice at once or retried', async () => {
    const request = await approvedPurchase()
    const input = { requests: chosen(request), supplier: 'Blackwell', idempotencyKey: randomUUID() }
    const [a, b] = await Promise.all([pam().orders.place(input), pam().orders.place(input)])
    const retried = await pam().orders.place(input)
    expect(new Set([a.order.id, b.order.id, retried.order.id]).size).toBe(1)
    expect((await pam().orders.list({})).total).toBe(1)
    const events = (await pam().requests.get({ id: request.id })).events
    expect(events.filter((e) => e.action === 'order')).toHaveLength(1)
  })

  it('leaves out, by name, a request ordered or cancelled meanwhile, and orders nothing twice', async () => {
    const first = await approvedPurchase(fixtureTitles[0])
    const second = await approvedPurchase(fixtureTitles[1])
    // Paul orders the first while Pam's cart still shows it.
    await as('paul@testville.example').orders.place({ requests: chosen(first), supplier: 'Dawson', idempotencyKey: randomUUID() })
    const placed = await pam().orders.place({ requests: chosen(first, second), supplier: 'Blackwell', idempotencyKey: randomUUID() })
    expect(placed.order.lines.map((line) => line.requestId)).toEqual([second.id])
    expect(placed.order.total.minor).toBe(2 * 4599)
    expect(placed.leftOut).toEqual([
      { id: first.id, title: 'Organic Chemistry', reason: expect.stringMatching(/^paul@testville\.example ordered it at .*; it is now ordered\.$/) },
    ])
    // Nothing left to order: CONFLICT with the reason, and no empty order.
    await expect(pam().orders.place({ requests: chosen(first), supplier: 'Blackwell', idempotencyKey: randomUUID() })).rejects.toThrow(
      /^Nothing was ordered: This request changed after you loaded it: paul@testville\.example ordered it/,
    )
    expect((await pam().orders.list({})).total).toBe(2)
    expect((await pam().requests.get({ id: first.id })).events.filter((e) => e.action === 'order')).toHaveLength(1)
  })

  it('says nothing of a request the purchaser may not read, beyond that it does not exist for them', async () => {
    const ours = await approvedPurchase()
    const otto = as('otto@otherton.example')
    const theirs = await otto.requests.create({ kind: 'purchase', nbsi: fixtureTitles[1], quantity: 1, idempotencyKey: randomUUID() })
    const placed = await pam().orders.place({ requests: chosen(ours, theirs), supplier: 'Blackwell', idempotencyKey: randomUUID() })
    expect(placed.order.lines.map((line) => line.requestId)).toEqual([ours.id])
    expect(placed.leftOut).toEqual([{ id: theirs.id, title: theirs.id, reason: 'There is no such request.' }])
  })

  it('of two purchasers ordering the same requests at once, each request is ordered once', async () => {
    const requests = await Promise.all([approvedPurchase(fixtureTitles[0]), approvedPurchase(fixtureTitles[1])])
    const results = await Promise.allSettled(
      ['pam', 'paul'].map((who) => as(`${who}@testville.example`).orders.place({ requests: chosen(...requests), supplier: who, idempotencyKey: randomUUID() })),
    )
    const placed = results.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []))
    const orderedIds = placed.flatMap((p) => p.order.lines.map((line) => line.requestId)).sort()
    expect(orderedIds).toEqual(requests.map((r) => r.id).sort())
    for (const request of requests) expect((await pam().requests.get({ id: request.id })).events.filter((e) => e.action === 'order')).toHaveLength(1)
  })

  it('marks an order received: every request fulfilled with its event, once', async () => {
    const request = await approvedPurchase()
    const { order } = await pam().orders.place({ requests: chosen(request), supplier: 'Blackwell', idempotencyKey: randomUUID() })
    expect(await codeOf(amy().orders.receive({ id: order.id, version: order.version }))).toBe('FORBIDDEN')
    const received = await as('paul@testville.example').orders.receive({ id: order.id, version: order.version, note: 'Boxes in the post room' })
    expect([received.status, received.lines[0]?.requestStatus]).toEqual(['delivered', 'fulfilled'])
    const history = await rita().requests.get({ id: request.id })
    expect(history.events.map((e) => [e.action, e.actorEmail, e.to, e.note])).toEqual([
      ['create', 'rita@testville.example', 'pending', null],
      ['approve', 'amy@testville.example', 'approved', null],
      ['order', 'pam@testville.example', 'ordered', expect.stringMatching(/^Ordered with Blackwell of \d{1,2} [A-Z][a-z]{2} \d{4}\.$/)],
      ['receive', 'paul@testville.example', 'fulfilled', 'Boxes in the post room'],
    ])
    // The same receipt again: the version moved on.
    await expect(pam().orders.receive({ id: order.id, version: order.version })).rejects.toThrow(
      /^This order changed after you loaded it: paul@testville\.example received it at .*; it is now delivered\. Reload/,
    )
    expect(await codeOf(pam().orders.receive({ id: order.id, version: received.version }))).toBe('FORBIDDEN')
    // The order's own history, in the one history: who placed it, who received it.
    const orderEvents = await temp.db
      .selectFrom('record_events')
      .select(['action', 'from_status', 'to_status', 'note'])
      .where('record_type', '=', 'Order')
      .where('record_id', '=', order.id)
      .orderBy('id')
      .execute()
    expect(orderEvents).toEqual([
      { action: 'place', from_status: null, to_status: 'placed', note: expect.stringMatching(/^Ordered with Blackwell of /) },
      { action: 'receive', from_status: 'placed', to_status: 'delivered', note: 'Boxes in the post room' },
    ])
  })

  it('refuses a forged order from someone without cart:purchase, and writes nothing', async () => {
    const request = await approvedPurchase()
    const before = await temp.db
      .selectFrom('record_events')
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirstOrThrow()
    // Amy may open the page (and read orders) but not place one; Rita may not even read the orders.
    expect(await codeOf(amy().orders.place({ requests: chosen(request), supplier: 'Forged', idempotencyKey: randomUUID() }))).toBe('FORBIDDEN')
    expect(await codeOf(as('otto@otherton.example').orders.place({ requests: chosen(request), supplier: 'Forged', idempotencyKey: randomUUID() }))).toBe(
      'FORBIDDEN',
    )
    expect((await amy().requests.get({ id: request.id })).status).toBe('approved')
    const after = await temp.db
      .selectFrom('record_events')
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirstOrThrow()
    expect(Number(after.n)).toBe(Number(before.n))
    expect(await temp.db.selectFrom('orders').select('id').execute()).toEqual([])
  })

  it('orders only approved purchase requests of the purchaser’s institution', async () => {
    const pending = await rita().requests.create({ kind: 'purchase', nbsi: fixtureTitles[0], quantity: 1, idempotencyKey: randomUUID() })
    const title = await rita().requests.create({ kind: 'title', nbsi: fixtureTitles[0], quantity: 1, idempotencyKey: randomUUID() })
    const approvedTitle = await amy().requests.approve({ id: title.id, version: title.version })
    await expect(pam().orders.place({ requests: chosen(pending), supplier: 'X', idempotencyKey: randomUUID() })).rejects.toThrow(
      /^Nothing was ordered: You may not purchase this request: it is pending, not approved\.$/,
    )
    // Pam may not read a title request: it does not exist for her.
    await expect(pam().orders.place({ requests: chosen(approvedTitle), supplier: 'X', idempotencyKey: randomUUID() })).rejects.toThrow(
      /^Nothing was ordered: There is no such request\.$/,
    )
    expect(await codeOf(pam().orders.place({ requests: [], supplier: 'X', idempotencyKey: randomUUID() }))).toBe('BAD_REQUEST')
    expect(await codeOf(pam().orders.place({ requests: chosen(pending, pending), supplier: 'X', idempotencyKey: randomUUID() }))).toBe('BAD_REQUEST')
    expect(await codeOf(pam().orders.place({ requests: chosen(pending), supplier: '  ', idempotencyKey: randomUUID() }))).toBe('BAD_REQUEST')
  })
})
