import { subject } from '@casl/ability'
import { TRPCError } from '@trpc/server'
import { chartsOfKind, dashboardInput, isDashboardKind, resolvePeriod, type DashboardView } from '../../../contracts/dashboards.ts'
import { protectedProcedure } from '../../trpc/access.ts'
import { router } from '../../trpc/init.ts'
import { chartQueries } from './dashboards-read.repo.ts'

/**
 * The analytics dashboards API (issue 30). The dashboards flag lets a user
 * call it (policy/procedures.yaml); which dashboard they may open is the
 * view rule of policy/resources/dashboard.yaml, one dashboards:* permission
 * per kind, asked here of the institution's own entry.
 */
export const dashboardsRouter = router({
  get: protectedProcedure.input(dashboardInput).query(async ({ ctx, input }): Promise<DashboardView> => {
    const entry = ctx.config.availableDashboards.find((dashboard) => dashboard.id === input.dashboardId)
    if (!entry)
      throw new TRPCError({ code: 'NOT_FOUND', message: `Your institution has no dashboard “${input.dashboardId}”. Choose one from the Analytics menu.` })
    const { id, displayName } = entry
    if (!isDashboardKind(id)) {
      throw new TRPCError({ code: 'NOT_FOUND', message: `The dashboard “${displayName}” has no kind this version of Adoptions knows, so it cannot be shown.` })
    }
    if (!ctx.ability().can('view', subject('Dashboard', { id, institutionId: ctx.institution.id }))) {
      throw new TRPCError({ code: 'FORBIDDEN', message: `You may not open the ${displayName} dashboard; it needs the dashboards:${id} permission.` })
    }
    const period = resolvePeriod(input, ctx.deps.now())
    const scope = { institutionId: ctx.institution.id, period }
    // Each chart is one query; PostgreSQL answers them side by side from its pool (SQLite one after another).
    const charts = await Promise.all(chartsOfKind[id].map((chart) => chartQueries[chart](ctx.deps.db, scope)))
    return { id, displayName, period, charts }
  }),
})
