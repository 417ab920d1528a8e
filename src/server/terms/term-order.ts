import type { AppDb } from '../db/schema.ts'

/**
 * Which of an institution's terms come before which (a rollover goes forward
 * only). A term of the terms table is placed by its first day; a term only
 * courses name (an institution without terms yet) by its year and season, in
 * the order a year runs: winter, spring, summer, autumn, anything else last.
 */
export interface TermOrder {
  /** The term is one the institution knows: in its terms, or taught by one of its courses. */
  readonly knows: (term: string) => boolean
  /** Negative when `a` comes before `b`. */
  readonly compare: (a: string, b: string) => number
}

/** The month a season's term roughly starts in, so a named term compares with the terms' first days. */
const seasonMonths: Readonly<Record<string, string>> = { winter: '01', spring: '03', summer: '06', autumn: '09', fall: '09' }

export async function termOrderOf(db: AppDb, institutionId: string): Promise<TermOrder> {
  const terms = await db.selectFrom('terms').select(['name', 'starts_on']).where('institution_id', '=', institutionId).execute()
  const taught = await db.selectFrom('courses').select('term').distinct().where('institution_id', '=', institutionId).execute()
  const startOf = new Map(terms.map((term) => [term.name, term.starts_on]))
  const known = new Set([...startOf.keys(), ...taught.map((row) => row.term)])
  const key = (term: string) => startOf.get(term) ?? byName(term)
  return { knows: (term) => known.has(term), compare: (a, b) => key(a).localeCompare(key(b)) }
}

/** `2027-spring` as a day-like key (`2027-03`), comparable with the terms' first days (`2027-01-11`); an unknown season goes last in its year. */
function byName(term: string): string {
  const [year = '', ...rest] = term.split('-')
  return `${year}-${seasonMonths[rest.join('-')] ?? '12'}`
}
