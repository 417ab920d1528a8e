// A term's dates in words (issue 55), the same on every screen. Apart from terms.ts, so the first load does
// not carry date formatting; the checks of a term are term-checks.ts.
import { formatDay } from './dates.ts'
import { termLabel, type TermDates } from './terms.ts'

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
