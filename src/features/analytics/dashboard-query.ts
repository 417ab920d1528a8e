import type { TrpcOptions } from '../../app/api/trpc-options.ts'
import type { DashboardInput } from '../../contracts/dashboards.ts'

/**
 * The query the route's loader starts and the page renders from. Free of zod
 * and the page's code, so the loader (in the first load, with the route tree)
 * can start it while the page's chunk is still on its way. The server's
 * FORBIDDEN or NOT_FOUND stays on the page (meta `pageShowsRefusal`): the
 * app's data-error handler would otherwise turn a forbidden query into the
 * unauthorized page, where this page says "You may not open this dashboard"
 * beside its other dashboards. No retry on mount: what the loader met is not
 * asked again.
 */
export function dashboardQueryOptions(trpc: TrpcOptions, input: DashboardInput) {
  return trpc.dashboards.get.queryOptions(input, { meta: { pageShowsRefusal: true }, retryOnMount: false })
}
