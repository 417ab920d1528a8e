import { subject as asSubject, type AnyAbility } from '@casl/ability'
import type { CompiledPolicy } from './model.ts'

type GuardedFields = Pick<CompiledPolicy, 'guardedFields'>
type FieldCan = (action: string, on: unknown, field?: string) => boolean

/**
 * The fields of `type` a field rule withholds from this ability for `action`
 * (policy/resources/<type>.yaml `fields:` and `forbid:`), asked of CASL itself:
 * of one record when given (its conditions decide), else of the type, which is
 * every field no record of it may show this person. The server leaves the
 * type's out of its SELECT and each record's out of its answer; the browser
 * leaves them out of tables and forms. Fields no field rule names are never withheld.
 */
export function withheldFields(policy: GuardedFields, ability: AnyAbility, action: string, type: string, record?: object): readonly string[] {
  const guarded = policy.guardedFields[type]?.[action]
  if (!guarded || guarded.length === 0) return []
  // subject() marks the object it is given: mark a copy, never the caller's row.
  const on = record === undefined ? type : asSubject(type, { ...record })
  const can = ability.can.bind(ability) as FieldCan
  return guarded.filter((field) => !can(action, on, field))
}

/** Whether this ability may take `action` on `field` (of one record, or of any record of the type). */
export function mayUseField(policy: GuardedFields, ability: AnyAbility, action: string, type: string, field: string, record?: object): boolean {
  return !withheldFields(policy, ability, action, type, record).includes(field)
}

/** A copy of `value` without the keys `fields` names: what a person is sent when those fields are withheld from them. */
export function withoutFields<T extends object>(value: T, fields: readonly string[]): T {
  if (fields.length === 0) return value
  const copy: Record<string, unknown> = { ...(value as Record<string, unknown>) }
  for (const field of fields) delete copy[field]
  return copy as T
}
