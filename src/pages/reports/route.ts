import type { RouterContext } from '../../app/routing/router-context.ts'
import type { ReportsSearch } from '../../features/reports/report-request.ts'

/**
 * /reports: the report's request starts beside the page's chunk. Its loader
 * (the URL's reading, the period's rule, the read rule) is a small chunk of
 * its own, fetched with the page's: in the first load it would weigh on
 * every page of the app for the sake of one.
 */
const reportLoader = () => import('../../features/reports/report-loader.ts')

export const route = {
  loaderDeps: ({ search }: { search: ReportsSearch }) => search,
  loader: async ({ context, deps }: { context: RouterContext; deps: ReportsSearch }) => (await reportLoader()).loadReport(context, deps),
  // The page's chunk leaves after the report's request (src/app/routing/page-chunk.ts).
  chunkAfter: reportLoader,
}
