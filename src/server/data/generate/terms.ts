import type { TermDates } from '../../../contracts/terms.ts'
import { currentTerms } from './context.ts'

/**
 * The academic year around `asOf` as terms with deadlines: the autumn and
 * spring terms the generated courses run in (context.ts `currentTerms`) and
 * the summer after them. Instructors' booklists are due five weeks before a
 * term starts and the adoptions four weeks before; the dates are the same
 * every year, as an institution's calendar is.
 */
export function academicYearTerms(asOf: string): TermDates[] {
  const [autumn, spring] = currentTerms(asOf)
  const year = Number(autumn.slice(0, 4))
  const next = year + 1
  return [
    { name: autumn, startsOn: `${year}-09-14`, endsOn: `${year}-12-18`, booklistDeadline: `${year}-08-10`, adoptionDeadline: `${year}-08-17` },
    { name: spring, startsOn: `${next}-01-11`, endsOn: `${next}-05-14`, booklistDeadline: `${year}-12-07`, adoptionDeadline: `${year}-12-14` },
    { name: `${next}-summer`, startsOn: `${next}-06-07`, endsOn: `${next}-08-13`, booklistDeadline: `${next}-05-03`, adoptionDeadline: `${next}-05-10` },
  ]
}
