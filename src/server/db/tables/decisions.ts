// Table of src/server/db/schema.ts: the decision log (issue 59).
import type { Generated } from 'kysely'
import type { DecisionOutcome } from '../../decisions/decision.ts'

/**
 * One access decision (src/server/decisions/decision.ts's Decision), written
 * in batches by decision-log.ts and trimmed by age and count. No foreign
 * keys: it names people and records that may since have been deleted.
 */
export interface DecisionsTable {
  id: Generated<number>
  at: string
  policy_hash: string
  user_id: string
  institution_id: string
  /** The tRPC path that asked: `requests.approve`. */
  procedure: string
  action: string
  /** `Procedure`, or the record type. */
  subject: string
  record_id: string | null
  outcome: DecisionOutcome
  facts_hash: string
  /** JSON of the record's logged fields (loggedRecordFields); null for a procedure call. */
  record_json: string | null
}
