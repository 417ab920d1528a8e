// The checks of a term (issue 55): the Terms form runs them as you type, the server and the data file refuse
// with them, each problem naming its field.
import { termWithDates } from './term-dates.ts'
import { isCalendarDay, termLabel, termPattern, termSeason, type TermDates } from './terms.ts'

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
