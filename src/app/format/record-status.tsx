import { StatusBadge, type StatusTone } from '../../components/ui/status-badge.tsx'
import type { AdoptionStatus } from '../../contracts/adoptions.ts'
import type { BooklistItemStatus, BooklistState } from '../../contracts/booklist-names.ts'
import type { OrderStatus } from '../../contracts/orders.ts'
import type { RequestStatus } from '../../contracts/requests.ts'

/**
 * The one tone map per record type: a state looks the same on every screen.
 * The label is the information; the tone only echoes it.
 */
export const statusTones = {
  Booklist: { draft: 'neutral', submitted: 'info', final: 'success' },
  BooklistItem: { proposed: 'neutral', confirmed: 'info', ordered: 'info', available: 'success', withdrawn: 'warning' },
  Adoption: { proposed: 'info', approved: 'success', rejected: 'danger', withdrawn: 'neutral' },
  Request: { draft: 'neutral', pending: 'info', approved: 'success', rejected: 'danger', ordered: 'info', fulfilled: 'success', cancelled: 'neutral' },
  Order: { placed: 'info', confirmed: 'info', shipped: 'info', delivered: 'success', cancelled: 'neutral' },
} as const satisfies {
  Booklist: Record<BooklistState, StatusTone>
  BooklistItem: Record<BooklistItemStatus, StatusTone>
  Adoption: Record<AdoptionStatus, StatusTone>
  Request: Record<RequestStatus, StatusTone>
  Order: Record<OrderStatus, StatusTone>
}

type Statuses = typeof statusTones
export type RecordWithStatus = keyof Statuses

/** A record's state as a badge, toned by its record type. */
export function RecordStatus<T extends RecordWithStatus>({ type, status }: { type: T; status: keyof Statuses[T] & string }) {
  return <StatusBadge label={status} tone={(statusTones[type] as Record<string, StatusTone>)[status] ?? 'neutral'} />
}
