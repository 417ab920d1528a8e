import { useQuery } from '@tanstack/react-query'
import { useTRPC } from '../../../app/api/trpc-options.ts'
import { QueryErrorState } from '../../../app/ui/query-error-state.tsx'
import type { UploadSummary } from '../../../contracts/uploads.ts'
import { UploadRowsTable } from './upload-rows-table.tsx'

/** How many rows the preview shows; the upload's own page pages through them all. */
export const previewRows = 25

/** The first rows of a checked upload as they will be added or left out, each with its outcome. */
export function UploadPreviewRows({ upload }: { upload: UploadSummary }) {
  const trpc = useTRPC()
  const rows = useQuery(trpc.uploads.rows.queryOptions({ id: upload.id, show: 'all', page: 1, pageSize: previewRows }))
  return (
    <UploadRowsTable
      caption={upload.rowCount > previewRows ? `The first ${previewRows} of ${upload.rowCount.toLocaleString()} rows of ${upload.fileName}` : `Rows of ${upload.fileName}`}
      columns={upload.columns}
      rows={rows.data?.rows}
      status={rows.status}
      errorState={<QueryErrorState what="The rows" error={rows.error} onRetry={() => rows.refetch()} />}
    />
  )
}
