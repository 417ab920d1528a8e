import { createMongoAbility, type MongoAbility, type RawRuleOf } from '@casl/ability'
import { evaluateCondition } from './condition.ts'
import type { Facts } from './facts.ts'
import type { CompiledPolicy } from './model.ts'

/**
 * The untyped ability; src/generated/ability.gen.ts narrows it to the policy's
 * own actions and subjects.
 */
export type PolicyAbility = MongoAbility<[string, string | Record<string, unknown>]>

/** The CASL ability for one user: the compiled rule templates whose `when` passes for these facts. */
export function buildAbility(policy: CompiledPolicy, facts: Facts): PolicyAbility {
  const rules: RawRuleOf<PolicyAbility>[] = []
  for (const rule of policy.abilityRules) {
    if (!evaluateCondition(policy, facts, rule.when)) continue
    rules.push(rule.conditions ? { action: rule.action, subject: rule.subject, conditions: { ...rule.conditions } } : { action: rule.action, subject: rule.subject })
  }
  return createMongoAbility(rules)
}
