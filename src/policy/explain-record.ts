import { at, changesFor, explainCondition, show } from './explain-condition.ts'
import type { Facts } from './facts.ts'
import type { PolicyWithSources, RecordOperand, RecordTest } from './model.ts'
import { decideRecord, isUserRef, recordTestPasses, type RecordRuleResult } from './record-decision.ts'

const words: Record<RecordTest['op'], string> = { eq: 'is', ne: 'is not', in: 'is one of', nin: 'is none of', lt: '<', lte: '<=', gt: '>', gte: '>=' }
const wants: Record<RecordTest['op'], string> = {
  eq: 'must be',
  ne: 'must not be',
  in: 'must be one of',
  nin: 'must be none of',
  lt: 'must be <',
  lte: 'must be <=',
  gt: 'must be >',
  gte: 'must be >=',
}
const opposite: Record<RecordTest['op'], RecordTest['op']> = { eq: 'ne', ne: 'eq', in: 'nin', nin: 'in', lt: 'gte', gte: 'lt', gt: 'lte', lte: 'gt' }

/**
 * `action subject` on one record in plain words: the answer, each rule of the
 * action with its file:line, what passed and failed, and what would change it.
 */
export function explainRecord(policy: PolicyWithSources, facts: Facts, action: string, subject: string, record: Readonly<Record<string, unknown>>): string[] {
  const decision = decideRecord(policy, facts, action, subject, record)
  if (decision.rules.length === 0) return [`${action} ${subject}: denied: the policy has no rule for ${action} on ${subject}`]
  const passing = decision.rules.filter((rule) => rule.passes)
  const lines = [
    `${action} ${subject}: ${decision.allowed ? 'allowed' : 'denied'}` +
      `${passing[0] ? `, by the rule at ${at(passing[0].rule.src ?? passing[0].rule.when.src)}` : ''}`,
    `  (${decision.rules.length === 1 ? 'one rule' : `${decision.rules.length} rules; any one passing allows`})`,
  ]
  decision.rules.forEach((result, i) => lines.push(...ruleLines(policy, facts, result, i + 1)))
  if (decision.allowed) {
    lines.push('To deny it, every passing rule must fail:')
    for (const result of passing) lines.push(`  - rule at ${at(result.rule.src ?? result.rule.when.src)}: ${toFail(policy, facts, result)}`)
  } else {
    lines.push('To allow it, make any one rule pass:')
    for (const result of decision.rules)
      lines.push(`  - rule at ${at(result.rule.src ?? result.rule.when.src)}: ${toPass(policy, facts, result, record).join('; ')}`)
  }
  return lines
}

export function ruleLines(policy: PolicyWithSources, facts: Facts, result: RecordRuleResult, n: number): string[] {
  const lines = [
    `rule ${n} ${result.passes ? 'passes' : 'fails'} (${at(result.rule.src ?? result.rule.when.src)})`,
    '  when:',
    ...explainCondition(policy, facts, result.rule.when, '    '),
  ]
  if (result.needsUser) lines.push('  where: not evaluated: the rule names the signed-in user and the facts have no user')
  else if (result.rule.where) {
    lines.push('  where:')
    for (const test of result.rule.where) {
      const seen = result.tests.find((t) => t.test === test)
      lines.push(`    ${testText(test, facts)} ${seen ? (seen.passes ? 'passes' : 'fails') : '(not evaluated)'} (${at(test.src)})`)
    }
  }
  return lines
}

function toPass(policy: PolicyWithSources, facts: Facts, result: RecordRuleResult, record: Readonly<Record<string, unknown>>): string[] {
  const changes = changesFor(policy, facts, result.rule.when, true)
  if (result.needsUser) changes.push('give the facts a user { id, institutionId }')
  // Every failing test must change, including those after the first failure (not evaluated by the AND).
  for (const test of result.rule.where ?? []) {
    if (facts.user && recordTestPasses(test, record, facts.user)) continue
    changes.push(`the record's ${test.field} (now ${show(record[test.field])}) ${testText(test, facts, 'want')}`)
  }
  return changes.length > 0 ? changes : ['nothing: it passes']
}

function toFail(policy: PolicyWithSources, facts: Facts, result: RecordRuleResult): string {
  const options = [
    changesFor(policy, facts, result.rule.when, false).join('; '),
    ...(result.rule.where ?? []).map((test) => `the record's ${test.field} ${testText({ ...test, op: opposite[test.op] }, facts, 'want')}`),
  ]
  return options.filter((option) => option.length > 0).join(', or ')
}

/** `status is "pending"`, or with `want` what the field must be: `must be "pending"`. */
function testText(test: RecordTest, facts: Facts, want?: 'want'): string {
  const operand = (value: RecordOperand) => (isUserRef(value) ? `user.${value.$user} (${show(facts.user?.[value.$user])})` : show(value))
  const value = Array.isArray(test.value) ? `[${test.value.map(operand).join(', ')}]` : operand(test.value as RecordOperand)
  return want ? `${wants[test.op]} ${value}` : `${test.field} ${words[test.op]} ${value}`
}
