import type { Random } from './random.ts'

/** What the generator knows of one institution of the data file. */
export interface InstitutionContext {
  readonly id: string
  readonly currency: string
  /** Students' access is hosted by Adoptions (config opt_out_hosting_type). */
  readonly hosted: boolean
  readonly hasStore: boolean
  readonly dashboards: readonly string[]
  /** roles-and-permissions off: every permission passes. */
  readonly everyPermission: boolean
  readonly users: readonly ContextUser[]
}

export interface ContextUser {
  readonly id: string
  readonly email: string
  readonly name: string | undefined
  readonly disabled: boolean
  readonly permissions: Readonly<Record<string, boolean | undefined>>
}

export function holds(institution: InstitutionContext, user: ContextUser, permission: string): boolean {
  return institution.everyPermission || user.permissions[permission] === true
}

/** A time `daysAgo` (fractional) before `asOf`, as an ISO string. */
export function daysBefore(asOf: string, daysAgo: number): string {
  return new Date(Date.parse(asOf) - Math.round(daysAgo * 86_400_000)).toISOString()
}

/** The academic year's two main terms around `asOf`: the autumn term starts in September. */
export function currentTerms(asOf: string): [string, string] {
  const date = new Date(asOf)
  const year = date.getUTCMonth() >= 8 ? date.getUTCFullYear() : date.getUTCFullYear() - 1
  return [`${year}-autumn`, `${year + 1}-spring`]
}

/** `count` whole numbers near `total / count` each, adding up to `total`. */
export function spread(random: Random, total: number, count: number): number[] {
  if (count === 0) return []
  const parts = Array.from({ length: count }, () => 0.5 + random.next())
  const sum = parts.reduce((a, b) => a + b, 0)
  const rounded = parts.map((part) => Math.floor((part / sum) * total))
  let rest = total - rounded.reduce((a, b) => a + b, 0)
  for (let i = 0; rest > 0; i = (i + 1) % count, rest--) rounded[i] = (rounded[i] ?? 0) + 1
  return rounded
}

export { currencyOfRegion } from '../../../contracts/currencies.ts'
