import type { AnyAbility } from '@casl/ability'
import { withheldFields } from './field-access.ts'
import type { CompiledRecordType, PolicyWithSources, RecordOperand, RecordScalar, RecordTest } from './model.ts'
import { isUserRef } from './record-decision.ts'
import type { RecordScope } from './record-scope.ts'

/**
 * A record scope in words, from the rules' own tests:
 *   "on requests of their institution that are pending and not their own",
 *   "on their own requests of their institution that are draft or pending",
 *   "never", "always".
 * Rules join with ", or on"; a rule's tests are all said. Every test is in the
 * sentence, so it means exactly what the rules do (tests/unit/policy/record-scope.test.ts
 * reads the sentences back and compares them with the ability on random records).
 */
export function recordScopeText(policy: PolicyWithSources, subject: string, scope: RecordScope): string {
  if (scope.kind !== 'some') return scope.kind
  const type = policy.records.find((record) => record.name === subject)
  const noun = pluralNoun(subject)
  const phrases = [...new Set(mergeAlternatives(scope.rules.map((rule) => rule.where ?? [])).map((tests) => ruleText(type, noun, tests)))]
  return `on ${phrases.join(', or on ')}`
}

/**
 * Which fields of `subject` an ability reaches with `action`, of the type (no
 * record), in words: "all fields" (no field rule withholds one), "all fields
 * but internalStatus" (a forbid rule, or no grant, withholds those), or "only
 * id, status" (every grant that holds names its fields). Said after the scope
 * (the studio's Record actions).
 */
export function recordFieldsText(policy: PolicyWithSources, ability: AnyAbility, action: string, subject: string): string {
  const withheld = withheldFields(policy, ability, action, subject)
  if (withheld.length === 0) return 'all fields'
  const open = Object.keys(policy.records.find((record) => record.name === subject)?.fields ?? {}).filter((field) => !withheld.includes(field))
  if (open.length === 0) return 'no fields'
  const wholeGrant = ability.rulesFor(action, subject).some((rule) => !rule.inverted && !rule.fields)
  return wholeGrant ? `all fields but ${withheld.join(', ')}` : `only ${open.join(', ')}`
}

/**
 * Rules that ask the same tests but for one field's value join into one
 * ("dashboards … whose id is academic or engage" for two rules), as
 * `a and x = 1` or `a and x = 2` is `a and x in [1, 2]`.
 */
function mergeAlternatives(rules: readonly (readonly RecordTest[])[]): (readonly RecordTest[])[] {
  const out: RecordTest[][] = []
  for (const tests of rules) {
    const into = out.findIndex((other) => differingValue(other, tests) !== undefined)
    if (into < 0) {
      out.push([...tests])
      continue
    }
    const other = out[into]!
    const i = differingValue(other, tests)!
    const values = [...new Set([...operandList(other[i]!), ...operandList(tests[i]!)])]
    out[into] = other.map((test, j) => (j === i ? { ...test, op: 'in' as const, value: values } : test))
  }
  return out
}

/** The index of the one test in which two rules differ, when both ask a field to be one of some plain values. */
function differingValue(a: readonly RecordTest[], b: readonly RecordTest[]): number | undefined {
  if (a.length !== b.length) return undefined
  const differing = a.flatMap((test, i) => (sameTest(test, b[i]!) ? [] : [i]))
  if (differing.length !== 1) return undefined
  const i = differing[0]!
  const [x, y] = [a[i]!, b[i]!]
  const plain = (test: RecordTest) => (test.op === 'eq' || test.op === 'in') && operandList(test).every((operand) => !isUserRef(operand))
  return x.field === y.field && plain(x) && plain(y) ? i : undefined
}

function sameTest(a: RecordTest, b: RecordTest): boolean {
  return a.field === b.field && a.op === b.op && JSON.stringify(a.value) === JSON.stringify(b.value)
}

function operandList(test: RecordTest): RecordOperand[] {
  return Array.isArray(test.value) ? [...(test.value as readonly RecordOperand[])] : [test.value as RecordOperand]
}

/** Why a scope is "never", for explain. */
export const neverReasons = {
  'no-rule': 'the policy has no rule for this action',
  when: "no rule's `when` holds for these facts",
  'signed-out': 'the rules that hold name the signed-in user, and the facts have none (signed out)',
} as const

function ruleText(type: CompiledRecordType | undefined, noun: string, tests: readonly RecordTest[]): string {
  let own = false
  const after: string[] = []
  const states: string[] = []
  const whose: string[] = []
  for (const test of tests) {
    const field = type?.fields[test.field]
    const list = field?.type === 'string-list'
    const operands = operandList(test)
    const ref = operands.length === 1 && isUserRef(operands[0]) ? operands[0].$user : undefined
    if (ref === 'institutionId' && !list && (test.op === 'eq' || test.op === 'ne'))
      after.push(test.op === 'eq' ? 'of their institution' : 'of another institution')
    else if (ref === 'id' && test.field === 'id' && (test.op === 'eq' || test.op === 'ne'))
      after.push(test.op === 'eq' ? 'that are themselves' : 'other than themselves')
    else if (ref === 'id' && !list && test.op === 'eq' && !own) own = true
    else if (ref === 'id' && !list && test.op === 'ne') states.push('not their own')
    else if (isState(test.field) && !list && operands.every((operand) => typeof operand === 'string')) states.push(stateWords(test.op, operands as string[]))
    else whose.push(`whose ${fieldWords(test.field)} ${valueWords(test.op, operands, list)}`)
  }
  const clauses = [...whose, ...(states.length > 0 ? [`that are ${states.join(' and ')}`] : [])]
  return [own ? `their own ${noun}` : noun, ...after, clauses.join(' and ')].filter((part) => part.length > 0).join(' ')
}

/** Fields that say what state a record is in read as adjectives: "requests that are pending". */
export function isState(field: string): boolean {
  return field === 'status' || field === 'state' || field.endsWith('State')
}

function stateWords(op: RecordTest['op'], values: readonly string[]): string {
  if (op === 'eq' || op === 'in') return either(values)
  if (op === 'ne' || op === 'nin') return values.length === 1 ? `not ${values[0]}` : neither(values)
  return `${comparison[op]} ${values[0]}`
}

export const comparison = { lt: 'less than', lte: 'at most', gt: 'more than', gte: 'at least' } as const

function valueWords(op: RecordTest['op'], operands: readonly RecordOperand[], list: boolean): string {
  const values = operands.map(operandWords)
  if (list) return op === 'eq' || op === 'in' ? `include ${either(values)}` : `include ${neither(values)}`
  switch (op) {
    case 'eq':
    case 'in':
      return `is ${either(values)}`
    case 'ne':
      return `is not ${values[0]}`
    case 'nin':
      return values.length === 1 ? `is not ${values[0]}` : `is ${neither(values)}`
    default:
      return `is ${comparison[op]} ${values[0]}`
  }
}

function operandWords(operand: RecordOperand): string {
  if (isUserRef(operand)) return operand.$user === 'id' ? 'them' : 'their institution'
  return scalarWords(operand)
}

export function scalarWords(value: RecordScalar): string {
  if (value === null) return 'empty'
  return typeof value === 'string' && value.length > 0 && !/\s/.test(value) ? value : JSON.stringify(value)
}

export function either(values: readonly string[]): string {
  return values.length <= 1 ? (values[0] ?? '') : `${values.slice(0, -1).join(', ')} or ${values.at(-1)}`
}

/** "neither a nor b", "neither a, b nor c". */
export function neither(values: readonly string[]): string {
  return `neither ${values.slice(0, -1).join(', ')} nor ${values.at(-1)}`
}

/** `instructorIds` -> "instructor ids". */
export function fieldWords(field: string): string {
  return field.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase()
}

/** `StoreProduct` -> "store products". */
export function pluralNoun(subject: string): string {
  const words = fieldWords(subject)
  if (/(s|x|ch|sh)$/.test(words)) return `${words}es`
  if (/[^aeiou]y$/.test(words)) return `${words.slice(0, -1)}ies`
  return `${words}s`
}
