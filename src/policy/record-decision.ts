import { evaluateCondition, type ConditionVisitor } from './condition.ts'
import type { Facts, FactsUser } from './facts.ts'
import type { CompiledAbilityRule, PolicyWithSources, RecordOperand, RecordTest } from './model.ts'

/** How one compiled rule of the action fared on the record. */
export interface RecordRuleResult {
  readonly rule: CompiledAbilityRule
  readonly when: boolean
  /** The rule names the user and the facts carry none, so it is left out of the ability. */
  readonly needsUser: boolean
  /** The tests evaluated, in order, stopping at the first that fails (as an AND does). */
  readonly tests: readonly { readonly test: RecordTest; readonly passes: boolean }[]
  readonly passes: boolean
}

export interface RecordDecision {
  readonly action: string
  readonly subject: string
  readonly allowed: boolean
  readonly rules: readonly RecordRuleResult[]
}

/**
 * Whether `action` on `record` of type `subject` is allowed, rule by rule, for
 * explain and coverage. The ability (buildAbility) is the answer the app and
 * server use; this walks the same compiled rules in words, and the table tests
 * check the two agree on every row. `visit` sees the `when` conditions (and
 * through `onTest` the record tests) that were evaluated.
 */
export function decideRecord(
  policy: PolicyWithSources,
  facts: Facts,
  action: string,
  subject: string,
  record: object,
  visit?: ConditionVisitor,
  onTest?: (test: RecordTest, passes: boolean) => void,
): RecordDecision {
  const rules = policy.abilityRules
    // A forbid rule withholds fields only (field-decision.ts); whether the record itself is allowed is the grants' answer.
    .filter((rule) => rule.subject === subject && rule.action === action && !rule.inverted)
    .map((rule) => ruleResult(policy, facts, rule, record, visit, onTest))
  return { action, subject, allowed: rules.some((rule) => rule.passes), rules }
}

/** One compiled rule on the record: its `when`, then its tests in order until one fails. */
export function ruleResult(
  policy: PolicyWithSources,
  facts: Facts,
  rule: CompiledAbilityRule,
  record: object,
  visit?: ConditionVisitor,
  onTest?: (test: RecordTest, passes: boolean) => void,
): RecordRuleResult {
  const when = evaluateCondition(policy, facts, rule.when, visit)
  const needsUser = !facts.user && referencesUser(rule)
  const tests: { test: RecordTest; passes: boolean }[] = []
  if (when && !needsUser) {
    for (const test of rule.where ?? []) {
      const passes = recordTestPasses(test, record as Readonly<Record<string, unknown>>, facts.user)
      onTest?.(test, passes)
      tests.push({ test, passes })
      if (!passes) break
    }
  }
  return { rule, when, needsUser, tests, passes: when && !needsUser && tests.every((t) => t.passes) }
}

export function referencesUser(rule: CompiledAbilityRule): boolean {
  return (rule.where ?? []).some((test) => (Array.isArray(test.value) ? test.value : [test.value]).some(isUserRef))
}

/** One test with CASL's Mongo semantics: eq on a list field means "holds", ne and nin are the negations. */
export function recordTestPasses(test: RecordTest, record: Readonly<Record<string, unknown>>, user: FactsUser | undefined): boolean {
  const actual = record[test.field]
  const value = (operand: RecordOperand): unknown => (isUserRef(operand) ? user?.[operand.$user] : operand)
  const operands = (Array.isArray(test.value) ? test.value : [test.value]).map(value)
  const equals = (expected: unknown) => (Array.isArray(actual) ? actual.includes(expected) : same(actual, expected))
  switch (test.op) {
    case 'eq':
      return equals(operands[0])
    case 'ne':
      return !equals(operands[0])
    case 'in':
      return operands.some(equals)
    case 'nin':
      return !operands.some(equals)
    default: {
      const bound = operands[0]
      if (typeof actual !== typeof bound || (typeof actual !== 'number' && typeof actual !== 'string')) return false
      const a = actual as number | string
      const b = bound as number | string
      return test.op === 'lt' ? a < b : test.op === 'lte' ? a <= b : test.op === 'gt' ? a > b : a >= b
    }
  }
}

/** A missing field counts as null, as it does for CASL's eq. */
function same(actual: unknown, expected: unknown): boolean {
  return (actual ?? null) === (expected ?? null)
}

export function isUserRef(value: unknown): value is { readonly $user: 'id' | 'institutionId' } {
  return value !== null && typeof value === 'object' && !Array.isArray(value) && '$user' in value
}
