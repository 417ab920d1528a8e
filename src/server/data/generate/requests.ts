import type { Insertable } from 'kysely'
import { orderedNote, receivedNote } from '../../../contracts/order-notes.ts'
import type { OrderLinesTable, OrdersTable, RecordEventsTable, RequestKind, RequestsTable, RequestStatus } from '../../db/schema.ts'
import { daysBefore, holds, type ContextUser, type InstitutionContext } from './context.ts'
import type { Random } from './random.ts'

export interface GeneratedRequests {
  readonly requests: Insertable<RequestsTable>[]
  readonly events: Insertable<RecordEventsTable>[]
  readonly orders: Insertable<OrdersTable>[]
  readonly orderLines: Insertable<OrderLinesTable>[]
}

/** The states a request passes through to reach its final one (the state machine). */
const paths: Record<RequestStatus, readonly RequestStatus[]> = {
  draft: ['draft'],
  pending: ['draft', 'pending'],
  approved: ['draft', 'pending', 'approved'],
  rejected: ['draft', 'pending', 'rejected'],
  ordered: ['draft', 'pending', 'approved', 'ordered'],
  fulfilled: ['draft', 'pending', 'approved', 'ordered', 'fulfilled'],
  cancelled: ['draft', 'pending', 'cancelled'],
}

/** The verb of the event that moves a request to the status (its first event is `create`), as the write path names them. */
const verbs: Record<RequestStatus, string> = {
  draft: 'create',
  pending: 'submit',
  approved: 'approve',
  rejected: 'reject',
  ordered: 'order',
  fulfilled: 'receive',
  cancelled: 'cancel',
}

export const requestPaths: Readonly<Record<RequestStatus, readonly RequestStatus[]>> = paths

/**
 * Requests over the last year by the institution's own users, each with its
 * full event history in a valid order: created as a draft or submitted at
 * once (pending), decided by someone else who holds booklist:approve, ordered
 * and fulfilled; a requester holding booklist:autoApprove is approved at
 * creation. Ordered requests are grouped into monthly orders, one still placed
 * and one delivered, so an order's state and its requests' agree.
 */
export function generateRequests(
  random: Random,
  institution: InstitutionContext,
  count: number,
  titles: readonly { nbsi: string; price: number }[],
  courseIds: readonly string[],
  asOf: string,
): GeneratedRequests {
  const out: GeneratedRequests = { requests: [], events: [], orders: [], orderLines: [] }
  const requesters = institution.users
  if (requesters.length === 0 || titles.length === 0) return out
  const approvers = institution.users.filter((user) => !user.disabled && holds(institution, user, 'booklist:approve'))
  const orders = new Map<string, Batch>()
  for (let n = 1; n <= count; n++) {
    const requester = random.pick(requesters)
    const deciders = approvers.filter((user) => user.id !== requester.id)
    const kind = random.weighted<RequestKind>([
      ['title', 4],
      ['supply', 2],
      ['purchase', 4],
    ])
    const autoApproved = holds(institution, requester, 'booklist:autoApprove') && !requester.disabled
    const picked = pickStatus(random, deciders.length > 0 || autoApproved, kind)
    // Only someone else can reject; without such a person the request still waits.
    const target = picked === 'rejected' && deciders.length === 0 ? 'pending' : picked
    const title = random.pick(titles)
    const quantity = kind === 'purchase' ? random.int(1, 40) : random.int(1, 6)
    const id = `${institution.id}-r${String(n).padStart(5, '0')}`
    let at = Date.parse(daysBefore(asOf, random.int(2, 360) + random.next()))
    const createdAt = new Date(at).toISOString()
    const steps =
      autoApproved && target !== 'draft' && target !== 'cancelled' && target !== 'pending' && target !== 'rejected'
        ? paths[target].slice(2)
        : paths[target].slice(random.chance(0.5) && target !== 'draft' ? 1 : 0)
    let from: RequestStatus | null = null
    const stepEvents: Insertable<RecordEventsTable>[] = []
    for (const status of steps) {
      const actor =
        status === 'approved' || status === 'rejected'
          ? autoApproved && from === null
            ? requester
            : random.pick(deciders)
          : status === 'ordered' || status === 'fulfilled'
            ? random.pick(deciders.length > 0 ? deciders : [requester])
            : requester
      const event: Insertable<RecordEventsTable> = {
        record_type: 'Request',
        record_id: id,
        timeline_id: id,
        institution_id: institution.id,
        actor_id: actor.id,
        at: new Date(at).toISOString(),
        action: from === null ? 'create' : verbs[status],
        from_status: from,
        to_status: status,
        note: eventNote(random, status, from, autoApproved),
        changes: null,
      }
      out.events.push(event)
      stepEvents.push(event)
      from = status
      at += random.int(2, 96) * 3_600_000
    }
    const updatedAt = new Date(at - 3_600_000).toISOString()
    const request: Insertable<RequestsTable> = {
      id,
      institution_id: institution.id,
      requester_id: requester.id,
      kind,
      status: target,
      nbsi: title.nbsi,
      course_id: kind === 'title' ? (courseIds.length > 0 && random.chance(0.7) ? random.pick(courseIds) : null) : courseOfPurchase(id, courseIds),
      quantity,
      note: random.chance(0.3) ? random.pick(['Needed before week 1', 'For the new module', 'Replacement for lost copies', 'Cheaper edition is fine']) : null,
      order_id: null,
      created_at: createdAt,
      updated_at: steps.length > 1 ? updatedAt : createdAt,
      version: steps.length,
    }
    out.requests.push(request)
    if ((target === 'ordered' || target === 'fulfilled') && kind !== 'title') {
      const batch = orderFor(out, orders, institution, createdAt, deciders[0] ?? requester, target)
      batch.order.total_minor = (batch.order.total_minor ?? 0) + title.price * quantity
      request.order_id = batch.order.id
      batch.members.push({ request, events: stepEvents })
      out.orderLines.push({
        order_id: batch.order.id,
        nbsi: title.nbsi,
        request_id: id,
        quantity,
        unit_price_minor: title.price,
        currency: institution.currency,
      })
    }
  }
  for (const batch of orders.values()) settleOrder(random, batch)
  return out
}

/**
 * Most purchase and supply requests are for a course, so spend falls to its
 * department (the analytics dashboards). Chosen from the request's id rather
 * than the random stream, so every other generated record stays as it was.
 */
function courseOfPurchase(id: string, courseIds: readonly string[]): string | null {
  let hash = 0
  for (const char of id) hash = (hash * 31 + char.charCodeAt(0)) >>> 0
  return courseIds.length > 0 && hash % 10 < 7 ? (courseIds[Math.floor(hash / 10) % courseIds.length] ?? null) : null
}

function pickStatus(random: Random, decidable: boolean, kind: RequestKind): RequestStatus {
  if (!decidable)
    return random.weighted<RequestStatus>([
      ['draft', 2],
      ['pending', 6],
      ['cancelled', 1],
    ])
  const ordered: readonly (readonly [RequestStatus, number])[] =
    kind === 'title'
      ? []
      : [
          ['ordered', 2],
          ['fulfilled', 3],
        ]
  return random.weighted<RequestStatus>([['draft', 1], ['pending', 4], ['approved', 3], ['rejected', 1], ['cancelled', 1], ...ordered])
}

function eventNote(random: Random, to: RequestStatus, from: RequestStatus | null, autoApproved: boolean): string | null {
  if (to === 'approved' && from === null && autoApproved) return 'Approved at creation: the requester holds booklist:autoApprove'
  if (to === 'rejected') return random.pick(['A cheaper edition is on the booklist', 'Budget for this term is spent', 'Duplicate of an earlier request'])
  if (to === 'cancelled') return random.pick(['No longer needed', 'Ordered through the department instead'])
  return null
}

/** An order with the requests it holds and each one's events (so its placing and receipt are written as the order's). */
interface Batch {
  readonly order: Insertable<OrdersTable>
  readonly members: { readonly request: Insertable<RequestsTable>; readonly events: Insertable<RecordEventsTable>[] }[]
}

/**
 * The order of the month for requests that end `status`: one order stays
 * placed (its requests ordered), another was delivered (its requests
 * fulfilled), as receiving an order fulfils every request it holds.
 */
function orderFor(
  out: GeneratedRequests,
  orders: Map<string, Batch>,
  institution: InstitutionContext,
  at: string,
  placedBy: ContextUser,
  status: RequestStatus,
): Batch {
  const month = at.slice(0, 7)
  const state = status === 'fulfilled' ? 'delivered' : 'placed'
  let batch = orders.get(`${month}/${state}`)
  if (!batch) {
    const order: Insertable<OrdersTable> = {
      id: `${institution.id}-o${month}-${state === 'delivered' ? 'd' : 'p'}`,
      institution_id: institution.id,
      placed_by: placedBy.id,
      supplier: 'Adoptions Supply',
      status: state,
      total_minor: 0,
      currency: institution.currency,
      placed_at: at,
      updated_at: at,
    }
    batch = { order, members: [] }
    orders.set(`${month}/${state}`, batch)
    out.orders.push(order)
  }
  return batch
}

/**
 * Writes the order's placing and receipt as the write path does
 * (orders-write.repo.ts): placed by its placer once the last of its requests
 * was approved, each request's `order` event then; a delivered order received
 * one to ten days later, each request's `receive` event then.
 */
function settleOrder(random: Random, { order, members }: Batch): void {
  const approvedAt = Math.max(...members.map(({ events }) => Date.parse(events.find((event) => event.to_status === 'approved')!.at)))
  const placedAt = new Date(approvedAt + random.int(1, 24) * 3_600_000).toISOString()
  const receivedAt = new Date(Date.parse(placedAt) + random.int(24, 240) * 3_600_000).toISOString()
  order.placed_at = placedAt
  order.updated_at = order.status === 'delivered' ? receivedAt : placedAt
  for (const { request, events } of members) {
    for (const event of events) {
      if (event.to_status === 'ordered')
        Object.assign(event, { at: placedAt, actor_id: order.placed_by, action: 'order', note: orderedNote(order.supplier, placedAt) })
      if (event.to_status === 'fulfilled') Object.assign(event, { at: receivedAt, action: 'receive', note: receivedNote(order.supplier, placedAt) })
    }
    request.updated_at = events.at(-1)!.at
  }
}
