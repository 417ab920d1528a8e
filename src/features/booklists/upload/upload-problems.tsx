import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { useTRPC } from '../../../app/api/trpc-options.ts'
import { QueryErrorState } from '../../../app/ui/query-error-state.tsx'
import type { UploadSummary } from '../../../contracts/uploads.ts'
import { formatNumber } from '../../../app/format/count.ts'

/** How many rows each table of the preview shows; the upload's own page pages through them all. */
export const previewRows = 25

/**
 * The first rows in error of a checked upload, one line per problem: its row
 * number in the file, the column and what to fix. The upload's page lists
 * every row; this is what to fix first.
 */
export function UploadProblems({ upload }: { upload: UploadSummary }) {
  const trpc = useTRPC()
  const errors = useQuery({
    ...trpc.uploads.rows.queryOptions({ id: upload.id, show: 'errors', page: 1, pageSize: previewRows }),
    placeholderData: keepPreviousData,
    enabled: upload.errorCount > 0,
  })
  if (upload.errorCount === 0) return null
  if (errors.isError) return <QueryErrorState what="The rows in error" error={errors.error} onRetry={() => errors.refetch()} />
  const lines = (errors.data?.rows ?? []).flatMap((row) => row.problems.map((problem, index) => ({ key: `${row.row}-${index}`, row: row.row, ...problem })))
  return (
    <table className="upload-problem-lines">
      <caption>{upload.errorCount > previewRows ? `The first ${previewRows} of ${formatNumber(upload.errorCount)} rows in error` : 'Rows in error'}</caption>
      <thead>
        <tr>
          <th scope="col">Row</th>
          <th scope="col">Column</th>
          <th scope="col">Problem</th>
        </tr>
      </thead>
      <tbody aria-busy={errors.isPending}>
        {lines.map((line) => (
          <tr key={line.key}>
            <td>{line.row}</td>
            <td>{line.column ?? '—'}</td>
            <td>{line.message}</td>
          </tr>
        ))}
      </tbody>
    </table>
  )
}
