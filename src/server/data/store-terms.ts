import type { TermDates } from '../../contracts/terms.ts'
import { insertBatched } from '../db/insert-batched.ts'
import type { AppDb } from '../db/schema.ts'
import { termInstants } from '../time/term-instants.ts'

/** A term as the `terms` table takes it at provisioning (a data file's, or the generator's): its id from its name, the same on every load. */
export function termRow(institutionId: string, timeZone: string, term: TermDates, at: string) {
  return {
    id: `${institutionId}-${term.name}`,
    institution_id: institutionId,
    name: term.name,
    starts_on: term.startsOn,
    ends_on: term.endsOn,
    adoption_deadline: term.adoptionDeadline,
    booklist_deadline: term.booklistDeadline,
    ...termInstants(term, timeZone),
    created_at: at,
    updated_at: at,
    version: 1,
  }
}

/**
 * Inserts the terms of each institution that it does not have yet (by name),
 * with their instants in its time zone as stored. A term already there keeps
 * what the Terms page made of it: provisioning never resets a record.
 */
export async function storeTerms(
  trx: AppDb,
  institutions: readonly { readonly id: string; readonly terms: readonly TermDates[] }[],
  at: string,
): Promise<number> {
  let added = 0
  for (const institution of institutions) {
    if (institution.terms.length === 0) continue
    const { time_zone: timeZone } = await trx.selectFrom('institutions').select('time_zone').where('id', '=', institution.id).executeTakeFirstOrThrow()
    const known = new Set((await trx.selectFrom('terms').select('name').where('institution_id', '=', institution.id).execute()).map((row) => row.name))
    const rows = institution.terms.filter((term) => !known.has(term.name)).map((term) => termRow(institution.id, timeZone, term, at))
    if (rows.length > 0) await insertBatched(trx, 'terms', rows)
    added += rows.length
  }
  return added
}
