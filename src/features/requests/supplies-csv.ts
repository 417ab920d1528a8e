import type { CsvColumn } from '../../components/ui/csv-export.ts'
import type { SupplyCourse, SupplyGroup, SupplyRequestRow } from '../../contracts/supplies.ts'
import { isoDay } from '../../contracts/dates.ts'

/** A line of the supplies' export: one request, with the course whose table it is in on screen. */
export interface SupplyCsvLine {
  readonly course: SupplyCourse
  readonly request: SupplyRequestRow
}

/** A course's supply requests as export lines, one a request (the list's rows are courses). */
export const supplyCsvLines = (group: SupplyGroup): SupplyCsvLine[] => group.requests.map((request) => ({ course: group.course, request }))

/** The screen's columns, course first, as text (never markup). */
export const supplyCsvColumns: CsvColumn<SupplyCsvLine>[] = [
  { header: 'Course', value: ({ course }) => course.code },
  { header: 'Course title', value: ({ course }) => course.title },
  { header: 'Title', value: ({ request }) => request.title },
  { header: 'NBSI', value: ({ request }) => request.nbsi },
  { header: 'Quantity', value: ({ request }) => request.quantity },
  { header: 'Status', value: ({ request }) => request.status },
  { header: 'Requester', value: ({ request }) => request.requesterEmail },
  { header: 'Raised on', value: ({ request }) => isoDay(request.createdAt) },
]
