import { readFact, type Facts } from './facts.ts'
import type { RuntimeCondition, CompiledPolicy } from './model.ts'
import { indexPolicy } from './policy-index.ts'

/**
 * Called for every condition node that is evaluated, with its result. `explain`
 * uses it to show what decided, the coverage report to see both outcomes.
 * Short-circuiting is kept, so a visitor sees exactly what was evaluated.
 */
export type ConditionVisitor = (condition: RuntimeCondition, result: boolean) => void

export function flagOn(facts: Facts, name: string): boolean {
  return facts.flags[name] === true
}

/** Holding a permission: every check passes while the enforcing flag is off. */
export function holdsPermission(policy: CompiledPolicy, facts: Facts, name: string): boolean {
  if (!flagOn(facts, policy.permissionsEnforcedByFlag)) return true
  return facts.permissions[name] === true
}

export function checkPasses(policy: CompiledPolicy, facts: Facts, name: string, visit?: ConditionVisitor): boolean {
  const check = indexPolicy(policy).checks.get(name)
  // The compiler rejects unknown check names, so this only happens with hand-built policies.
  if (!check) throw new Error(`Unknown check "${name}"`)
  return evaluateCondition(policy, facts, check.when, visit)
}

export function evaluateCondition(policy: CompiledPolicy, facts: Facts, condition: RuntimeCondition, visit?: ConditionVisitor): boolean {
  const result = evaluateNode(policy, facts, condition, visit)
  visit?.(condition, result)
  return result
}

function evaluateNode(policy: CompiledPolicy, facts: Facts, condition: RuntimeCondition, visit?: ConditionVisitor): boolean {
  switch (condition.kind) {
    case 'always':
      return true
    case 'permission':
      return holdsPermission(policy, facts, condition.name)
    case 'flag':
      return flagOn(facts, condition.name)
    case 'check':
      return checkPasses(policy, facts, condition.name, visit)
    case 'fact-true':
      return readFact(facts.institution, condition.fact) === true
    case 'fact-equals':
      return readFact(facts.institution, condition.fact) === condition.value
    case 'fact-in': {
      const value = readFact(facts.institution, condition.fact)
      return typeof value === 'string' && (indexPolicy(policy).lists.get(condition.list)?.has(value) ?? false)
    }
    case 'fact-not-empty': {
      const value = readFact(facts.institution, condition.fact)
      return Array.isArray(value) && value.length > 0
    }
    case 'all':
      return condition.of.every((part) => evaluateCondition(policy, facts, part, visit))
    case 'any':
      return condition.of.some((part) => evaluateCondition(policy, facts, part, visit))
    case 'not':
      return !evaluateCondition(policy, facts, condition.of, visit)
  }
}
