import type { TrpcOptions } from '../../app/api/trpc-options.ts'
import type { CounterReportInput } from '../../contracts/counter-reports.ts'

/**
 * The query the route's loader starts and the page renders from. Free of zod
 * and the page's code, so the loader (in the first load) can start it while
 * the page's chunk is on its way. The server's FORBIDDEN stays on the page
 * (meta `pageShowsRefusal`), which says the person may not open reports,
 * instead of the data-error handler's unauthorized page. No retry on mount:
 * what the loader met is not asked again.
 */
export function reportQueryOptions(trpc: TrpcOptions, input: CounterReportInput) {
  return trpc.counterReports.get.queryOptions(input, { meta: { pageShowsRefusal: true }, retryOnMount: false })
}
