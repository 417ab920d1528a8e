import { didYouMean } from './did-you-mean.ts'
import type { Facts } from './facts.ts'
import type { CompiledPolicy, FactField } from './model.ts'

export interface FactsValidation {
  /** Present only when there are no errors. */
  readonly facts?: Facts
  /** One line per problem, each starting with the field it is about. */
  readonly errors: readonly string[]
}

/**
 * Checks an untrusted value (a facts file, a request body) against the facts
 * the policy declares: known flag and permission names with boolean values,
 * and every institution field of policy/facts.yaml with its type.
 */
export function validateFacts(policy: CompiledPolicy, value: unknown, at = 'facts'): FactsValidation {
  const errors: string[] = []
  const field = (name: string) => (at === 'facts' ? name : `${at}.${name}`)
  if (!isRecord(value)) return { errors: [`${at}: expected an object with flags, permissions and institution, got ${describe(value)}`] }
  for (const key of Object.keys(value)) {
    if (key !== 'flags' && key !== 'permissions' && key !== 'institution' && key !== 'user')
      errors.push(unknownField(field(key), key, ['flags', 'permissions', 'institution', 'user']))
  }
  checkNamedBooleans(
    value.flags,
    field('flags'),
    'flag',
    policy.flags.map((f) => f.name),
    errors,
  )
  checkNamedBooleans(
    value.permissions,
    field('permissions'),
    'permission',
    policy.permissions.map((p) => p.name),
    errors,
  )
  if (value.institution === undefined) errors.push(`${field('institution')}: missing (expected the institution config object)`)
  else checkObject(value.institution, field('institution'), policy.facts, errors)
  if (value.user !== undefined) checkUser(value.user, field('user'), errors)
  if (errors.length > 0) return { errors }
  const facts: Facts = {
    flags: (value.flags ?? {}) as Facts['flags'],
    permissions: (value.permissions ?? {}) as Facts['permissions'],
    institution: value.institution as Facts['institution'],
    ...(value.user !== undefined ? { user: value.user as NonNullable<Facts['user']> } : {}),
  }
  return { facts, errors }
}

/** The signed-in user, optional: record rules that reference the user deny without one. */
function checkUser(value: unknown, at: string, errors: string[]): void {
  if (!isRecord(value)) {
    errors.push(`${at}: expected an object with id and institutionId, got ${describe(value)}`)
    return
  }
  for (const name of ['id', 'institutionId']) {
    if (typeof value[name] !== 'string' || value[name] === '') errors.push(`${at}.${name}: expected a non-empty string, got ${describe(value[name])}`)
  }
  for (const name of Object.keys(value))
    if (name !== 'id' && name !== 'institutionId') errors.push(unknownField(`${at}.${name}`, name, ['id', 'institutionId']))
}

function checkNamedBooleans(value: unknown, at: string, kind: string, known: readonly string[], errors: string[]): void {
  // A missing map means none: a missing flag is off and a missing permission is false.
  if (value === undefined) return
  if (!isRecord(value)) {
    errors.push(`${at}: expected a map of ${kind} name to boolean, got ${describe(value)}`)
    return
  }
  for (const [name, entry] of Object.entries(value)) {
    if (!known.includes(name)) {
      const hint = didYouMean(name, known)
      errors.push(`${at}.${name}: unknown ${kind}${hint ? ` (did you mean "${hint}"?)` : ''}`)
    } else if (typeof entry !== 'boolean') {
      errors.push(`${at}.${name}: expected boolean, got ${describe(entry)}`)
    }
  }
}

function checkObject(value: unknown, at: string, fields: Readonly<Record<string, FactField>>, errors: string[]): void {
  if (!isRecord(value)) {
    errors.push(`${at}: expected an object, got ${describe(value)}`)
    return
  }
  for (const [name, field] of Object.entries(fields)) {
    if (!(name in value)) errors.push(`${at}.${name}: missing (expected ${expected(field)})`)
    else checkField(value[name], `${at}.${name}`, field, errors)
  }
  for (const name of Object.keys(value)) {
    if (!Object.hasOwn(fields, name)) errors.push(unknownField(`${at}.${name}`, name, Object.keys(fields)))
  }
}

function checkField(value: unknown, at: string, field: FactField, errors: string[]): void {
  if (value === null) {
    if (!field.nullable) errors.push(`${at}: expected ${expected(field)}, got null`)
    return
  }
  switch (field.type) {
    case 'boolean':
    case 'string':
      if (typeof value !== field.type) errors.push(`${at}: expected ${expected(field)}, got ${describe(value)}`)
      return
    case 'number':
      if (typeof value !== 'number' || !Number.isFinite(value)) errors.push(`${at}: expected ${expected(field)}, got ${describe(value)}`)
      return
    case 'object':
      checkObject(value, at, field.fields ?? {}, errors)
      return
    case 'list':
      if (!Array.isArray(value)) errors.push(`${at}: expected ${expected(field)}, got ${describe(value)}`)
      else value.forEach((entry, i) => checkObject(entry, `${at}[${i}]`, field.fields ?? {}, errors))
      return
    case 'map':
      if (!isRecord(value)) errors.push(`${at}: expected ${expected(field)}, got ${describe(value)}`)
      else
        for (const [key, entry] of Object.entries(value)) if (typeof entry !== 'boolean') errors.push(`${at}.${key}: expected boolean, got ${describe(entry)}`)
      return
  }
}

function expected(field: FactField): string {
  const base = field.type === 'map' ? 'a map of name to boolean' : field.type === 'list' ? 'a list' : field.type === 'object' ? 'an object' : field.type
  return field.nullable ? `${base} or null` : base
}

function unknownField(at: string, name: string, known: readonly string[]): string {
  const hint = didYouMean(name, known)
  return `${at}: unknown field${hint ? ` (did you mean "${hint}"?)` : ''}`
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value)
}

function describe(value: unknown): string {
  if (value === undefined) return 'nothing'
  if (value === null) return 'null'
  if (Array.isArray(value)) return 'a list'
  if (typeof value === 'object') return 'an object'
  return JSON.stringify(value)
}
