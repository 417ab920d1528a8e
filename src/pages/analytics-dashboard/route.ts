import { subject } from '@casl/ability'
import type { RouterContext } from '../../app/routing/router-context.ts'
import { dashboardQueryOptions } from '../../features/analytics/dashboard-query.ts'
import type { DashboardSearch } from '../../features/analytics/dashboard-request.ts'

/**
 * /analytics/$dashboardId: the page opens on its charts or its clear state.
 * A preset period (this term, the last 12 months, the default) needs no
 * reading, so its request starts with the page's chunk, once the compiled
 * rule (view Dashboard) says the person may open it; a refusal asks nothing.
 * A custom range is read by the contract's schema (zod), which comes with the
 * page's chunk: that loader runs from there. A failure is not thrown: the
 * page shows it inside the layout from the same query.
 */
export const route = {
  loaderDeps: ({ search }: { search: DashboardSearch }) => search,
  loader: async ({ context, params, deps }: { context: RouterContext; params: { dashboardId: string }; deps: DashboardSearch }) => {
    const id = params.dashboardId
    if (deps.period === 'custom') return (await import('./page.tsx')).loadDashboard(context, id, deps)
    const { ability, facts } = await context.policyView()
    if (!ability.can('view', subject('Dashboard', { id, institutionId: facts.user?.institutionId }))) return
    await context.queryClient
      .ensureQueryData(dashboardQueryOptions(context.trpc, { dashboardId: id, period: deps.period === 'term' ? 'term' : '12m' }))
      .catch(() => undefined)
  },
}
