import { TRPCError } from '@trpc/server'
import { termLabel } from '../../../../contracts/terms.ts'
import type { AppDb } from '../../../db/schema.ts'
import { termOrderOf } from '../../../terms/term-order.ts'

/**
 * A rollover goes to a term the institution has and that comes after every
 * chosen list's term; anything else is refused before anything is read or
 * written, with what to choose instead.
 */
export async function checkRolloverTarget(db: AppDb, institutionId: string, target: string, sourceTerms: readonly string[]): Promise<void> {
  const order = await termOrderOf(db, institutionId)
  if (!order.knows(target)) throw badRequest(`There is no term ${target} at your institution: choose one of its terms.`)
  const notBefore = [...new Set(sourceTerms)].filter((term) => order.compare(term, target) >= 0).sort()
  if (notBefore.length > 0) {
    const which = notBefore.map(termLabel).join(', ')
    throw badRequest(`${termLabel(target)} does not come after ${which}, the term of the lists chosen: roll over to a later term.`)
  }
}

function badRequest(message: string): TRPCError {
  return new TRPCError({ code: 'BAD_REQUEST', message })
}
