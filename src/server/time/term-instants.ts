import type { TermDates } from '../../contracts/terms.ts'
import { instantOf } from './local-time.ts'

/** The UTC instants a term's days stand for in its institution's zone (the `_at` columns of `terms`). */
export interface TermInstants {
  readonly starts_at: string
  readonly ends_at: string
  readonly adoption_deadline_at: string
  readonly booklist_deadline_at: string
}

/**
 * A term starts at the first moment of its first day and ends, like each
 * deadline, at the last moment of its day, there: a deadline of 1 Dec in New
 * York passes at 05:00 UTC on 2 Dec. Worked out per day, so a day next to a
 * daylight-saving change keeps its own offset.
 */
export function termInstants(term: Omit<TermDates, 'name'>, timeZone: string): TermInstants {
  const first = (day: string) => new Date(instantOf(day, '00:00', timeZone)).toISOString()
  const last = (day: string) => new Date(instantOf(nextDay(day), '00:00', timeZone) - 1).toISOString()
  return {
    starts_at: first(term.startsOn),
    ends_at: last(term.endsOn),
    adoption_deadline_at: last(term.adoptionDeadline),
    booklist_deadline_at: last(term.booklistDeadline),
  }
}

function nextDay(day: string): string {
  const at = new Date(`${day}T00:00:00Z`)
  at.setUTCDate(at.getUTCDate() + 1)
  return at.toISOString().slice(0, 10)
}
