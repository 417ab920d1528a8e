import type { Database } from '../../db/schema.ts'
import type { TermRecord } from '../../policy.ts'
import { recordKind } from '../../trpc/record-kind.ts'

type StoredTerm = Database['terms']

/** The term as the policy's rules read it (policy/resources/term.yaml). */
export function termRecord(row: Pick<StoredTerm, 'id' | 'institution_id' | 'name'>): TermRecord {
  return { id: row.id, institutionId: row.institution_id, name: row.name }
}

/** How the write path and the live hub read a term; a term has no status of its own (its state follows the clock). */
export const termKind = recordKind({
  type: 'Term',
  table: 'terms',
  noun: 'term',
  statusOf: () => '',
  fields: async (_trx, row) => termRecord(row),
})
