import type { RouterContext } from '../../app/routing/router-context.ts'
import type { AppAbility } from '../../generated/ability.gen.ts'
import { dashboardQueryOptions } from './dashboard-query.ts'
import { dashboardAccess, dashboardRequest, type DashboardSearch } from './dashboard-request.ts'

/**
 * The route's loader for a custom range (route.ts starts a preset's request
 * itself, without zod): waits for the charts when the user may open the
 * dashboard and the range is sound, so the page opens on its charts or its
 * clear state. A refusal or a wrong range asks nothing; a failure is not
 * thrown (the page shows it, with Retry).
 */
export async function loadDashboard(context: RouterContext, dashboardId: string, search: DashboardSearch): Promise<void> {
  const view = await context.policyView()
  if (dashboardAccess(dashboardId, view.facts, view.ability as unknown as AppAbility).kind !== 'open') return
  const { input } = dashboardRequest(dashboardId, search)
  if (!input) return
  await context.queryClient.ensureQueryData(dashboardQueryOptions(context.trpc, input)).catch(() => undefined)
}
