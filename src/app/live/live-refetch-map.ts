import type { HistoryRecordType } from '../../contracts/record-history.ts'

/**
 * Which tRPC router namespaces (src/server/trpc/router.ts) show records of a
 * type: a change heard of refetches every query under them. Data, not code,
 * so a new screen that shows a type adds one word here. Requests show in the
 * cart (orders), supplies and dashboards; an upload fills booklists.
 */
export const namespacesShowing: Readonly<Record<HistoryRecordType, readonly string[]>> = {
  Request: ['requests', 'orders', 'supplies', 'dashboards'],
  Order: ['orders', 'requests'],
  Adoption: ['adoptions', 'courses'],
  Booklist: ['booklists', 'uploads'],
  BooklistItem: ['booklists', 'uploads'],
  Upload: ['uploads', 'booklists'],
  Student: ['students'],
  StaffMember: ['staff'],
  StoreProduct: ['store', 'catalogue'],
}

export function namespacesFor(types: readonly HistoryRecordType[]): Set<string> {
  return new Set(types.flatMap((type) => namespacesShowing[type]))
}
