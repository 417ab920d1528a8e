import { useParams } from '@tanstack/react-router'
import { useInstitutionConfig } from '../../app/api/use-boot-data.ts'

/** One analytics dashboard, titled with its displayName from the institution config. */
export default function AnalyticsDashboardPage() {
  const { dashboardId } = useParams({ from: '/default-layout/analytics/$dashboardId' })
  const dashboards = useInstitutionConfig().data?.availableDashboards ?? []
  const dashboard = dashboards.find((entry) => entry.id === dashboardId)
  return (
    <>
      <h1>{dashboard ? dashboard.displayName : `Dashboard ${dashboardId}`}</h1>
      {dashboard ? (
        <p>This page will show the {dashboard.displayName} analytics dashboard of your institution.</p>
      ) : (
        <p>Your institution has no dashboard with the id “{dashboardId}”. Choose one from the Analytics menu.</p>
      )}
    </>
  )
}
