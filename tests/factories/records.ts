import type { FactsUser } from '../../src/policy/facts.ts'
import type { CompiledRecordType, PolicyWithSources } from '../../src/policy/model.ts'
import { isUserRef } from '../../src/policy/record-decision.ts'

/**
 * A valid record of the type whose fields take values the rules test (their
 * literals, the user's id or institution where a rule compares with them),
 * values next to those, and others, so that each rule passes and fails.
 */
export function randomRecord(policy: PolicyWithSources, type: CompiledRecordType, user: FactsUser | undefined, random: () => number): Record<string, unknown> {
  const rules = policy.abilityRules.filter((rule) => rule.subject === type.name)
  const pick = <T>(options: readonly T[]): T => options[Math.floor(random() * options.length)]!
  const record: Record<string, unknown> = {}
  for (const [field, spec] of Object.entries(type.fields)) {
    const operands = rules.flatMap((rule) =>
      (rule.where ?? []).filter((test) => test.field === field).flatMap((test) => (Array.isArray(test.value) ? test.value : [test.value])),
    )
    const users = operands.filter(isUserRef).map((ref) => user?.[ref.$user] ?? 'nobody')
    const literals = operands.filter((operand) => !isUserRef(operand))
    let options: unknown[]
    if (spec.type === 'boolean') options = [true, false]
    else if (spec.type === 'number') options = [0, ...literals.flatMap((n) => [Number(n) - 1, Number(n), Number(n) + 1])]
    else if (spec.values) options = [...spec.values]
    else options = [...users, ...literals, `other-${field}`]
    if (spec.nullable) options.push(null)
    record[field] =
      spec.type === 'string-list'
        ? [...new Set(Array.from({ length: Math.floor(random() * 3) }, () => pick([...users, ...literals, `other-${field}`])))]
        : pick(options)
  }
  return record
}

/** mulberry32: the same records on every run, so a failure can be run again. */
export function seeded(seed: number): () => number {
  let state = seed
  return () => {
    state = (state + 0x6d2b79f5) | 0
    let t = Math.imul(state ^ (state >>> 15), 1 | state)
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}
