import { subject } from '@casl/ability'
import { queryOptions, type QueryFunction } from '@tanstack/react-query'
import { asRpcError } from '../../app/api/rpc-error.ts'
import type { TrpcOptions } from '../../app/api/trpc-options.ts'
import { dashboardInput, isDashboardKind, periodPresets, type DashboardInput, type DashboardView, type PeriodPreset } from '../../contracts/dashboards.ts'
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
  if (!isDashboardKind(dashboardId) || !institutionId) return { kind: 'forbidden' }
  return ability.can('view', subject('Dashboard', { id: dashboardId, institutionId })) ? { kind: 'open' } : { kind: 'forbidden' }
}

/** What the page gets: the dashboard, or the server's refusal, which the page words in place. */
export type DashboardAnswer = DashboardView | { readonly refused: 'FORBIDDEN' | 'NOT_FOUND' }

/**
 * The query the loader waits for and the page renders from. A FORBIDDEN or
 * NOT_FOUND answer is data here, not a failure: the app's data-error handler
 * would turn a forbidden query into the unauthorized page, where this page
 * says "You may not open this dashboard" beside its other dashboards. No
 * retry on mount: what the loader met is not asked again.
 */
export function dashboardQueryOptions(trpc: TrpcOptions, input: NonNullable<DashboardRequest['input']>) {
  const options = trpc.dashboards.get.queryOptions(input)
  const ask = options.queryFn as QueryFunction<DashboardView, readonly unknown[]>
  return queryOptions<DashboardAnswer, Error, DashboardAnswer, readonly unknown[]>({
    queryKey: options.queryKey,
    queryFn: async (context) => {
      try {
        return await ask(context)
      } catch (error) {
        const code = (asRpcError(error) as { code?: unknown } | undefined)?.code
        if (code === 'FORBIDDEN' || code === 'NOT_FOUND') return { refused: code }
        throw error
      }
    },
    retryOnMount: false,
  })
}
