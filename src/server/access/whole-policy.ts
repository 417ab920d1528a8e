// The one server module that reads the tools' source positions: "who can" and
// the access review name the policy file and line of each rule they cite, as
// `policy explain` does; the decision log reads its record types' fields (which to log). Built once
// per policy (the WeakMap below), never per request.
// eslint-disable-next-line import-x/no-restricted-paths -- see above: the file and line of each rule
import { policySources } from '../../generated/policy-sources.gen.ts'
import type { CompiledPolicy, PolicyWithSources, RecordOperand, RecordQuery, RecordTest } from '../../policy/model.ts'
import { withSources } from '../../policy/policy-sources.ts'
import { policy as generatedPolicy } from '../policy.ts'

const whole = new WeakMap<CompiledPolicy, PolicyWithSources>()

/**
 * The compiled policy with its sources put back (rules' file:line, record
 * types' actions and descriptions, record rules' field tests). A policy other
 * than the generated one (a test's) gets its rules' tests rebuilt from their
 * CASL conditions and no file:line.
 */
export function wholePolicy(policy: CompiledPolicy): PolicyWithSources {
  let found = whole.get(policy)
  if (!found) {
    found = policy.hash === policySources.hash ? withSources(policy, policySources) : rebuilt(policy)
    whole.set(policy, found)
  }
  return found
}

function rebuilt(policy: CompiledPolicy): PolicyWithSources {
  const generated = wholePolicy(generatedPolicy)
  const abilityRules = policy.abilityRules.map((rule) => (rule.conditions ? { ...rule, where: recordTests(rule.conditions) } : rule))
  // Record types and procedures are the generated policy's: a test's policy changes rules, not the record types.
  return { ...policy, abilityRules, records: generated.records, procedures: generated.procedures } as unknown as PolicyWithSources
}

/** A record rule's field tests rebuilt from its CASL conditions (`{ field: { $op: operand } }`), which the compiler built from those tests. */
export function recordTests(query: RecordQuery): RecordTest[] {
  return Object.entries(query).flatMap(([field, test]) => {
    // A bare operand (a value or `{ $user }`) is an equality.
    if (test === null || typeof test !== 'object' || '$user' in test) return [{ field, op: 'eq', value: test } as RecordTest]
    return Object.entries(test as Readonly<Record<string, RecordOperand | readonly RecordOperand[]>>).map(
      ([op, value]) => ({ field, op: op.slice(1), value }) as unknown as RecordTest,
    )
  })
}
