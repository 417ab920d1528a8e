import { evaluateCondition } from './condition.ts'
import type { Facts } from './facts.ts'
import type { CompiledAbilityRule, PolicyWithSources, RecordTest } from './model.ts'
import { referencesUser } from './record-decision.ts'

/**
 * On which records a persona may take an action, before any record is known:
 * the action's rules whose `when` holds for the facts, each reduced to the
 * record tests it still asks. The ability the app and server build answers the
 * same rules per record; this is the question "on which ones?" put to them.
 */
export type RecordScope =
  /** No rule's `when` holds (`no-rule`: the action has no rule at all; `signed-out`: those that hold name the user, and the facts have none). */
  | { readonly kind: 'never'; readonly reason: 'no-rule' | 'when' | 'signed-out' }
  /** A rule whose `when` holds tests nothing on the record. */
  | { readonly kind: 'always'; readonly rules: readonly CompiledAbilityRule[] }
  /** Any one of these rules' tests, all of them, must pass (rules OR together, tests AND). */
  | { readonly kind: 'some'; readonly rules: readonly CompiledAbilityRule[] }

export function recordScope(policy: PolicyWithSources, facts: Facts, action: string, subject: string): RecordScope {
  const rules = actionRules(policy, action, subject)
  if (rules.length === 0) return { kind: 'never', reason: 'no-rule' }
  const holding = rules.filter((rule) => evaluateCondition(policy, facts, rule.when))
  if (holding.length === 0) return { kind: 'never', reason: 'when' }
  const usable = holding.filter((rule) => facts.user || !referencesUser(rule))
  if (usable.length === 0) return { kind: 'never', reason: 'signed-out' }
  const unconditional = usable.filter((rule) => (rule.where ?? []).length === 0)
  if (unconditional.length > 0) return { kind: 'always', rules: unconditional }
  return { kind: 'some', rules: withoutWider(usable) }
}

/** The compiled rules of `action` on `subject` (record rules are never inverted). */
export function actionRules(policy: PolicyWithSources, action: string, subject: string): CompiledAbilityRule[] {
  return policy.abilityRules.filter((rule) => rule.subject === subject && rule.action === action && !rule.inverted)
}

/**
 * Leaves out a rule that asks everything another rule asks and more: the other
 * already allows every record it allows ("their own requests of their
 * institution" adds nothing to "requests of their institution").
 */
function withoutWider(rules: readonly CompiledAbilityRule[]): CompiledAbilityRule[] {
  const keys = rules.map((rule) => new Set((rule.where ?? []).map(testKey)))
  return rules.filter((_, i) =>
    keys.every((other, j) => {
      if (j === i || other.size > keys[i]!.size) return true
      const covers = [...other].every((key) => keys[i]!.has(key))
      // Of two rules asking the same tests, the first stays.
      return !covers || (other.size === keys[i]!.size && j > i)
    }),
  )
}

function testKey(test: RecordTest): string {
  return JSON.stringify([test.field, test.op, test.value])
}
