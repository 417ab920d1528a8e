import { didYouMean } from './did-you-mean.ts'
import type { PolicyWithSources, RecordField } from './model.ts'

export type RecordValidation = { readonly record: Readonly<Record<string, unknown>>; readonly errors: readonly [] } | { readonly errors: readonly string[] }

/**
 * Checks an untrusted record (a file given to eval, a table test's record)
 * against its record type: every declared field present with its type and
 * values, and no other field. `action`, when given, must be one of the type's.
 */
export function validateRecord(policy: Pick<PolicyWithSources, 'records'>, subject: string, value: unknown, action?: string, at = 'record'): RecordValidation {
  const errors = [...actionErrors(policy, subject, action)]
  const type = policy.records.find((record) => record.name === subject)
  if (!type) return { errors }
  if (value === null || typeof value !== 'object' || Array.isArray(value))
    return { errors: [...errors, `${at}: expected an object with the fields of ${subject}`] }
  const record = value as Record<string, unknown>
  for (const [name, field] of Object.entries(type.fields)) {
    if (!Object.hasOwn(record, name)) errors.push(`${at}.${name}: missing (expected ${expected(field)})`)
    else if (!fits(record[name], field)) errors.push(`${at}.${name}: expected ${expected(field)}, got ${JSON.stringify(record[name])}`)
  }
  for (const name of Object.keys(record)) {
    if (Object.hasOwn(type.fields, name)) continue
    const suggestion = didYouMean(name, Object.keys(type.fields))
    errors.push(`${at}.${name}: not a field of ${subject}${suggestion ? ` (did you mean "${suggestion}"?)` : ''}`)
  }
  return errors.length > 0 ? { errors } : { record, errors: [] }
}

/** A record type's name and, when given, one of its actions, each misspelling named with a suggestion. */
export function actionErrors(policy: Pick<PolicyWithSources, 'records'>, subject: string, action?: string): string[] {
  const type = policy.records.find((record) => record.name === subject)
  if (!type) {
    const suggestion = didYouMean(
      subject,
      policy.records.map((record) => record.name),
    )
    return [
      `"${subject}" is not a record type${suggestion ? ` (did you mean "${suggestion}"?)` : ''}; ` +
        `the record types are ${policy.records.map((r) => r.name).join(', ')}`,
    ]
  }
  if (action === undefined || type.actions.some((entry) => entry.name === action)) return []
  const suggestion = didYouMean(
    action,
    type.actions.map((entry) => entry.name),
  )
  return [
    `"${action}" is not an action of ${subject}${suggestion ? ` (did you mean "${suggestion}"?)` : ''}; it has ${type.actions.map((a) => a.name).join(', ')}`,
  ]
}

function fits(value: unknown, field: RecordField): boolean {
  if (value === null) return field.nullable === true
  if (field.type === 'string-list') return Array.isArray(value) && value.every((entry) => typeof entry === 'string')
  if (field.type === 'number') return typeof value === 'number' && Number.isFinite(value)
  if (typeof value !== field.type) return false
  return !field.values || field.values.includes(value as string)
}

function expected(field: RecordField): string {
  const base = field.values ? `one of ${field.values.join(', ')}` : field.type === 'string-list' ? 'a list of strings' : `a ${field.type}`
  return field.nullable ? `${base} or null` : base
}
