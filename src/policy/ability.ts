import { createMongoAbility, type MongoAbility, type RawRuleOf } from '@casl/ability'
import { evaluateCondition } from './condition.ts'
import type { Facts, FactsUser } from './facts.ts'
import type { CompiledPolicy, RecordQuery } from './model.ts'

/**
 * The untyped ability; src/generated/ability.gen.ts narrows it to the policy's
 * own actions and subjects.
 */
export type PolicyAbility = MongoAbility<[string, string | Record<string, unknown>]>

/**
 * The CASL ability for one user: the compiled rule templates whose `when`
 * passes for these facts, with the user references of record rules
 * (`{ $user: 'id' }`) replaced by `facts.user`. Without a user, rules that
 * reference one are left out, so they deny (fail closed).
 */
export function buildAbility(policy: CompiledPolicy, facts: Facts): PolicyAbility {
  const rules: RawRuleOf<PolicyAbility>[] = []
  for (const rule of policy.abilityRules) {
    if (!evaluateCondition(policy, facts, rule.when)) continue
    if (!rule.conditions) {
      rules.push({ action: rule.action, subject: rule.subject })
      continue
    }
    const conditions = withUser(rule.conditions, facts.user)
    if (conditions) rules.push({ action: rule.action, subject: rule.subject, conditions })
  }
  return createMongoAbility(rules)
}

/** A copy of `query` with every `{ $user: key }` replaced by the user's value; undefined when there is no user to fill in. */
export function withUser(query: RecordQuery, user: FactsUser | undefined): Record<string, unknown> | undefined {
  let missing = false
  const fill = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(fill)
    if (value === null || typeof value !== 'object') return value
    if ('$user' in value) {
      if (!user) missing = true
      return user?.[(value as { $user: keyof FactsUser }).$user]
    }
    return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, fill(inner)]))
  }
  const filled = fill(query) as Record<string, unknown>
  return missing ? undefined : filled
}
