import { useNavigate, useSearch } from '@tanstack/react-router'
import { lazy } from 'react'
import { ScreenChunk } from '../../app/routing/screen-chunk.tsx'

// Its own chunk, so the heading and introduction paint first (screen-chunk.tsx).
const ReportsScreen = lazy(() => import('../../features/reports/reports-screen.tsx').then((module) => ({ default: module.ReportsScreen })))

/** Reports: the institution's COUNTER reports; the report, period and page are the URL's, and the loader has asked for them. */
export default function ReportsPage() {
  const search = useSearch({ from: '/default-layout/reports' })
  const navigate = useNavigate({ from: '/reports' })
  return (
    <>
      <h1>Reports</h1>
      <p>COUNTER Release 5.1 reports of your institution’s usage of books and reference works, month by month.</p>
      <ScreenChunk label="Loading reports">
        <ReportsScreen
          search={search}
          onApply={(choice) => void navigate({ search: (previous) => ({ ...choice, pageSize: previous.pageSize }) })}
          onPage={(page, pageSize) => void navigate({ search: (previous) => ({ ...previous, page, pageSize }) })}
        />
      </ScreenChunk>
    </>
  )
}
