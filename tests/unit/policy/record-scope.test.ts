import { subject as asSubject } from '@casl/ability'
import { describe, expect, it } from 'vitest'
import { loadPolicySources } from '../../../scripts/policy/load.ts'
import { compileSources } from '../../../scripts/policy/semantics/compile-sources.ts'
import { loadTables } from '../../../scripts/policy/semantics/tables/load-tables.ts'
import { readTableSources } from '../../../scripts/policy/semantics/tables/read-table-sources.ts'
import { repoRoot } from '../../../scripts/policy/semantics/test-policy.ts'
import { buildAbility } from '../../../src/policy/ability.ts'
import type { FactsUser } from '../../../src/policy/facts.ts'
import type { CompiledRecordType } from '../../../src/policy/model.ts'
import { recordScope } from '../../../src/policy/record-scope.ts'
import { pluralNoun, recordScopeText } from '../../../src/policy/record-scope-text.ts'
import { validateRecord } from '../../../src/policy/validate-record.ts'
import { randomRecord, seeded } from '../../factories/index.ts'

const compiled = compileSources(loadPolicySources(repoRoot))
if ('error' in compiled) throw new Error(compiled.error)
const policy = compiled.policy
const personas = loadTables(policy, readTableSources(repoRoot)).personas
const sentence = (persona: string, action: string, subject: string) =>
  recordScopeText(policy, subject, recordScope(policy, personas.get(persona)!, action, subject))

describe('on which records a persona may take an action, in words', () => {
  it('says the rules of the shipped policy as a product owner reads them', () => {
    expect(sentence('approver', 'approve', 'Request')).toBe('on requests of their institution that are pending and not their own')
    expect(sentence('approver', 'cancel', 'Request')).toBe('on their own requests of their institution that are draft or pending')
    // The approver's rule for reading already allows every request of the institution, so the narrower own-request rule is not said.
    expect(sentence('approver', 'read', 'Request')).toBe('on requests of their institution')
    expect(sentence('requester', 'approve', 'Request')).toBe('never')
    expect(sentence('approver-signed-out', 'approve', 'Request')).toBe('never')
    expect(sentence('buyer', 'purchase', 'Request')).toBe('on requests of their institution whose kind is purchase and that are approved')
    expect(sentence('ana', 'view', 'Dashboard')).toBe(
      'on dashboards of their institution whose id is academic, acquisitions, allTitles, bibliotechAdmin, uaaSpend or engage',
    )
    expect(sentence('everything-legacy', 'adopt', 'Adoption')).toBe(
      'on adoptions of their institution whose instructor ids include them and that are proposed or approved',
    )
    expect(sentence('everything-legacy', 'editPermissions', 'StaffMember')).toBe('on staff members of their institution other than themselves')
    expect(sentence('librarian', 'read', 'Title')).toBe('always')
  })

  it('names why a scope is never', () => {
    expect(recordScope(policy, personas.get('requester')!, 'approve', 'Request')).toEqual({ kind: 'never', reason: 'when' })
    expect(recordScope(policy, personas.get('approver-signed-out')!, 'approve', 'Request')).toEqual({ kind: 'never', reason: 'signed-out' })
    expect(recordScope(policy, personas.get('approver')!, 'fly', 'Request')).toEqual({ kind: 'never', reason: 'no-rule' })
  })

  it('no signed-in persona reads never for an action whose rules hold for it', () => {
    for (const [name, facts] of personas) {
      if (!facts.user) continue
      for (const type of policy.records)
        for (const { name: action } of type.actions)
          expect(recordScope(policy, facts, action, type.name), `${name}: ${action} ${type.name}`).not.toEqual({ kind: 'never', reason: 'signed-out' })
    }
  })

  // The words are read back by a reader that knows only the grammar and the record type, and the
  // reading must agree with the compiled ability (what `policy eval` answers) on random records.
  it('means what policy eval answers, on random records for every persona and action', () => {
    const random = seeded(34)
    let compared = 0
    // Mismatches are gathered and asserted once: 60,000 separate expect calls cost more than the
    // comparisons themselves, and a failure still names persona, action, sentence and record.
    const invalid: string[] = []
    const disagreements: string[] = []
    for (const [name, facts] of personas) {
      // One ability per persona, as `policy eval` builds it (abilityAllows builds one per question).
      const ability = buildAbility(policy, facts)
      for (const type of policy.records) {
        for (const { name: action } of type.actions) {
          const text = recordScopeText(policy, type.name, recordScope(policy, facts, action, type.name))
          const reads = readSentence(text, type, facts.user)
          for (let i = 0; i < 25; i++) {
            const record = randomRecord(policy, type, facts.user, random)
            const errors = validateRecord(policy, type.name, record, action).errors
            if (errors.length > 0) invalid.push(`${type.name} ${JSON.stringify(record)}: ${JSON.stringify(errors)}`)
            const allowed = ability.can(action, asSubject(type.name, { ...record }))
            if (reads(record) !== allowed) disagreements.push(`${name}: ${action} ${type.name} "${text}" reads ${!allowed} on ${JSON.stringify(record)}`)
            compared++
          }
        }
      }
    }
    expect(invalid).toEqual([])
    expect(disagreements).toEqual([])
    expect(compared).toBeGreaterThan(10_000)
  })
})

type Record_ = Readonly<Record<string, unknown>>
type Test = (record: Record_) => boolean

/** The sentence's grammar read back into a test on records (record-scope-text.ts writes it). */
function readSentence(text: string, type: CompiledRecordType, user: FactsUser | undefined): Test {
  if (text === 'never') return () => false
  if (text === 'always') return () => true
  if (!text.startsWith('on ')) throw new Error(`not a scope: ${text}`)
  const alternatives = text
    .slice(3)
    .split(', or on ')
    .map((phrase) => readPhrase(phrase, type, user))
  return (record) => alternatives.some((test) => test(record))
}

function readPhrase(phrase: string, type: CompiledRecordType, user: FactsUser | undefined): Test {
  const tests: Test[] = []
  const own: Test = (record) =>
    Object.entries(type.fields).some(([field, spec]) => field !== 'id' && field !== 'institutionId' && spec.type === 'string' && record[field] === user?.id)
  let rest = phrase
  if (rest.startsWith('their own ')) {
    tests.push(own)
    rest = rest.slice('their own '.length)
  }
  const noun = pluralNoun(type.name)
  if (!rest.startsWith(noun)) throw new Error(`"${phrase}" does not name ${noun}`)
  rest = rest.slice(noun.length)
  const after: Record<string, Test> = {
    ' of their institution': (record) => record['institutionId'] === user?.institutionId,
    ' of another institution': (record) => record['institutionId'] !== user?.institutionId,
    ' other than themselves': (record) => record['id'] !== user?.id,
    ' that are themselves': (record) => record['id'] === user?.id,
  }
  for (let found = true; found;) {
    found = false
    for (const [words, test] of Object.entries(after)) {
      if (!rest.startsWith(words)) continue
      tests.push(test)
      rest = rest.slice(words.length)
      found = true
    }
  }
  const state = Object.keys(type.fields).filter((field) => field === 'status' || field === 'state' || field.endsWith('State'))
  let inStates = false
  for (const piece of rest.trim() === '' ? [] : rest.trim().split(' and ')) {
    if (piece.startsWith('whose ')) {
      inStates = false
      tests.push(readWhose(piece.slice('whose '.length), type, user))
      continue
    }
    const item = piece.startsWith('that are ') ? piece.slice('that are '.length) : inStates ? piece : undefined
    if (item === undefined) throw new Error(`cannot read "${piece}" in "${phrase}"`)
    inStates = true
    if (item === 'not their own') tests.push((record) => !own(record))
    else {
      if (state.length !== 1) throw new Error(`"${item}" names a state, and ${type.name} has ${state.length} state fields`)
      const field = state[0]!
      const negated = item.startsWith('not ') || item.startsWith('neither ')
      const values = listed(item.replace(/^(not|neither) /, ''))
      tests.push((record) => values.includes(record[field] as string) !== negated)
    }
  }
  return (record) => tests.every((test) => test(record))
}

function readWhose(clause: string, type: CompiledRecordType, user: FactsUser | undefined): Test {
  const match = /^(.+?) (is not|is neither|is less than|is at most|is more than|is at least|is|include neither|include) (.+)$/.exec(clause)
  if (!match) throw new Error(`cannot read "whose ${clause}"`)
  const [, words, verb, valueText] = match as unknown as [string, string, string, string]
  const field = Object.keys(type.fields).find((name) => name.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase() === words)
  if (!field) throw new Error(`"${words}" is not a field of ${type.name}`)
  const spec = type.fields[field]!
  const value = (text: string): unknown => {
    if (text === 'them') return user?.id
    if (text === 'their institution') return user?.institutionId
    if (text === 'empty') return null
    if (text.startsWith('"') || spec.type === 'number' || spec.type === 'boolean') return JSON.parse(text)
    return text
  }
  const values = listed(valueText).map(value)
  const has = (record: Record_, expected: unknown) => {
    const actual = record[field]
    return Array.isArray(actual) ? actual.includes(expected) : (actual ?? null) === expected
  }
  const bound = values[0] as number | string
  const ordered = (record: Record_, compare: (a: number | string, b: number | string) => boolean) =>
    typeof record[field] === typeof bound && compare(record[field] as number | string, bound)
  switch (verb) {
    case 'is':
    case 'include':
      return (record) => values.some((expected) => has(record, expected))
    case 'is not':
    case 'is neither':
    case 'include neither':
      return (record) => !values.some((expected) => has(record, expected))
    case 'is less than':
      return (record) => ordered(record, (a, b) => a < b)
    case 'is at most':
      return (record) => ordered(record, (a, b) => a <= b)
    case 'is more than':
      return (record) => ordered(record, (a, b) => a > b)
    default:
      return (record) => ordered(record, (a, b) => a >= b)
  }
}

/** "a", "a or b", "a, b or c", "a nor b". */
function listed(text: string): string[] {
  return text.split(/, | or | nor /)
}
