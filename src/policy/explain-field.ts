import { at } from './explain-condition.ts'
import { explainRecord, ruleLines } from './explain-record.ts'
import type { Facts } from './facts.ts'
import { decideField } from './field-decision.ts'
import type { PolicyWithSources } from './model.ts'

/**
 * `action subject`'s `field` on one record in plain words (`policy explain
 * --field`): the answer and the rule that gave it, each rule of the action
 * that speaks of the field with file:line, and, when the record itself is
 * refused, why.
 */
export function explainField(
  policy: PolicyWithSources,
  facts: Facts,
  action: string,
  subject: string,
  record: Readonly<Record<string, unknown>>,
  field: string,
): string[] {
  const decision = decideField(policy, facts, action, subject, record, field)
  const by = decision.decidedBy
  const head = `${action} ${subject}.${field}: ${decision.allowed ? 'allowed' : 'withheld'}`
  if (!decision.record.allowed)
    return [`${head}: ${action} on the record itself is denied, and its fields with it`, ...explainRecord(policy, facts, action, subject, record)]
  const lines = [
    by
      ? `${head}, by the ${by.rule.inverted ? 'forbid ' : ''}rule at ${at(by.rule.src ?? by.rule.when.src)}${by.rule.reason ? `: ${by.rule.reason}` : ''}`
      : `${head}: every rule that grants it fails`,
    `  (${decision.rules.length === 1 ? 'one rule speaks' : `${decision.rules.length} rules speak`} of ${field}; a passing forbid rule wins, else any passing grant gives it)`,
  ]
  decision.rules.forEach((result, i) => {
    const [first = '', ...rest] = ruleLines(policy, facts, result, i + 1)
    const kind = result.rule.inverted
      ? `forbids ${result.rule.fields?.join(', ')}`
      : result.rule.fields
        ? `grants only ${result.rule.fields.join(', ')}`
        : 'grants every field'
    lines.push(`${first} ${kind}`, ...rest)
  })
  return lines
}
