import { evaluateCondition } from '../../../../src/policy/condition.ts'
import { at } from '../../../../src/policy/explain-condition.ts'
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
 * And field rules (`fields:`, `forbid:`) that never pass or never change what anyone may see.
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
    // A field rule's own finding says it (field-rule-never-passes).
    if (!rule.where || rule.fields || ruleCanMatch(policy, rule)) continue
    findings.push({
      code: 'record-rule-never-matches',
      src: rule.src ?? rule.when.src,
      message: `a rule of ${rule.action} ${rule.subject} can never match a record: its tests of one field contradict each other`,
      detail: rule.where.map((test) => `${test.field} ${test.op} ${JSON.stringify(test.value)}`).join(' and '),
    })
  }
  findings.push(...lintFieldRules(policy))
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

/**
 * Field rules that do nothing: one whose `when` no facts pass or whose `where`
 * no record passes (field-rule-never-passes), a forbid rule naming fields no
 * grant of its action gives (every grant names its fields, without these), and
 * a grant naming only fields that a forbid rule passing always, for every
 * record (no `when` that can fail, no `where`), withholds (field-rule-never-matters).
 */
function lintFieldRules(policy: PolicyWithSources): LintFinding[] {
  const findings: LintFinding[] = []
  const fieldRules = policy.abilityRules.filter((rule) => rule.fields)
  const words = (rule: CompiledAbilityRule) => `the ${rule.inverted ? 'forbid' : 'field'} rule of ${rule.action} ${rule.subject} on ${rule.fields?.join(', ')}`
  for (const rule of fieldRules) {
    const src = rule.src ?? rule.when.src
    if (!ruleCanMatch(policy, rule)) {
      findings.push({
        code: 'field-rule-never-passes',
        src,
        message: `${words(rule)} never passes: its tests of one field contradict each other, so no record passes its where`,
        detail: (rule.where ?? []).map((test) => `${test.field} ${test.op} ${JSON.stringify(test.value)}`).join(' and '),
      })
      continue
    }
    const atoms = new AtomSet(policy).addCondition(rule.when).list()
    const passes = findWitness(policy, atoms, (facts) => evaluateCondition(policy, facts, rule.when))
    if (passes.found) continue
    findings.push(
      passes.exhausted
        ? {
            code: 'field-rule-never-passes',
            src,
            message: `${words(rule)} never passes: no facts pass its when`,
            detail: `searched all ${passes.tried} combinations of ${atoms.map((atom) => `${atom.kind} ${atom.name}`).join(', ') || 'no facts'}`,
          }
        : { code: 'search-too-large', src, message: `${words(rule)}: too many combinations of facts to search; not checked` },
    )
  }
  for (const rule of fieldRules) {
    const same = policy.abilityRules.filter((other) => other.subject === rule.subject && other.action === rule.action)
    const grants = same.filter((other) => !other.inverted)
    if (rule.inverted) {
      const given = (field: string) => grants.some((grant) => !grant.fields || grant.fields.includes(field))
      const never = (rule.fields ?? []).filter((field) => !given(field))
      if (never.length === 0) continue
      findings.push({
        code: 'field-rule-never-matters',
        src: rule.src ?? rule.when.src,
        message: `${words(rule)} never matters: no grant of ${rule.action} ${rule.subject} gives ${never.join(', ')}`,
        detail: `the grants give only ${[...new Set(grants.flatMap((grant) => grant.fields ?? []))].join(', ') || 'nothing'}`,
      })
      continue
    }
    const alwaysForbids = same.filter((other) => other.inverted && (other.where ?? []).length === 0 && alwaysPasses(policy, other))
    const withheld = new Set(alwaysForbids.flatMap((other) => other.fields ?? []))
    if (alwaysForbids.length === 0 || !(rule.fields ?? []).every((field) => withheld.has(field))) continue
    findings.push({
      code: 'field-rule-never-matters',
      src: rule.src ?? rule.when.src,
      message: `${words(rule)} never matters: a forbid rule that always passes withholds every field it grants`,
      detail: `withheld always by the forbid rule${alwaysForbids.length > 1 ? 's' : ''} at ${alwaysForbids.map((other) => at(other.src ?? other.when.src)).join(', ')}`,
    })
  }
  return findings
}

/** Whether every facts pass the rule's `when` (searched; a search too large counts as no). */
function alwaysPasses(policy: PolicyWithSources, rule: CompiledAbilityRule): boolean {
  if (rule.when.kind === 'always') return true
  const fails = findWitness(policy, new AtomSet(policy).addCondition(rule.when).list(), (facts) => !evaluateCondition(policy, facts, rule.when))
  return !fails.found && fails.exhausted
}
