import { evaluateCondition } from './condition.ts'
import { readFact, type Facts, type FactsUser } from './facts.ts'
import type { CompiledAbilityRule, CompiledPolicy, RecordOperand, RecordQuery, RecordScalar, RecordTest, RuntimeCondition } from './model.ts'
import { indexPolicy } from './policy-index.ts'
import { isUserRef, recordTestPasses } from './record-decision.ts'
import { comparison, either, fieldWords, isState, scalarWords } from './record-scope-text.ts'

/**
 * One condition of a rule that is false for the person and the record: a
 * leaf of the rule's `when` over the facts (a permission not held, a flag
 * off; `want` is what the rule needs it to be), or one of its `where` tests
 * on the record.
 */
export type FailedPart =
  | { readonly kind: 'when'; readonly condition: RuntimeCondition; readonly want: boolean; readonly words: string }
  | { readonly kind: 'test'; readonly test: RuntimeRecordTest; readonly words: string }

/** A record test as the runtime policy has it: rebuilt from the rule's CASL conditions when the `where` was stripped. */
export type RuntimeRecordTest = Pick<RecordTest, 'field' | 'op' | 'value'>

export interface Refusal {
  /** The parts of the one rule the sentence names; every one is false for this person and record. */
  readonly failed: readonly FailedPart[]
  /** "You may not approve this request: it is your own request." */
  readonly sentence: string
}

/**
 * Why `action` on `record` is refused, naming conditions that are really
 * false for this person and record (issue 50, point 5). The action's rules OR
 * together, so the sentence names the rule that came nearest: the one with
 * the fewest false parts, the first of those in the policy's order; each of
 * its false parts is said. Answers undefined when a rule allows the action.
 *
 * The tests are evaluated as explain and the ability do (evaluateCondition,
 * recordTestPasses); tests/unit/policy/refusal-reason.test.ts checks on
 * generated records that every part named is false.
 */
export function refusalReason(
  policy: CompiledPolicy,
  facts: Facts,
  action: string,
  subject: string,
  record: Readonly<Record<string, unknown>>,
  /** How the sentence names the record ("request") and the action ("submit", for the rule `edit` it asks); by default the policy's names in words. */
  names: { readonly noun?: string | undefined; readonly verb?: string | undefined } = {},
): Refusal | undefined {
  const noun = names.noun ?? fieldWords(subject)
  const rules = policy.abilityRules.filter((rule) => rule.subject === subject && rule.action === action && !rule.inverted)
  const head = `You may not ${names.verb ?? fieldWords(action)} this ${noun}`
  if (rules.length === 0) return { failed: [], sentence: `${head}: no rule of the policy allows it.` }
  if (!facts.user) return { failed: [], sentence: `${head}: you are not signed in.` }
  let best: FailedPart[] | undefined
  for (const rule of rules) {
    const failed = failedParts(policy, facts, facts.user, rule, record, noun)
    if (failed.length === 0) return undefined
    if (!best || failed.length < best.length) best = failed
  }
  return { failed: best!, sentence: `${head}: ${best!.map((part) => part.words).join('; ')}.` }
}

function failedParts(
  policy: CompiledPolicy,
  facts: Facts,
  user: FactsUser,
  rule: CompiledPolicy['abilityRules'][number],
  record: Readonly<Record<string, unknown>>,
  noun: string,
): FailedPart[] {
  const when = whenFailures(policy, facts, rule.when, true)
  const tests = recordTests(rule)
    .filter((test) => !recordTestPasses(test as RecordTest, record, user))
    .map((test): FailedPart => ({ kind: 'test', test, words: testWords(test, record, user, noun) }))
  return [...when, ...tests]
}

/** The record tests of a rule: its `where` (tools' policy) or, in the runtime policy, its CASL conditions read back. */
export function recordTests(rule: Pick<CompiledPolicy['abilityRules'][number], 'conditions'>): readonly RuntimeRecordTest[] {
  const where = (rule as Partial<Pick<CompiledAbilityRule, 'where'>>).where
  if (where) return where
  return Object.entries(rule.conditions ?? {}).flatMap(([field, query]): RuntimeRecordTest[] => {
    if (query === null || typeof query !== 'object' || isUserRef(query)) return [{ field, op: 'eq', value: query as RecordOperand }]
    return Object.entries(query as Exclude<RecordQuery[string], RecordOperand>).map(([op, value]) => ({ field, op: op.slice(1) as RecordTest['op'], value }))
  })
}

/** The leaves of `condition` that keep it from being `want`, each with what it must be instead. */
function whenFailures(policy: CompiledPolicy, facts: Facts, condition: RuntimeCondition, want: boolean): FailedPart[] {
  if (evaluateCondition(policy, facts, condition) === want) return []
  switch (condition.kind) {
    case 'not':
      return whenFailures(policy, facts, condition.of, !want)
    case 'check': {
      const check = indexPolicy(policy).checks.get(condition.name)
      return check ? whenFailures(policy, facts, check.when, want) : [leaf(policy, facts, condition, want)]
    }
    case 'all':
    case 'any': {
      const parts = condition.of.map((part) => whenFailures(policy, facts, part, want))
      // all true / any false: every failing part must change; all false / any true: the nearest alternative.
      if ((condition.kind === 'all') === want) return parts.flat()
      return parts.filter((failed) => failed.length > 0).sort((a, b) => a.length - b.length)[0] ?? []
    }
    default:
      return [leaf(policy, facts, condition, want)]
  }
}

function leaf(policy: CompiledPolicy, facts: Facts, condition: RuntimeCondition, want: boolean): FailedPart {
  return { kind: 'when', condition, want, words: leafWords(policy, facts, condition, want) }
}

/** A fact condition that is not `want`, as the person reads it. */
function leafWords(policy: CompiledPolicy, facts: Facts, condition: RuntimeCondition, want: boolean): string {
  const value = 'fact' in condition ? readFact(facts.institution, condition.fact) : undefined
  switch (condition.kind) {
    case 'permission': {
      if (!want) return `you hold the permission ${condition.name}`
      const description = (policy.permissions.find((entry) => entry.name === condition.name) as { description?: string } | undefined)?.description
      return `you do not hold the permission ${condition.name}${description ? ` (${description.replace(/\.$/, '')})` : ''}`
    }
    case 'flag':
      return `the feature ${condition.name} is ${want ? 'off' : 'on'} for your institution`
    case 'fact-true':
      return `your institution's ${condition.fact} is ${want ? 'not on' : 'on'}`
    case 'fact-equals':
      return `your institution's ${condition.fact} is ${show(value)}${want ? `, not ${show(condition.value)}` : ''}`
    case 'fact-in':
      return `your institution's ${condition.fact} (${show(value)}) is ${want ? 'not ' : ''}in the list ${condition.list}`
    case 'fact-not-empty':
      return want ? `your institution has no ${condition.fact}` : `your institution has ${condition.fact}`
    default:
      return `the rule's condition is ${want ? 'false' : 'true'}`
  }
}

/** A record test that is false, said from the record's side: "it is your own request", "it is approved, not pending". */
function testWords(test: RuntimeRecordTest, record: Readonly<Record<string, unknown>>, user: FactsUser, noun: string): string {
  const operands = Array.isArray(test.value) ? (test.value as readonly RecordOperand[]) : [test.value as RecordOperand]
  const actual = record[test.field]
  const ref = operands.length === 1 && isUserRef(operands[0]) ? operands[0].$user : undefined
  const positive = test.op === 'eq' || test.op === 'in'
  const negative = test.op === 'ne' || test.op === 'nin'
  const list = Array.isArray(actual)
  if (ref === 'institutionId' && !list && (positive || negative)) return positive ? 'it belongs to another institution' : 'it belongs to your institution'
  if (ref === 'id' && test.field === 'id' && (positive || negative)) return positive ? 'it is not you' : 'it is you'
  if (ref === 'id' && list && (positive || negative)) return `its ${fieldWords(test.field)} ${positive ? 'do not include' : 'include'} you`
  if (ref === 'id' && (positive || negative)) return positive ? `it is not your own ${noun}` : `it is your own ${noun}`
  const values = operands.map((operand) => (isUserRef(operand) ? (operand.$user === 'id' ? 'you' : 'your institution') : scalarWords(operand)))
  const now = list
    ? actual.length > 0
      ? either(actual.map((entry) => scalarWords(entry as RecordScalar)))
      : 'empty'
    : scalarWords((actual ?? null) as RecordScalar)
  const subjectWords = isState(test.field) && !list ? 'it is' : list ? `its ${fieldWords(test.field)} include` : `its ${fieldWords(test.field)} is`
  if (list && positive) return `its ${fieldWords(test.field)} do not include ${either(values)}`
  if (positive) return `${subjectWords} ${now}, not ${either(values)}`
  if (negative) return `${subjectWords} ${list ? either(values.filter((_, i) => (actual as unknown[]).includes(valueOf(operands[i]!, user)))) : now}`
  return `${subjectWords} ${now}, not ${comparison[test.op as keyof typeof comparison]} ${values[0]}`
}

function valueOf(operand: RecordOperand, user: FactsUser): unknown {
  return isUserRef(operand) ? user[operand.$user] : operand
}

function show(value: unknown): string {
  return value === undefined ? 'not set' : JSON.stringify(value)
}
