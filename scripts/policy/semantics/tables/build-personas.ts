import type { Facts } from '../../../../src/policy/facts.ts'
import type { CompiledPolicy } from '../../../../src/policy/model.ts'
import { validateFacts } from '../../../../src/policy/validate-facts.ts'
import type { PersonaSpec } from './table-schema.ts'

export type BuiltPersonas = { readonly personas: ReadonlyMap<string, Facts>; readonly errors: readonly string[] }

/**
 * Resolves `from` (fixtures or other personas, applied left to right, then the
 * persona's own fields) and validates each result against the policy's facts.
 *
 * Every persona is a signed-in person unless it says `signedOut: true`: one
 * without a `user` is signed in as itself (`signedInUser`), because a persona
 * without a user answers "never" to every record rule that names the user,
 * which reads as a fact about the policy when it is only a gap in the table.
 */
export function buildPersonas(
  policy: CompiledPolicy,
  fixtures: Readonly<Record<string, PersonaSpec>>,
  specs: Readonly<Record<string, PersonaSpec>>,
  where: string,
): BuiltPersonas {
  const errors: string[] = []
  const resolved = new Map<string, Record<string, unknown>>()
  const resolve = (name: string, chain: readonly string[]): Record<string, unknown> => {
    const cached = resolved.get(name)
    if (cached) return cached
    const spec = Object.hasOwn(fixtures, name) ? fixtures[name] : Object.hasOwn(specs, name) ? specs[name] : undefined
    if (!spec) {
      errors.push(`${where}: ${chain.at(-1) ?? name} builds on "${name}", which is neither a fixture nor a persona`)
      return {}
    }
    if (chain.includes(name)) {
      errors.push(`${where}: "${name}" builds on itself (${[...chain, name].join(' -> ')})`)
      return {}
    }
    const bases = spec.from === undefined ? [] : Array.isArray(spec.from) ? spec.from : [spec.from]
    let value: Record<string, unknown> = {}
    for (const base of bases) value = merge(value, resolve(base, [...chain, name]))
    const { from: _from, description: _description, ...own } = spec
    value = merge(value, own)
    resolved.set(name, value)
    return value
  }
  const personas = new Map<string, Facts>()
  for (const name of Object.keys(specs)) {
    const { signedOut, ...value } = resolve(name, [])
    if (signedOut === true && specs[name]?.user) errors.push(`${where}: persona "${name}" says signedOut: true and gives a user; keep one of them`)
    const result = validateFacts(
      policy,
      signedOut === true ? withoutUser(value) : { ...value, user: value['user'] ?? signedInUser(name, value) },
      `personas.${name}`,
    )
    errors.push(...result.errors.map((error) => `${where}: ${error}`))
    if (result.facts) personas.set(name, result.facts)
  }
  return { personas, errors }
}

/**
 * The user a persona without one is signed in as: its own name as the user id,
 * at its institution: the facts' `booklist_config.institution_id`, the
 * institution's id (a made-up one when the facts have none).
 */
export function signedInUser(name: string, facts: { readonly institution?: unknown }): { id: string; institutionId: string } {
  const institution = isPlainObject(facts.institution) ? facts.institution : {}
  const config = isPlainObject(institution['booklist_config']) ? institution['booklist_config'] : {}
  const id = config['institution_id']
  return { id: name, institutionId: typeof id === 'string' && id.length > 0 ? id : `${name}-institution` }
}

function withoutUser(facts: Record<string, unknown>): Record<string, unknown> {
  const { user: _user, ...rest } = facts
  return rest
}

function merge(base: Record<string, unknown>, patch: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = { ...base }
  for (const [key, value] of Object.entries(patch)) {
    const current = out[key]
    out[key] = isPlainObject(current) && isPlainObject(value) ? merge(current, value) : value
  }
  return out
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value)
}
