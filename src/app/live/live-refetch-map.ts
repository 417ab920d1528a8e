import type { HistoryRecordType } from '../../contracts/record-history.ts'

/**
 * Which tRPC router namespaces (src/server/trpc/router.ts) show records of a
 * type: a change heard of refetches every query under them. Data, not code,
 * so a new screen that shows a type adds one word here. Requests show in the
 * cart (orders), supplies and dashboards; an upload fills booklists. Who can…?
 * (whoCan) answers from staff members' permissions and a record's state.
 */
export const namespacesShowing: Readonly<Record<HistoryRecordType, readonly string[]>> = {
  Request: ['requests', 'orders', 'supplies', 'dashboards', 'whoCan'],
  Order: ['orders', 'requests'],
  Adoption: ['adoptions', 'courses', 'whoCan'],
  Booklist: ['booklists', 'uploads', 'termStatus'],
  BooklistItem: ['booklists', 'uploads'],
  Upload: ['uploads', 'booklists'],
  Student: ['students', 'whoCan'],
  StaffMember: ['staff', 'whoCan'],
  StoreProduct: ['store', 'catalogue', 'whoCan'],
  Term: ['terms', 'termStatus', 'booklists', 'courses'],
  CounterApiKey: ['counterApiKeys'],
  AccessReview: ['accessReviews'],
}

/**
 * Refetched on any change heard: the person's notifications (the page and the
 * bell's unread count). A person is told only of records they may read, so a
 * notification made for them always comes with a live change they receive.
 */
export const namespacesOfAnyChange: readonly string[] = ['notifications']

export function namespacesFor(types: readonly HistoryRecordType[]): Set<string> {
  const namespaces = types.flatMap((type) => namespacesShowing[type])
  return new Set(types.length === 0 ? namespaces : [...namespaces, ...namespacesOfAnyChange])
}
