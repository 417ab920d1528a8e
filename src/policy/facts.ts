/**
 * What the policy is evaluated against. `flags` and `permissions` may omit
 * names: a missing flag is off, a missing permission is false.
 */
export interface Facts {
  readonly flags: Readonly<Record<string, boolean | undefined>>
  readonly permissions: Readonly<Record<string, boolean | undefined>>
  readonly institution: Readonly<Record<string, unknown>>
  /** The signed-in user; record rules that reference the user are dropped without it. */
  readonly user?: FactsUser
}

export interface FactsUser {
  readonly id: string
  readonly institutionId: string
}

/** Reads a dotted fact name (`booklist_config.region`) from the institution config. */
export function readFact(institution: Readonly<Record<string, unknown>>, dotted: string): unknown {
  let value: unknown = institution
  for (const key of dotted.split('.')) {
    if (value === null || typeof value !== 'object') return undefined
    value = (value as Record<string, unknown>)[key]
  }
  return value
}
