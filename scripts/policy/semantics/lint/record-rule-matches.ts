import type { CompiledAbilityRule, PolicyWithSources, RecordOperand, RecordTest } from '../../../../src/policy/model.ts'
import { isUserRef, recordTestPasses } from '../../../../src/policy/record-decision.ts'

/**
 * Whether some record can pass the rule's AND of tests, field by field. Each
 * field is tried with the values that matter: its declared values (or true and
 * false), every literal the tests compare it with, one a little beyond each
 * number, and one no test names. A field tested against the user is assumed
 * satisfiable (the user can be anyone), so the answer errs towards "can match".
 */
export function ruleCanMatch(policy: PolicyWithSources, rule: CompiledAbilityRule): boolean {
  const record = policy.records.find((type) => type.name === rule.subject)
  if (!record || !rule.where) return true
  const byField = new Map<string, RecordTest[]>()
  for (const test of rule.where) byField.set(test.field, [...(byField.get(test.field) ?? []), test])
  for (const [name, tests] of byField) {
    const field = record.fields[name]
    if (!field || tests.some((test) => operands(test).some(isUserRef))) continue
    const literals = tests.flatMap(operands).filter((value): value is Exclude<RecordOperand, { $user: string }> => !isUserRef(value))
    const candidates: unknown[] =
      field.type === 'boolean'
        ? [true, false]
        : field.type === 'number'
          ? literals.flatMap((value) => (typeof value === 'number' ? [value - 1, value, value + 1] : [])).concat([0])
          : field.type === 'string-list'
            ? [[], ...literals.map((value) => [value])]
            : [...(field.values ?? []), ...literals, ...(field.values ? [] : ['\u0000unnamed'])]
    if (field.nullable) candidates.push(null)
    const fits = candidates.some((value) => tests.every((test) => recordTestPasses(test, { [name]: value }, undefined)))
    if (!fits) return false
  }
  return true
}

function operands(test: RecordTest): readonly RecordOperand[] {
  return Array.isArray(test.value) ? test.value : [test.value as RecordOperand]
}
