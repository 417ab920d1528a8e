import { createHash } from 'node:crypto'
import type { Facts } from '../../policy/facts.ts'
import type { CompiledRecordType } from '../../policy/model.ts'

/**
 * One access decision the server made (issue 59's decision log): a procedure
 * call (`call Procedure`) or a record rule asked of one record by the write
 * path. Lists are filtered in SQL and never logged row by row. It names who,
 * under which policy and with which facts (by hash), never a record's text or
 * an input's value.
 */
export interface Decision {
  /** ISO time, from the server's clock. */
  readonly at: string
  readonly policyHash: string
  readonly userId: string
  readonly institutionId: string
  /** The tRPC path that asked: `requests.approve`. */
  readonly procedure: string
  /** `call` for the procedure's own rule, else the record action: `approve`. */
  readonly action: string
  /** `Procedure`, or the record type: `Request`. */
  readonly subject: string
  /** The record asked about; null for a procedure call and a record not yet created. */
  readonly recordId: string | null
  readonly outcome: DecisionOutcome
  /** factsHash of the facts the decision was made with. */
  readonly factsHash: string
  /**
   * The record's fields as the rule read them, without free text (loggedRecordFields), so a replay asks the
   * candidate policy about the record as it was; null for a procedure call.
   */
  readonly record: Readonly<Record<string, unknown>> | null
}

export type DecisionOutcome = 'allowed' | 'denied'

/** Where decisions go: the batched log (decision-log.ts), or nowhere. Never throws and never waits. */
export interface DecisionSink {
  record(decision: Decision): void
}

/**
 * A short, stable hash of what a person's decisions depend on: the flags that
 * are on, the permissions granted, the institution's settings and who they are.
 * Equal facts give equal hashes whatever the key order.
 */
export function factsHash(facts: Facts): string {
  const on = (values: Readonly<Record<string, boolean | undefined>>) =>
    Object.keys(values)
      .filter((name) => values[name] === true)
      .sort()
  const canonical = stableJson({
    flags: on(facts.flags),
    permissions: on(facts.permissions),
    institution: facts.institution,
    user: facts.user ?? null,
  })
  return createHash('sha256').update(canonical).digest('hex').slice(0, 16)
}

/**
 * A record's fields as a rule read them, keeping what identifies and classifies
 * it (ids, states, numbers, yes/no, lists of ids) and leaving out free text:
 * a plain string field is kept only when it is an id (`id`, `…Id`) or takes
 * fixed values. Fields the policy does not declare are left out too. `records` is the
 * whole policy's record types (wholePolicy(policy).records on the server).
 */
export function loggedRecordFields(records: readonly CompiledRecordType[], type: string, fields: object): Record<string, unknown> {
  const declared = records.find((record) => record.name === type)?.fields
  if (!declared) return {}
  const kept: Record<string, unknown> = {}
  for (const [name, value] of Object.entries(fields)) {
    const field = declared[name]
    if (!field) continue
    const isText = field.type === 'string' && !field.values && name !== 'id' && !name.endsWith('Id')
    if (!isText) kept[name] = value
  }
  return kept
}

function stableJson(value: unknown): string {
  if (value === null || typeof value !== 'object') return JSON.stringify(value) ?? 'null'
  if (Array.isArray(value)) return `[${value.map(stableJson).join(',')}]`
  const entries = Object.keys(value)
    .sort()
    .map((key) => `${JSON.stringify(key)}:${stableJson((value as Record<string, unknown>)[key])}`)
  return `{${entries.join(',')}}`
}

const hashes = new WeakMap<Facts, string>()

/** factsHash, computed once per facts object: a request's call and record decisions share its one hash. */
export function factsHashOnce(facts: Facts): string {
  let hash = hashes.get(facts)
  if (hash === undefined) {
    hash = factsHash(facts)
    hashes.set(facts, hash)
  }
  return hash
}

/**
 * Hands a decision to the sink, if there is one; the decision is only built then.
 * Logging never fails a request: a sink or a decision that throws is ignored.
 */
export function logDecision(sink: DecisionSink | undefined, decision: () => Decision): void {
  if (!sink) return
  try {
    sink.record(decision())
  } catch {
    // The log is a record of decisions, never a reason to refuse or fail one.
  }
}
