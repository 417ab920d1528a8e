import type { TermSummary } from '../../contracts/terms.ts'
import type { AppDb } from '../db/schema.ts'
import { currentOf, termStates } from './term-state.ts'

/** An institution's terms as every screen shows them, by start date, with where each is in the cycle at `nowMs`. */
export async function institutionTerms(db: AppDb, institutionId: string, nowMs: number): Promise<TermSummary[]> {
  const rows = await db.selectFrom('terms').selectAll().where('institution_id', '=', institutionId).orderBy('starts_at').orderBy('name').execute()
  const states = termStates(rows, nowMs)
  return rows.map((row, i) => ({
    id: row.id,
    name: row.name,
    startsOn: row.starts_on,
    endsOn: row.ends_on,
    adoptionDeadline: row.adoption_deadline,
    booklistDeadline: row.booklist_deadline,
    adoptionDeadlineAt: row.adoption_deadline_at,
    booklistDeadlineAt: row.booklist_deadline_at,
    state: states[i] ?? 'upcoming',
    version: row.version,
  }))
}

/**
 * The term lists and uploads default to (term-state.ts `currentOf`). An
 * institution with no terms yet falls back to the month: autumn from August,
 * spring before it, as before terms were records.
 */
export async function currentTermName(db: AppDb, institutionId: string, nowMs: number): Promise<string> {
  const rows = await db
    .selectFrom('terms')
    .select(['name', 'starts_at', 'ends_at', 'adoption_deadline_at'])
    .where('institution_id', '=', institutionId)
    .execute()
  return currentOf(rows, nowMs) ?? termByMonth(nowMs)
}

function termByMonth(nowMs: number): string {
  const date = new Date(nowMs)
  return date.getUTCMonth() >= 7 ? `${date.getUTCFullYear()}-autumn` : `${date.getUTCFullYear()}-spring`
}
