// Terms as the data holds them ("2026-autumn") and as people say them ("Autumn 2026"), with their dates
// and deadlines (issue 55). No zod: list loaders and formatters in the first load use it, and the Terms
// form checks a draft with the same function the server refuses it with.
import { formatDay } from './dates.ts'

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

/** "7 Sep – 18 Dec 2026", "1 Dec 2026 – 15 Jan 2027": a term's span, the same on every screen. */
export function termSpan(startsOn: string, endsOn: string): string {
  const start = formatDay(startsOn)
  const end = formatDay(endsOn)
  return startsOn.slice(0, 4) === endsOn.slice(0, 4) ? `${start.replace(/ \d{4}$/, '')} – ${end}` : `${start} – ${end}`
}

/** "Autumn 2026 (7 Sep – 18 Dec 2026)": a term's name with its dates, or the name alone for a term with no dates. */
export function termWithDates(name: string, dates: Pick<TermDates, 'startsOn' | 'endsOn'> | undefined): string {
  return dates ? `${termLabel(name)} (${termSpan(dates.startsOn, dates.endsOn)})` : termLabel(name)
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

export type TermField = keyof TermDates

/** What is wrong with one field of a term, in words for the form and for the data file's diagnostics. */
export interface TermProblem {
  readonly field: TermField
  readonly message: string
}

const fieldNames: Readonly<Record<TermField, string>> = {
  name: 'name',
  startsOn: 'start',
  endsOn: 'end',
  adoptionDeadline: 'adoption deadline',
  booklistDeadline: 'booklist deadline',
}

/**
 * Every problem of a term against the institution's other terms (the term
 * itself left out when it is edited): each day a real date, the term ending
 * after it starts, both deadlines before its start and the booklist deadline
 * not after the adoption deadline, a name of the form 2027-spring used once,
 * and no overlap with a term of the same season (2026-autumn and 2027-autumn).
 */
export function termProblems(term: TermDates, others: readonly TermDates[]): TermProblem[] {
  const problems: TermProblem[] = []
  if (!termPattern.test(term.name)) problems.push({ field: 'name', message: 'must be a year and a season, such as 2027-spring or 2027-summer-school' })
  else if (others.some((other) => other.name === term.name))
    problems.push({ field: 'name', message: `is already used by another term: ${termLabel(term.name)}` })
  const days: TermField[] = ['startsOn', 'endsOn', 'adoptionDeadline', 'booklistDeadline']
  const bad = days.filter((field) => !isCalendarDay(term[field]))
  for (const field of bad)
    problems.push({
      field,
      message: /^\d{4}-\d{2}-\d{2}$/.test(term[field]) ? `${term[field]} is not a day of the calendar` : 'must be a date such as 2027-01-11',
    })
  if (bad.length > 0) return problems
  if (term.endsOn <= term.startsOn) problems.push({ field: 'endsOn', message: 'must be after the start' })
  if (term.adoptionDeadline >= term.startsOn) problems.push({ field: 'adoptionDeadline', message: 'must be before the term starts' })
  if (term.booklistDeadline >= term.startsOn) problems.push({ field: 'booklistDeadline', message: 'must be before the term starts' })
  else if (term.booklistDeadline > term.adoptionDeadline) problems.push({ field: 'booklistDeadline', message: 'must be on or before the adoption deadline' })
  const season = termSeason(term.name)
  const overlapping = others.find((other) => termSeason(other.name) === season && other.startsOn <= term.endsOn && term.startsOn <= other.endsOn)
  if (overlapping && !problems.some((problem) => problem.field === 'name'))
    problems.push({
      field: 'startsOn',
      message: `overlaps ${termWithDates(overlapping.name, overlapping)}: terms of one season may not overlap`,
    })
  return problems
}

/** The field's name in a sentence: "the adoption deadline must be before the term starts". */
export function termFieldName(field: TermField): string {
  return fieldNames[field]
}
