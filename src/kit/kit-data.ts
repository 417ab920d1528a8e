import type { RecordEvent } from '../contracts/record-history.ts'

/** Fixed rows for the kit page: the same every run, so its screenshots compare. */
export interface KitRow {
  readonly id: string
  readonly title: string
  readonly requester: string
  readonly course: string
  readonly quantity: number
  readonly status: 'pending' | 'approved' | 'rejected'
  readonly raised: string
}

export const kitRows: readonly KitRow[] = [
  {
    id: 'r1',
    title: 'Organic Chemistry, 3rd edition',
    requester: 'rosa@westbrook.example',
    course: 'CHEM101',
    quantity: 3,
    status: 'pending',
    raised: '3 Mar 2026',
  },
  {
    id: 'r2',
    title: 'A Handbook of Operations Management',
    requester: 'pat@westbrook.example',
    course: 'BUSI210',
    quantity: 12,
    status: 'approved',
    raised: '28 Feb 2026',
  },
  {
    id: 'r3',
    title: 'Readings in Comparative Politics: a very long title that has to wrap inside its cell',
    requester: 'omar@westbrook.example',
    course: 'POLI330',
    quantity: 1,
    status: 'rejected',
    raised: '14 Jan 2026',
  },
]

export const kitEvents: readonly RecordEvent[] = [
  {
    id: 1,
    recordType: 'Request',
    recordId: 'r1',
    action: 'create',
    actorId: 'u1',
    actorEmail: 'rosa@westbrook.example',
    at: '2026-03-03T09:12:00.000Z',
    from: null,
    to: 'pending',
    note: null,
    changes: {},
  },
  {
    id: 2,
    recordType: 'Request',
    recordId: 'r1',
    action: 'approve',
    actorId: 'u2',
    actorEmail: 'omar@westbrook.example',
    at: '2026-03-04T14:40:00.000Z',
    from: 'pending',
    to: 'approved',
    note: 'Within the department budget.',
    changes: {},
  },
]
