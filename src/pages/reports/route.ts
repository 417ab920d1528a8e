import type { RouterContext } from '../../app/routing/router-context.ts'
import type { ReportsSearch } from '../../features/reports/report-request.ts'

/**
 * /reports: the report's request starts beside the page's chunk. Its loader
 * (the URL's reading, the period's rule, the read rule) is a small chunk of
 * its own, fetched with the page's: in the first load it would weigh on
 * every page of the app for the sake of one.
 */
export const route = {
  loaderDeps: ({ search }: { search: ReportsSearch }) => search,
  loader: async ({ context, deps }: { context: RouterContext; deps: ReportsSearch }) => (await import('../../features/reports/report-loader.ts')).loadReport(context, deps),
}
