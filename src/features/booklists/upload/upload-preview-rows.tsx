import { useQuery } from '@tanstack/react-query'
import { useTRPC } from '../../../app/api/trpc-options.ts'
import { QueryErrorState } from '../../../app/ui/query-error-state.tsx'
import type { UploadSummary } from '../../../contracts/uploads.ts'
import { previewRows } from './upload-problems.tsx'
import { UploadRowsTable } from './upload-rows-table.tsx'
import { formatNumber } from '../../../app/format/count.ts'

/** The first rows of a checked upload that will be added, as the file has them (the rows in error are listed above them). */
export function UploadPreviewRows({ upload }: { upload: UploadSummary }) {
  const trpc = useTRPC()
  const good = upload.rowCount - upload.errorCount
  const rows = useQuery({ ...trpc.uploads.rows.queryOptions({ id: upload.id, show: 'good', page: 1, pageSize: previewRows }), enabled: good > 0 })
  if (good === 0) return null
  return (
    <UploadRowsTable
      caption={good > previewRows ? `The first ${previewRows} of ${formatNumber(good)} rows to add` : 'Rows to add'}
      columns={upload.columns}
      rows={rows.data?.rows}
      status={rows.status}
      errorState={<QueryErrorState what="The rows" error={rows.error} onRetry={() => rows.refetch()} />}
    />
  )
}
