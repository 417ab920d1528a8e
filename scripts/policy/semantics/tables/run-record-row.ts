import { subject as asSubject } from '@casl/ability'
import { buildAbility } from '../../../../src/policy/ability.ts'
import type { CoverageRecorder } from '../../../../src/policy/coverage.ts'
import { explainCondition } from '../../../../src/policy/explain-condition.ts'
import { explainRecord } from '../../../../src/policy/explain-record.ts'
import type { PolicyWithSources } from '../../../../src/policy/model.ts'
import { decideRecord } from '../../../../src/policy/record-decision.ts'
import { decideField } from '../../../../src/policy/field-decision.ts'
import { explainField } from '../../../../src/policy/explain-field.ts'
import type { TableRow } from './load-tables.ts'

/**
 * The row's persona x action x record expectations (and its procedure
 * calls), asked of the persona's
 * CASL ability (what the app and the server ask). The rule-by-rule reading
 * that explain and coverage use must give the same answer: a disagreement fails the row.
 */
export function recordFailures(policy: PolicyWithSources, row: TableRow, coverage?: CoverageRecorder): string[] {
  const failures: string[] = []
  const expectations = Object.entries(row.spec.records ?? {})
  const calls = Object.entries(row.spec.procedures ?? {})
  if (expectations.length === 0 && calls.length === 0) return failures
  const ability = buildAbility(policy, row.facts)
  for (const [name, expected] of calls) {
    const actual = ability.can('call', asSubject('Procedure', { name })) ? 'allow' : 'deny'
    if (actual === expected) continue
    const rule = policy.abilityRules.find((candidate) => candidate.action === 'call' && candidate.conditions?.['name'] === name)
    const why = rule ? explainCondition(policy, row.facts, rule.when, '  ') : []
    failures.push([`call ${name} for ${row.persona}: expected ${expected}, actual ${actual}`, ...why].join('\n'))
  }
  for (const [name, actions] of expectations) {
    const record = row.records.get(name)
    if (!record) continue
    for (const [cell, expected] of Object.entries(actions)) {
      const [action = cell, field] = cell.split('.')
      if (field !== undefined) {
        failures.push(...fieldFailure(policy, row, ability, { name, type: record.type, fields: record.fields }, action, field, expected, coverage))
        continue
      }
      const allowed = ability.can(action, asSubject(record.type, { ...record.fields }))
      const decision = decideRecord(policy, row.facts, action, record.type, record.fields, coverage?.visit, coverage?.visitTest)
      if (decision.allowed !== allowed) {
        failures.push(
          `${action} ${record.type} ${name} for ${row.persona}: the ability says ${allowed ? 'allow' : 'deny'} but the ` +
            `rule-by-rule reading says ${decision.allowed ? 'allow' : 'deny'} (a bug in src/policy/record-decision.ts)`,
        )
      }
      const actual = allowed ? 'allow' : 'deny'
      if (actual !== expected) {
        const why = explainRecord(policy, row.facts, action, record.type, record.fields)
        failures.push(
          [`${action} ${record.type} ${name} for ${row.persona}: expected ${expected}, actual ${actual}`, ...why.map((line) => `  ${line}`)].join('\n'),
        )
      }
    }
  }
  return failures
}

/**
 * A field row (`read.internalStatus: deny`): the persona's ability asked
 * `can(action, record, field)`, checked against the rule-by-rule reading
 * (decideField), whose rules count for coverage.
 */
function fieldFailure(
  policy: PolicyWithSources,
  row: TableRow,
  ability: ReturnType<typeof buildAbility>,
  record: { readonly name: string; readonly type: string; readonly fields: Readonly<Record<string, unknown>> },
  action: string,
  field: string,
  expected: string,
  coverage: CoverageRecorder | undefined,
): string[] {
  const allowed = ability.can(action, asSubject(record.type, { ...record.fields }), field)
  const decision = decideField(policy, row.facts, action, record.type, record.fields, field, coverage?.visit, coverage?.visitTest)
  const label = `${action} ${record.type} ${record.name}'s ${field} for ${row.persona}`
  if (decision.allowed !== allowed) {
    return [
      `${label}: the ability says ${allowed ? 'allow' : 'deny'} but the rule-by-rule reading says ${decision.allowed ? 'allow' : 'deny'} (a bug in src/policy/field-decision.ts)`,
    ]
  }
  const actual = allowed ? 'allow' : 'deny'
  if (actual === expected) return []
  return [
    [
      `${label}: expected ${expected}, actual ${actual}`,
      ...explainField(policy, row.facts, action, record.type, record.fields, field).map((line) => `  ${line}`),
    ].join('\n'),
  ]
}
