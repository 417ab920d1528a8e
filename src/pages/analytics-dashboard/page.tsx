import { useNavigate, useParams, useSearch } from '@tanstack/react-router'
import { AnalyticsDashboard } from '../../features/analytics/analytics-dashboard.tsx'
import type { PeriodChoice } from '../../features/analytics/period-picker.tsx'

// The route's loader, from this chunk (route.ts): no chunk of its own to name in the first load.
export { loadDashboard } from '../../features/analytics/dashboard-loader.ts'

/** One analytics dashboard of the institution; the period is the URL's (period, from, to), and the loader has asked for its charts. */
export default function AnalyticsDashboardPage() {
  const { dashboardId } = useParams({ from: '/default-layout/analytics/$dashboardId' })
  const search = useSearch({ from: '/default-layout/analytics/$dashboardId' })
  const navigate = useNavigate({ from: '/analytics/$dashboardId' })
  const onPeriod = (choice: PeriodChoice) =>
    void navigate({ search: choice.period === 'custom' ? { period: 'custom', from: choice.from, to: choice.to } : { period: choice.period } })
  return <AnalyticsDashboard dashboardId={dashboardId} search={search} onPeriod={onPeriod} />
}
