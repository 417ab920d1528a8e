import { useNavigate, useSearch } from '@tanstack/react-router'
import { lazyScreen } from '../../app/routing/lazy-screen.ts'
import { ScreenChunk } from '../../app/routing/screen-chunk.tsx'

const ReportsScreen = lazyScreen(() => import('../../features/reports/reports-screen.tsx'), 'ReportsScreen')

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
