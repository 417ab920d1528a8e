import type { Condition, RecordOperand, RecordTest } from './model.ts'

/** A condition named without facts, for coverage listings: `flag report-page`, `all of 3`. */
export function describeTarget(condition: Condition): string {
  switch (condition.kind) {
    case 'always':
      return 'always'
    case 'permission':
      return `permission ${condition.name}`
    case 'flag':
      return `flag ${condition.name}`
    case 'check':
      return `check ${condition.name}`
    case 'fact-true':
      return `institution.${condition.fact}`
    case 'fact-equals':
      return `institution.${condition.fact} = ${JSON.stringify(condition.value)}`
    case 'fact-in':
      return `institution.${condition.fact} in ${condition.list}`
    case 'fact-not-empty':
      return `institution.${condition.fact} not empty`
    case 'all':
    case 'any':
      return `${condition.kind} of ${condition.of.length}`
    case 'not':
      return `not (${describeTarget(condition.of)})`
  }
}

/** A record test named without a record: `status eq "pending"`, `requesterId ne user.id`. */
export function describeTest(test: RecordTest): string {
  const operand = (value: RecordOperand) => (value !== null && typeof value === 'object' ? `user.${value.$user}` : JSON.stringify(value))
  const value = Array.isArray(test.value) ? `[${test.value.map(operand).join(', ')}]` : operand(test.value as RecordOperand)
  return `${test.field} ${test.op} ${value}`
}
