import { evaluateCondition } from '../../../../src/policy/condition.ts'
import type { CompiledAbilityRule, PolicyWithSources } from '../../../../src/policy/model.ts'
import { AtomSet } from './atoms.ts'
import { findWitness } from './find-witness.ts'
import { ruleCanMatch } from './record-rule-matches.ts'
import type { LintFinding } from './lint-policy.ts'

/**
 * Record actions and procedures: an action that no procedure applies, as its
 * own or under `also:` (nothing on the server can exercise it), a record rule whose tests contradict each
 * other, and a procedure that no facts let through (its access rule, together
 * with at least one rule of its record action that can match, can never pass).
 */
export function lintRecords(policy: PolicyWithSources): LintFinding[] {
  const findings: LintFinding[] = []
  for (const record of policy.records) {
    for (const action of record.actions) {
      const applies = (rule: { readonly action?: string; readonly subject?: string }) => rule.subject === record.name && rule.action === action.name
      if (policy.procedures.some((procedure) => applies(procedure) || procedure.also?.some(applies))) continue
      findings.push({
        code: 'action-without-procedure',
        src: action.src,
        message: `action ${action.name} of ${record.name} is applied by no procedure in policy/procedures.yaml`,
        detail:
          'Name it as the action of the procedure that reads or changes these records (or under its ' +
          '`also:` when the procedure applies it besides its own), or remove it if nothing should.',
      })
    }
  }
  for (const rule of policy.abilityRules) {
    if (!rule.where || ruleCanMatch(policy, rule)) continue
    findings.push({
      code: 'record-rule-never-matches',
      src: rule.src ?? rule.when.src,
      message: `a rule of ${rule.action} ${rule.subject} can never match a record: its tests of one field contradict each other`,
      detail: rule.where.map((test) => `${test.field} ${test.op} ${JSON.stringify(test.value)}`).join(' and '),
    })
  }
  for (const procedure of policy.procedures) {
    const call = policy.abilityRules.find((rule) => rule.action === 'call' && rule.subject === 'Procedure' && rule.conditions?.['name'] === procedure.name)
    if (!call) continue
    const recordRules: CompiledAbilityRule[] =
      procedure.action === undefined
        ? []
        : policy.abilityRules.filter((rule) => rule.subject === procedure.subject && rule.action === procedure.action && ruleCanMatch(policy, rule))
    const atoms = new AtomSet(policy).addCondition(call.when)
    for (const rule of recordRules) atoms.addCondition(rule.when)
    const passes = findWitness(
      policy,
      atoms.list(),
      (facts) =>
        evaluateCondition(policy, facts, call.when) &&
        (procedure.action === undefined || recordRules.some((rule) => evaluateCondition(policy, facts, rule.when))),
    )
    if (passes.found) continue
    if (!passes.exhausted) {
      findings.push({
        code: 'search-too-large',
        src: procedure.src,
        message: `procedure ${procedure.name}: too many combinations of facts to search; not checked`,
      })
      continue
    }
    findings.push({
      code: 'procedure-never-passes',
      src: procedure.src,
      message:
        procedure.action !== undefined && recordRules.length === 0
          ? `procedure ${procedure.name} can never be called successfully: no rule of ${procedure.action} ${procedure.subject} can match a record`
          : `procedure ${procedure.name} can never be called successfully: no facts pass its access rule` +
            `${procedure.action ? ` together with a rule of ${procedure.action} ${procedure.subject}` : ''}`,
      detail: `searched all ${passes.tried} combinations of ${
        atoms
          .list()
          .map((atom) => `${atom.kind} ${atom.name}`)
          .join(', ') || 'no facts'
      }`,
    })
  }
  return findings
}
