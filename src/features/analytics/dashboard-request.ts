import { subject } from '@casl/ability'
import { asRpcError, RpcError } from '../../app/api/rpc-error.ts'
import { dashboardInput, isDashboardKind, periodPresets, type DashboardInput, type PeriodPreset } from '../../contracts/dashboards.ts'
import type { AppAbility } from '../../generated/ability.gen.ts'
import type { Facts } from '../../policy/facts.ts'

/** The route's search as the URL holds it: text, read here. */
export interface DashboardSearch {
  readonly period?: string | undefined
  readonly from?: string | undefined
  readonly to?: string | undefined
}

export interface DashboardRequest {
  readonly period: PeriodPreset
  /** What dashboards.get is asked; none while a custom range is wrong. */
  readonly input?: Required<Pick<DashboardInput, 'dashboardId' | 'period'>> & Pick<DashboardInput, 'from' | 'to'>
  /** What is wrong with a custom range's months, by field. */
  readonly problems: { readonly from?: string; readonly to?: string }
}

/**
 * The request a URL makes, checked with the contract's own schema so the
 * page says what the server would: a period the URL does not name reads as
 * the default (last 12 months); a custom range with a missing, malformed or
 * reversed month is not sent, and its sentence shows beside its field.
 */
export function dashboardRequest(dashboardId: string, search: DashboardSearch): DashboardRequest {
  const period = (periodPresets as readonly string[]).includes(search.period ?? '') ? (search.period as PeriodPreset) : '12m'
  const asked = period === 'custom' ? { dashboardId, period, from: search.from, to: search.to } : { dashboardId, period }
  const parsed = dashboardInput.safeParse(asked)
  if (parsed.success) return { period, input: parsed.data, problems: {} }
  return { period, problems: rangeProblems(parsed.error.issues) }
}

/** The first sentence the schema has for each month field of a custom range. */
export function rangeProblems(issues: readonly { readonly path: readonly PropertyKey[]; readonly message: string }[]): { from?: string; to?: string } {
  const problems: { from?: string; to?: string } = {}
  for (const issue of issues) {
    const field = issue.path[0]
    if ((field === 'from' || field === 'to') && !problems[field]) problems[field] = issue.message
  }
  return problems
}

export type DashboardAccess = { readonly kind: 'open' } | { readonly kind: 'unknown' } | { readonly kind: 'forbidden' }

export interface AvailableDashboard {
  readonly id: string
  readonly displayName: string
}

/** The institution's dashboards (facts.institution.availableDashboards), entries without an id or name left out. */
export function availableDashboards(facts: Facts | undefined): AvailableDashboard[] {
  const listed = facts?.institution['availableDashboards']
  if (!Array.isArray(listed)) return []
  return listed.filter((entry): entry is AvailableDashboard => typeof entry?.id === 'string' && typeof entry?.displayName === 'string')
}

/**
 * Whether the user may open the dashboard, decided in the browser from the
 * same compiled rule the server applies (policy/resources/dashboard.yaml,
 * `view Dashboard {id, institutionId}`), so a refusal costs no request.
 */
export function dashboardAccess(dashboardId: string, facts: Facts | undefined, ability: AppAbility): DashboardAccess {
  if (!availableDashboards(facts).some((entry) => entry.id === dashboardId)) return { kind: 'unknown' }
  const institutionId = facts?.user?.institutionId
  // An entry of no kind this version knows opens nowhere, as the server's NOT_FOUND says.
  if (!isDashboardKind(dashboardId)) return { kind: 'unknown' }
  if (!institutionId) return { kind: 'forbidden' }
  return ability.can('view', subject('Dashboard', { id: dashboardId, institutionId })) ? { kind: 'open' } : { kind: 'forbidden' }
}

/** The server's refusal of the dashboard, if that is what the query met. */
export function refusalOf(error: unknown): 'FORBIDDEN' | 'NOT_FOUND' | undefined {
  const wrapped = asRpcError(error)
  const code = wrapped instanceof RpcError ? wrapped.code : undefined
  return code === 'FORBIDDEN' || code === 'NOT_FOUND' ? code : undefined
}
