import type { FactsUser } from '../../../src/policy/facts.ts'
import type { CompiledRecordType, PolicyWithSources, RecordField } from '../../../src/policy/model.ts'
import { isUserRef } from '../../../src/policy/record-decision.ts'

export type RecordValue = Record<string, unknown>

/** A record of the type that passes validateRecord: each field's first allowed value, an empty string, 0, false or []. */
export function defaultRecord(type: CompiledRecordType): RecordValue {
  return Object.fromEntries(Object.entries(type.fields).map(([name, field]) => [name, defaultValue(field)]))
}

function defaultValue(field: RecordField): unknown {
  if (field.values?.[0] !== undefined) return field.values[0]
  if (field.type === 'number') return 0
  if (field.type === 'boolean') return false
  if (field.type === 'string-list') return []
  return ''
}

/**
 * The fields the action's rules compare with the signed-in user (`{ user: id }`
 * in the YAML), and which of the user's values each takes: what "fill from the
 * user" sets, so the author sees the rule pass for the persona's own records.
 */
export function userFields(policy: PolicyWithSources, subject: string, action: string): ReadonlyMap<string, keyof FactsUser> {
  const fields = new Map<string, keyof FactsUser>()
  for (const rule of policy.abilityRules) {
    if (rule.subject !== subject || rule.action !== action) continue
    for (const test of rule.where ?? []) {
      if ((test.op === 'eq' || test.op === 'in') && !fields.has(test.field)) {
        const ref = (Array.isArray(test.value) ? test.value : [test.value]).find(isUserRef)
        if (ref) fields.set(test.field, ref.$user)
      }
    }
  }
  return fields
}

/**
 * The record with the user-compared fields set to this user's values; a list
 * field (`contains: { user: id }`) gains the value, keeping what it holds.
 */
export function fillFromUser(type: CompiledRecordType, record: RecordValue, fields: ReadonlyMap<string, keyof FactsUser>, user: FactsUser): RecordValue {
  const next = { ...record }
  for (const [field, key] of fields) {
    const current = next[field]
    next[field] = type.fields[field]?.type === 'string-list' ? [...new Set([...(Array.isArray(current) ? (current as string[]) : []), user[key]])] : user[key]
  }
  return next
}

/** A field's value from its input's text: a comma list for string-list fields, a number for numbers. */
export function parseFieldText(field: RecordField, text: string): unknown {
  if (field.type === 'string-list')
    return text
      .split(',')
      .map((entry) => entry.trim())
      .filter((entry) => entry.length > 0)
  if (field.type === 'number') return text.trim() === '' ? Number.NaN : Number(text)
  return text
}
