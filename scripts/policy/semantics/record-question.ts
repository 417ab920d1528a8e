import { subject as asSubject } from '@casl/ability'
import { buildAbility } from '../../../src/policy/ability.ts'
import type { Facts } from '../../../src/policy/facts.ts'
import type { CompiledPolicy, PolicyWithSources } from '../../../src/policy/model.ts'
import { actionErrors } from '../../../src/policy/validate-record.ts'
import { readRecordFile } from './read-record-file.ts'

export interface RecordQuestionArgs {
  readonly action?: string | undefined
  readonly subject?: string | undefined
  readonly record?: string | undefined
}

export type RecordQuestion =
  { readonly action: string; readonly subject: string; readonly record: Readonly<Record<string, unknown>> } | { readonly error: string } | undefined

export const recordOptions = { action: { type: 'string' }, subject: { type: 'string' }, record: { type: 'string' } } as const

/** An action on a record type with no record: "on which records?" (explain's scope). */
export type ScopeQuestion = { readonly action: string; readonly subject: string }

/** `--action A --subject S` without `--record` for explain: the question is on which records. */
export function readScopeQuestion(policy: PolicyWithSources, args: RecordQuestionArgs): ScopeQuestion | { readonly error: string } | undefined {
  if (args.record !== undefined || (args.action === undefined && args.subject === undefined)) return undefined
  if (!args.action || !args.subject) return { error: 'ask with both --action A and --subject S (and --record FILE for one record)' }
  const errors = actionErrors(policy, args.subject, args.action)
  return errors.length > 0 ? { error: errors.join('\n') } : { action: args.action, subject: args.subject }
}

/** `--action A --subject S --record R` for eval and explain: all three or none (undefined). */
export function readRecordQuestion(policy: PolicyWithSources, args: RecordQuestionArgs): RecordQuestion {
  const given = [args.action, args.subject, args.record].filter((value) => value !== undefined).length
  if (given === 0) return undefined
  if (!args.action || !args.subject || !args.record) return { error: 'a record question needs all of --action A --subject S --record FILE' }
  const file = readRecordFile(policy, args.record, args.subject, args.action)
  if ('errors' in file) return { error: file.errors.join('\n') }
  return { action: args.action, subject: args.subject, record: file.record }
}

/** The answer the app and the server get: the compiled CASL ability for these facts. */
export function abilityAllows(policy: CompiledPolicy, facts: Facts, action: string, subject: string, record: Readonly<Record<string, unknown>>): boolean {
  return buildAbility(policy, facts).can(action, asSubject(subject, { ...record }))
}
