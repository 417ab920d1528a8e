import './analytics.css'
import { Link } from '@tanstack/react-router'
import { useQuery } from '@tanstack/react-query'
import { useTRPC } from '../../app/api/trpc-options.ts'
import { useAppAbility } from '../../app/policy-view/policy-ability.tsx'
import { usePolicyView } from '../../app/policy-view/use-policy-view.ts'
import { QueryErrorState } from '../../app/ui/query-error-state.tsx'
import { ChartCard } from '../../components/ui/charts/chart-card.tsx'
import { EmptyState } from '../../components/ui/empty-state.tsx'
import { isDashboardKind, type ChartId, type DashboardChart } from '../../contracts/dashboards.ts'
import { dashboardQueryOptions } from './dashboard-query.ts'
import { availableDashboards, dashboardAccess, dashboardRequest, refusalOf, type AvailableDashboard, type DashboardSearch } from './dashboard-request.ts'
import { PeriodPicker, type PeriodChoice } from './period-picker.tsx'

const emptyTitles: Readonly<Record<ChartId, string>> = {
  spendByMonth: 'No orders in this period',
  spendByDepartment: 'No orders in this period',
  adoptionsByStatus: 'No adoptions in this period',
  adoptionsByDepartment: 'No adoptions in this period',
  usageByMonth: 'No usage in this period',
  usageByTitle: 'No usage in this period',
  usageByCourse: 'No usage in this period',
}

export interface AnalyticsDashboardProps {
  readonly dashboardId: string
  readonly search: DashboardSearch
  /** Puts the period in the URL (the route's search). */
  readonly onPeriod: (choice: PeriodChoice) => void
}

/**
 * One analytics dashboard (issue 30): its name, the period, and a card per
 * chart. Whether the institution has it and whether the user may open it are
 * known in the browser (institution config, compiled rules), so those states
 * show without a request; the server's FORBIDDEN or NOT_FOUND show the same.
 */
export function AnalyticsDashboard({ dashboardId, search, onPeriod }: AnalyticsDashboardProps) {
  const view = usePolicyView()
  const ability = useAppAbility()
  const trpc = useTRPC()
  const listed = availableDashboards(view?.facts)
  const entry = listed.find((dashboard) => dashboard.id === dashboardId)
  // The dashboards that can open (their id is a kind this version knows), to offer beside a refusal.
  const available = listed.filter((dashboard) => isDashboardKind(dashboard.id))
  const access = dashboardAccess(dashboardId, view?.facts, ability)
  const request = dashboardRequest(dashboardId, search)
  const answer = useQuery({
    ...dashboardQueryOptions(trpc, request.input ?? { dashboardId, period: '12m' }),
    enabled: access.kind === 'open' && request.input !== undefined,
  })
  const code = refusalOf(answer.error)
  const dashboard = answer.data

  const heading = <h1>{entry ? entry.displayName : `Dashboard ${dashboardId}`}</h1>
  if (access.kind === 'unknown' || code === 'NOT_FOUND')
    return (
      <>
        {heading}
        <UnknownDashboard dashboardId={dashboardId} available={available} />
      </>
    )
  if (access.kind === 'forbidden' || code === 'FORBIDDEN')
    return (
      <>
        {heading}
        <p>This dashboard is one of your institution’s, but your account does not have its permission.</p>
        <EmptyState title="You may not open this dashboard">
          <p>Ask an administrator of your institution for the permission to view it.</p>
        </EmptyState>
      </>
    )

  return (
    <>
      {heading}
      <p>Charts of your institution’s figures over the chosen period; each one can be read as a table or saved as CSV.</p>
      <PeriodPicker
        key={`${request.period}:${search.from ?? ''}:${search.to ?? ''}`}
        dashboardId={dashboardId}
        period={request.period}
        from={search.from}
        to={search.to}
        problems={request.problems}
        resolved={dashboard?.period}
        onChoose={onPeriod}
      />
      {request.input === undefined ? (
        <p className="dashboard-status">Correct the custom range to see the charts.</p>
      ) : dashboard ? (
        <>
          <p className="dashboard-status">Period: {dashboard.period.label}</p>
          {dashboard.charts.map((chart) => (
            <DashboardChartCard key={chart.id} chart={chart} fileName={`${dashboardId}-${chart.id}-${dashboard.period.from}-to-${dashboard.period.to}`} />
          ))}
        </>
      ) : answer.isError && code === undefined ? (
        <QueryErrorState what="The dashboard" error={answer.error} onRetry={() => answer.refetch()} />
      ) : (
        <p role="status">Loading the dashboard…</p>
      )}
    </>
  )
}

function DashboardChartCard({ chart, fileName }: { chart: DashboardChart; fileName: string }) {
  return <ChartCard chart={chart} description={chart.description} emptyTitle={emptyTitles[chart.id]} fileName={fileName} />
}

function UnknownDashboard({ dashboardId, available }: { dashboardId: string; available: readonly AvailableDashboard[] }) {
  return (
    <>
      <p>Your institution has no dashboard “{dashboardId}” that Adoptions can show; the list below has the ones it has.</p>
      <EmptyState title={available.length ? 'Open one of your institution’s dashboards' : 'Your institution has no dashboards yet'}>
        {available.length ? (
          <ul>
            {available.map((dashboard) => (
              <li key={dashboard.id}>
                <Link to="/analytics/$dashboardId" params={{ dashboardId: dashboard.id }}>
                  {dashboard.displayName}
                </Link>
              </li>
            ))}
          </ul>
        ) : null}
      </EmptyState>
    </>
  )
}
