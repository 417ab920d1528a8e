import { z } from 'zod'
import { idempotencyKey, recordChange } from './record-change.ts'
import type { RecordEvent } from './record-history.ts'
import type { TermSummary } from './terms.ts'

/**
 * The Terms page's API (issue 55). The input's shape is checked here; what
 * the dates must be (real days, in order, a name used once, no overlap) is
 * `termProblems` of contracts/terms.ts, which the form runs as you type and
 * the server runs again, answering each problem with its field.
 */
const day = z.string().trim().max(10, 'Give a date such as 2027-01-11.')

export const termFields = z.strictObject({
  name: z.string().trim().min(1, 'Give the term a name, such as 2027-spring.').max(40, 'A term name has at most 40 characters.'),
  startsOn: day,
  endsOn: day,
  adoptionDeadline: day,
  booklistDeadline: day,
})

export const createTermInput = termFields.extend({ idempotencyKey })
export type CreateTermInput = z.infer<typeof createTermInput>

export const updateTermInput = termFields.extend(recordChange.shape).strict()
export type UpdateTermInput = z.infer<typeof updateTermInput>

export const termHistoryInput = z.strictObject({ id: z.string().trim().min(1).max(200) })

export interface TermsList {
  readonly terms: readonly TermSummary[]
  /** The institution's time zone: the days are its days. */
  readonly timeZone: string
}

export interface TermHistory {
  readonly term: TermSummary
  readonly events: readonly RecordEvent[]
}
