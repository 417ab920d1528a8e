import type { TermHistory, TermsList } from '../../../contracts/terms-api.ts'
import { historyOf } from '../../db/record-events-repo.ts'
import type { AppDb } from '../../db/schema.ts'
import type { AppAbility } from '../../policy.ts'
import { institutionTerms } from '../../terms/institution-terms.ts'
import { subject } from '@casl/ability'

/**
 * The institution's terms: everyone signed in there reads them (the read
 * rule of policy/resources/term.yaml asks only the institution), so the list
 * is the institution's rows, each asked of the rule as well.
 */
export async function listTerms(db: AppDb, ability: AppAbility, institutionId: string, nowMs: number): Promise<TermsList> {
  const terms = await institutionTerms(db, institutionId, nowMs)
  const { time_zone: timeZone } = await db.selectFrom('institutions').select('time_zone').where('id', '=', institutionId).executeTakeFirstOrThrow()
  return { terms: terms.filter((term) => ability.can('read', subject('Term', { id: term.id, institutionId, name: term.name }))), timeZone }
}

/** One readable term with its history (who made it, who changed which date from what to what). */
export async function termHistory(db: AppDb, ability: AppAbility, institutionId: string, id: string, nowMs: number): Promise<TermHistory | undefined> {
  const { terms } = await listTerms(db, ability, institutionId, nowMs)
  const term = terms.find((candidate) => candidate.id === id)
  if (!term) return undefined
  return { term, events: await historyOf(db, ability, 'Term', id) }
}
