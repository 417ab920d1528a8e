import type { PathSegment } from './diagnostic.ts'

const ACCESS =
  'Say who may open it: `access: public` (only notFound and constants.fallbackRoute), `access: signed-in`, or a rule `access: { permission, flag, check }`.'

const CONDITION =
  'A condition is one of { always: true }, { permission }, { flag }, { check }, { fact } with optional ' +
  'equals / in / notEmpty, { all: [...] }, { any: [...] } or { not: ... }; see the top of policy/checks.yaml.'

/** Hints for values of several possible forms, by the field they sit in. */
export function unionHint(path: readonly PathSegment[]): string {
  const field = lastName(path)
  if (field === 'access') return ACCESS
  if (field === 'permission') return 'Give one permission name, or a list of them (any one passes).'
  if (field === 'flag') return 'Give a flag name, or { name, redirect } to send users elsewhere while it is off.'
  if (field === 'equals') return 'Compare with a string, number, true/false or null.'
  return CONDITION
}

/** What to write when a required field is absent, where a generic "add it" would not help. */
export function missingFieldHint(path: readonly PathSegment[]): string | undefined {
  const field = path.at(-1)
  if (field === 'access') return ACCESS
  if (field === 'when') return `Every item needs a condition. ${CONDITION}`
  return undefined
}

/** The field a value sits in: the nearest name, skipping list indexes (`all[2]` -> `all`). */
function lastName(path: readonly PathSegment[]): string | undefined {
  for (let i = path.length - 1; i >= 0; i--) {
    const segment = path[i]
    if (typeof segment === 'string') return segment
  }
  return undefined
}
