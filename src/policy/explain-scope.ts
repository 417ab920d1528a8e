import { at, changesFor } from './explain-condition.ts'
import type { Facts } from './facts.ts'
import type { PolicyWithSources } from './model.ts'
import { actionRules, recordScope } from './record-scope.ts'
import { neverReasons, recordScopeText } from './record-scope-text.ts'

/**
 * `action subject` without a record: on which records, as the studio's record
 * actions table says it, then the rules it comes from (file:line) or why never.
 */
export function explainScope(policy: PolicyWithSources, facts: Facts, action: string, subject: string): string[] {
  const scope = recordScope(policy, facts, action, subject)
  const lines = [`${action} ${subject}: ${recordScopeText(policy, subject, scope)}`]
  if (scope.kind === 'never') {
    lines.push(`  because ${neverReasons[scope.reason]}`)
    const said = new Set<string>()
    for (const rule of actionRules(policy, action, subject)) {
      const src = at(rule.src ?? rule.when.src)
      if (said.has(src)) continue
      said.add(src)
      const changes = changesFor(policy, facts, rule.when, true)
      if (changes.length === 0 && !facts.user) changes.push('sign in: give the facts a user { id, institutionId }')
      lines.push(`  - rule at ${src}${changes.length > 0 ? `: ${changes.join('; ')}` : ''}`)
    }
  } else {
    for (const src of new Set(scope.rules.map((rule) => at(rule.src ?? rule.when.src)))) lines.push(`  by the rule at ${src}`)
  }
  return lines
}
