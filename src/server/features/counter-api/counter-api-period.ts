import { lastCompleteMonth, maxReportMonths } from '../../../contracts/counter-reports.ts'
import { monthsBetween } from '../../../contracts/months.ts'
import { counterException, type CounterException } from './counter-exceptions.ts'

/**
 * The reporting period of an API request (Code of Practice Appendix D):
 * `begin_date` and `end_date` as `yyyy-mm` or `yyyy-mm-dd` (the report
 * covers whole months, so a day only has to exist), then the months the
 * usage can answer for: up to the last complete month, and from the first
 * month of usage the institution has.
 */

const datePattern = /^(\d{4})-(\d{2})(?:-(\d{2}))?$/

/** The month of an API date, or undefined when it is not a date (`2026-13`, `2026-02-30`, `26-01`). */
export function monthOfApiDate(value: string): string | undefined {
  const match = datePattern.exec(value)
  if (!match) return undefined
  const [, year, month, day] = match as unknown as [string, string, string, string | undefined]
  if (Number(month) < 1 || Number(month) > 12 || Number(year) < 1) return undefined
  if (day !== undefined) {
    const lastDay = new Date(Date.UTC(Number(year), Number(month), 0)).getUTCDate()
    if (Number(day) < 1 || Number(day) > lastDay) return undefined
  }
  return `${year}-${month}`
}

export type ResolvedPeriod =
  | { readonly ok: false; readonly exception: CounterException }
  | {
      readonly ok: true
      /** The months the report covers, after 3031 and 3032 moved its ends. */
      readonly begin: string
      readonly end: string
      /** 3031 or 3032, for the header. */
      readonly exceptions: readonly CounterException[]
      /** No requested month has usage the server can answer for (all before the first month): the report is empty. */
      readonly nothingAvailable: boolean
    }

/**
 * The period a report answers for, or the 3020 that stops it. A begin in the
 * current month or later, a begin after the end, and a period longer than the
 * TSV download's bound are 3020; an end past the last complete month is moved
 * back to it with 3031 (Appendix D says the End_Date filter then names the
 * previous month); a begin before the institution's first month of usage is
 * moved forward with 3032.
 */
export function resolvePeriod(begin: string, end: string, now: number, firstAvailable: string | undefined): ResolvedPeriod {
  if (begin > end) return { ok: false, exception: counterException(3020, `begin_date (${begin}) is after end_date (${end}).`) }
  const latest = lastCompleteMonth(now)
  if (begin > latest) {
    return { ok: false, exception: counterException(3020, `Usage is ready up to ${latest}; begin_date (${begin}) is the current month or later.`) }
  }
  const exceptions: CounterException[] = []
  let to = end
  if (end > latest) {
    const notReady = monthsBetween(monthAfter(latest), end)
    exceptions.push(counterException(3031, `Usage for ${spanWords(notReady)} is not ready yet; the report ends at ${latest}.`))
    to = latest
  }
  const length = monthsBetween(begin, to).length
  if (length > maxReportMonths) {
    return {
      ok: false,
      exception: counterException(3020, `A report covers at most ${maxReportMonths} months; this asks for ${length}. Ask for the period in parts.`),
    }
  }
  let from = begin
  if (firstAvailable !== undefined && begin < firstAvailable) {
    if (to < firstAvailable) {
      exceptions.push(counterException(3032, `Usage is available from ${firstAvailable}; none of the requested months has it.`))
      return { ok: true, begin, end: to, exceptions, nothingAvailable: true }
    }
    const gone = monthsBetween(begin, monthBefore(firstAvailable))
    exceptions.push(
      counterException(3032, `Usage is available from ${firstAvailable}; ${spanWords(gone)} ${gone.length === 1 ? 'is' : 'are'} not in the report.`),
    )
    from = firstAvailable
  }
  return { ok: true, begin: from, end: to, exceptions, nothingAvailable: false }
}

function monthAfter(month: string): string {
  const [year, m] = month.split('-').map(Number) as [number, number]
  return new Date(Date.UTC(year, m, 1)).toISOString().slice(0, 7)
}

function monthBefore(month: string): string {
  const [year, m] = month.split('-').map(Number) as [number, number]
  return new Date(Date.UTC(year, m - 2, 1)).toISOString().slice(0, 7)
}

/** `2026-11` or `2026-11 to 2027-02`. */
const spanWords = (months: readonly string[]): string => (months.length === 1 ? months[0]! : `${months[0]} to ${months.at(-1)}`)
