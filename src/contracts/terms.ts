// Terms as the data holds them ("2026-autumn") and as people say them ("Autumn 2026"), and where a term is
// in the cycle (issue 55). No zod and no date formatting: list loaders and formatters in the first load use
// it. A term's dates in words and the checks of a term are in term-dates.ts.

/** How a term is written in data and URLs. */
export const termPattern = /^\d{4}-[a-z][a-z0-9-]*$/

/** `2026-autumn` -> `Autumn 2026`; `2027-summer-school` -> `Summer school 2027`; anything else as it is. */
export function termLabel(term: string): string {
  if (!termPattern.test(term)) return term
  const [year, ...season] = term.split('-')
  const name = season.join(' ')
  return `${name.charAt(0).toUpperCase()}${name.slice(1)} ${year}`
}

/** `2026-autumn` -> `autumn`: terms of one season may not overlap. */
export function termSeason(term: string): string {
  return termPattern.test(term) ? term.slice(5) : term
}

/** A term's dates as the institution says them: days (YYYY-MM-DD) in its time zone. */
export interface TermDates {
  readonly name: string
  readonly startsOn: string
  readonly endsOn: string
  readonly adoptionDeadline: string
  readonly booklistDeadline: string
}

/**
 * Where a term is in the cycle. A term opens for adoptions when the term
 * before it starts (the first term is open at once) and stays open until its
 * adoption deadline; then it waits for its start, runs, and ends.
 */
export const termStates = ['upcoming', 'open', 'pastDeadline', 'running', 'ended'] as const
export type TermState = (typeof termStates)[number]

export const termStateLabels: Readonly<Record<TermState, string>> = {
  upcoming: 'Upcoming',
  open: 'Open for adoptions',
  pastDeadline: 'Past deadline',
  running: 'Running',
  ended: 'Ended',
}

/** One term as every screen shows it. */
export interface TermSummary extends TermDates {
  readonly id: string
  readonly state: TermState
  /** The last moment of the booklist deadline day in the institution's zone (ISO, UTC). */
  readonly booklistDeadlineAt: string
  readonly adoptionDeadlineAt: string
  readonly version: number
}

/**
 * Whole days left before a deadline's last moment: 0 on the deadline day itself, 8 on the eighth day
 * before it, negative once it passed.
 */
export function daysUntil(instant: string, nowMs: number): number {
  return Math.floor((Date.parse(instant) - nowMs) / 86_400_000)
}

/** `2026-02-30` is not a day: a YYYY-MM-DD whose date exists in the calendar. */
export function isCalendarDay(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value)
  if (!match) return false
  const [, year, month, day] = match.map(Number) as [number, number, number, number]
  const at = new Date(Date.UTC(year, month - 1, day))
  return at.getUTCFullYear() === year && at.getUTCMonth() === month - 1 && at.getUTCDate() === day
}
