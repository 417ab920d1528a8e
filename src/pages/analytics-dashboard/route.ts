import type { RouterContext } from '../../app/routing/router-context.ts'
import type { DashboardSearch } from '../../features/analytics/dashboard-request.ts'

/**
 * /analytics/$dashboardId: the charts are fetched with the page's chunk and
 * the page renders with them. The loader's code (and zod, which reads the
 * period) comes with the page's own chunk, which the route fetches anyway:
 * this file is in the route tree, which every first load carries.
 */
export const route = {
  loaderDeps: ({ search }: { search: DashboardSearch }) => search,
  loader: async ({ context, params, deps }: { context: RouterContext; params: { dashboardId: string }; deps: DashboardSearch }) =>
    (await import('./page.tsx')).loadDashboard(context, params.dashboardId, deps),
}
