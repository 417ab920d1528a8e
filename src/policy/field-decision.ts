import type { ConditionVisitor } from './condition.ts'
import type { Facts } from './facts.ts'
import type { PolicyWithSources, RecordTest } from './model.ts'
import { decideRecord, ruleResult, type RecordDecision, type RecordRuleResult } from './record-decision.ts'

/** Whether one field of a record is open to an action, and which rule said so. */
export interface FieldDecision {
  readonly action: string
  readonly subject: string
  readonly field: string
  readonly allowed: boolean
  /** The record itself: a field of a record the action is refused on is refused with it. */
  readonly record: RecordDecision
  /** The rule that decided (a forbid rule that withholds it, or the grant that gives it); none when no rule gives it. */
  readonly decidedBy?: RecordRuleResult
  /** Every rule of the action that speaks of the field (names it, or names no fields), as evaluated, in the policy's order. */
  readonly rules: readonly RecordRuleResult[]
}

/**
 * Whether `field` of the record is open to `action`, rule by rule, as CASL
 * decides `ability.can(action, record, field)`: of the action's rules that name
 * the field or no field, the last that passes decides (the compiler puts
 * forbid rules last, so a forbid that passes always wins); none passing, it is
 * refused. For explain --field and the table tests' field rows, which check
 * this reading against the ability.
 */
export function decideField(
  policy: PolicyWithSources,
  facts: Facts,
  action: string,
  subject: string,
  record: object,
  field: string,
  visit?: ConditionVisitor,
  onTest?: (test: RecordTest, passes: boolean) => void,
): FieldDecision {
  const decision = decideRecord(policy, facts, action, subject, record, visit, onTest)
  const rules = policy.abilityRules
    .filter((rule) => rule.subject === subject && rule.action === action && (!rule.fields || rule.fields.includes(field)))
    .map((rule) => ruleResult(policy, facts, rule, record, visit, onTest))
  const decidedBy = rules.findLast((rule) => rule.passes)
  return {
    action,
    subject,
    field,
    allowed: decidedBy !== undefined && !decidedBy.rule.inverted,
    record: decision,
    ...(decidedBy ? { decidedBy } : {}),
    rules,
  }
}
