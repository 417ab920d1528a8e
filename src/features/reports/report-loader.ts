import type { RouterContext } from '../../app/routing/router-context.ts'
import type { AppAbility } from '../../generated/ability.gen.ts'
import { mayReadReport } from './report-access.ts'
import { reportQueryOptions } from './report-query.ts'
import { reportRequest, type ReportsSearch } from './report-request.ts'

/**
 * The route's loader: waits for the report when the URL's report and period
 * are sound and the compiled rule (read CounterReport) says the person may
 * read it, so the page opens on its table; a refusal or a wrong period asks
 * nothing. A failure is not thrown: the page shows it inside the layout.
 */
export async function loadReport(context: RouterContext, search: ReportsSearch): Promise<void> {
  const { input } = reportRequest(search, Date.now())
  if (!input) return
  const { ability, facts } = await context.policyView()
  if (!mayReadReport(input.report, facts, ability as unknown as AppAbility)) return
  await context.queryClient.ensureQueryData(reportQueryOptions(context.trpc, input)).catch(() => undefined)
}
