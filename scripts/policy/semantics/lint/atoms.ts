import type { Facts } from '../../../../src/policy/facts.ts'
import type { PolicyWithSources, Condition, FactField, RouteAccess } from '../../../../src/policy/model.ts'
import { indexPolicy } from '../../../../src/policy/policy-index.ts'

/**
 * One dimension of the facts that a rule reads, with the finitely many values
 * worth trying: the values the policy compares against plus one that matches
 * none. `values[0]` is the blank value, the one a witness leaves alone.
 */
export type Atom =
  | { readonly kind: 'flag'; readonly name: string; readonly values: readonly boolean[] }
  | { readonly kind: 'permission'; readonly name: string; readonly values: readonly boolean[] }
  | { readonly kind: 'fact'; readonly name: string; readonly values: readonly unknown[] }

export class AtomSet {
  private readonly atoms = new Map<string, Atom>()

  constructor(private readonly policy: PolicyWithSources) {}

  list(): Atom[] {
    return [...this.atoms.values()]
  }

  addCondition(condition: Condition | undefined): this {
    if (!condition) return this
    switch (condition.kind) {
      case 'permission':
        this.addPermission(condition.name)
        break
      case 'flag':
        this.addFlag(condition.name)
        break
      case 'check':
        this.addCondition(indexPolicy(this.policy).checks.get(condition.name)?.when)
        break
      case 'fact-true':
        this.addFactValues(condition.fact, [true])
        break
      case 'fact-equals':
        this.addFactValues(condition.fact, [condition.value])
        break
      case 'fact-in':
        this.addFactValues(condition.fact, indexPolicy(this.policy).listEntries.get(condition.list)?.values ?? [])
        break
      case 'fact-not-empty':
        this.addFactValues(condition.fact, [[sampleEntry(fieldAt(this.policy, condition.fact))]])
        break
      case 'all':
      case 'any':
        condition.of.forEach((part) => this.addCondition(part))
        break
      case 'not':
        this.addCondition(condition.of)
        break
      case 'always':
        break
    }
    return this
  }

  addAccess(access: RouteAccess): this {
    if (access.kind !== 'rule') return this
    if (access.flag) this.addFlag(access.flag.name)
    if (access.check) this.addCondition(indexPolicy(this.policy).checks.get(access.check.name)?.when)
    else access.permissions.forEach((permission) => this.addPermission(permission.name))
    return this
  }

  private addFlag(name: string): void {
    if (!this.atoms.has(`flag:${name}`)) this.atoms.set(`flag:${name}`, { kind: 'flag', name, values: [false, true] })
  }

  private addPermission(name: string): void {
    // A permission only matters while the enforcing flag is on, so that flag is always a dimension too.
    this.addFlag(this.policy.permissionsEnforcedByFlag)
    if (!this.atoms.has(`permission:${name}`)) this.atoms.set(`permission:${name}`, { kind: 'permission', name, values: [false, true] })
  }

  private addFactValues(name: string, values: readonly unknown[]): void {
    const key = `fact:${name}`
    const existing = this.atoms.get(key)
    const blank = blankValue(fieldAt(this.policy, name))
    const merged = existing ? [...existing.values] : [blank]
    for (const value of values) if (!merged.some((known) => JSON.stringify(known) === JSON.stringify(value))) merged.push(value)
    this.atoms.set(key, { kind: 'fact', name, values: merged })
  }
}

/** Facts where every institution field has its blank value, no flag is on and no permission is held. */
export function blankFacts(policy: PolicyWithSources): Facts {
  return { flags: {}, permissions: {}, institution: blankObject(policy.facts) }
}

/** The blank facts with `choice[i]` (an index into `atoms[i].values`) applied. */
export function factsFor(policy: PolicyWithSources, atoms: readonly Atom[], choice: readonly number[]): Facts {
  const flags: Record<string, boolean> = {}
  const permissions: Record<string, boolean> = {}
  const institution = structuredClone(blankObject(policy.facts))
  atoms.forEach((atom, i) => {
    const value = atom.values[choice[i] ?? 0]
    if (atom.kind === 'flag') flags[atom.name] = value as boolean
    else if (atom.kind === 'permission') permissions[atom.name] = value as boolean
    else setDotted(institution, atom.name, structuredClone(value))
  })
  return { flags, permissions, institution }
}

function blankObject(fields: Readonly<Record<string, FactField>>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(fields).map(([name, field]) => [name, blankValue(field)]))
}

function blankValue(field: FactField | undefined): unknown {
  if (!field) return null
  if (field.nullable) return null
  switch (field.type) {
    case 'boolean':
      return false
    case 'number':
      return 0
    case 'string':
      return 'other'
    case 'object':
      return blankObject(field.fields ?? {})
    case 'list':
      return []
    case 'map':
      return {}
  }
}

function sampleEntry(field: FactField | undefined): Record<string, unknown> {
  const fields = field?.fields ?? {}
  return Object.fromEntries(Object.entries(fields).map(([name, inner]) => [name, inner.type === 'string' ? `${name}-1` : blankValue(inner)]))
}

function fieldAt(policy: PolicyWithSources, dotted: string): FactField | undefined {
  let fields: Readonly<Record<string, FactField>> | undefined = policy.facts
  let field: FactField | undefined
  for (const key of dotted.split('.')) {
    field = fields?.[key]
    fields = field?.fields
  }
  return field
}

function setDotted(target: Record<string, unknown>, dotted: string, value: unknown): void {
  const keys = dotted.split('.')
  let node = target
  for (const key of keys.slice(0, -1)) {
    const next = node[key]
    if (next === null || typeof next !== 'object') node[key] = {}
    node = node[key] as Record<string, unknown>
  }
  node[keys[keys.length - 1] ?? ''] = value
}
