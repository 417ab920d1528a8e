import './uploads.css'
import { subject } from '@casl/ability'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { Link, useNavigate } from '@tanstack/react-router'
import { useId, useState } from 'react'
import { describeError } from '../../../app/api/describe-error.ts'
import { httpStatusOf } from '../../../app/api/rpc-error.ts'
import { useTRPC } from '../../../app/api/trpc-options.ts'
import { useListQuery } from '../../../app/lists/use-list-query.ts'
import { useListState } from '../../../app/lists/use-list-state.ts'
import { useAppAbility } from '../../../app/policy-view/policy-ability.tsx'
import { QueryErrorState } from '../../../app/ui/query-error-state.tsx'
import { downloadCsv } from '../../../components/ui/csv-export.ts'
import { EmptyState } from '../../../components/ui/empty-state.tsx'
import { formatBytes } from '../../../components/ui/file-check.ts'
import { InvalidFilters } from '../../../components/ui/invalid-filters.tsx'
import { StatusBadge } from '../../../components/ui/status-badge.tsx'
import { formatEventTime } from '../../../contracts/dates.ts'
import type { UploadRowFilter, UploadSummary } from '../../../contracts/uploads.ts'
import { CommitUpload } from './commit-upload.tsx'
import { DiscardUpload } from './discard-upload.tsx'
import { uploadStatusWords } from './upload-status.ts'
import { errorRowsCsv } from './error-rows-csv.ts'
import { fileColumnsOf, UploadRowsTable } from './upload-rows-table.tsx'
import { uploadRowShows, uploadRowsList, type UploadRowsSearch } from './uploads-list.ts'
import { Button } from '../../../components/ui/button.tsx'
import { Radio } from '../../../components/ui/controls.tsx'
import { formatNumber } from '../../../app/format/count.ts'

const showLabels: Readonly<Record<UploadRowFilter, string>> = { all: 'All rows', errors: 'Errors only', good: 'Good rows only' }

/** "term-2026.csv" → "term-2026-errors.csv". */
export const errorFileName = (fileName: string) => `${fileName.replace(/\.csv$/i, '')}-errors.csv`

const count = (n: number) => formatNumber(n)

/** The route's link, where the user may open it (the compiled `visit Route` rule). */
function UploadsLink({ children }: { children: string }) {
  const mayVisit = useAppAbility().can('visit', subject('Route', { path: '/booklist/upload' as const }))
  return mayVisit ? <Link to="/booklist/upload">{children}</Link> : null
}

export interface UploadDetailProps {
  readonly uploadId: string
  /** The route's search: `show` (errors or every row), `page`, `pageSize`. */
  readonly search: UploadRowsSearch
}

/**
 * One bulk upload (issue 29): who uploaded which file and when, its counts
 * and state, Add for a checked upload of one's own, and every row with its
 * outcome, filtered and paged in the URL. An upload the user may not read
 * is "not found" inside the layout, as one that does not exist.
 */
export function UploadDetail({ uploadId, search }: UploadDetailProps) {
  const trpc = useTRPC()
  // retryOnMount off: an upload the loader found missing is not asked for again on mount.
  const upload = useQuery({ ...trpc.uploads.get.queryOptions({ id: uploadId }), retryOnMount: false })
  if (upload.data) return <UploadView uploadId={uploadId} upload={upload.data} search={search} />
  if (upload.isError && httpStatusOf(upload.error) === 404)
    return (
      <>
        <h1>Upload not found</h1>
        <EmptyState title={`No upload you may see has the id “${uploadId}”.`} action={<UploadsLink>Your uploads</UploadsLink>}>
          <p>The upload may not exist, or it is not yours to see: uploads are seen by those who may bulk upload in the institution they were made in.</p>
        </EmptyState>
      </>
    )
  if (upload.isError)
    return (
      <>
        <h1>Upload</h1>
        <QueryErrorState what="The upload" error={upload.error} onRetry={() => upload.refetch()} />
      </>
    )
  // The route's loader waits for the upload, so this shows only while it is asked again; no heading that would then change.
  return <p role="status">Loading the upload…</p>
}

function UploadView({ uploadId, upload, search }: { uploadId: string; upload: UploadSummary; search: UploadRowsSearch }) {
  const trpc = useTRPC()
  const queryClient = useQueryClient()
  const navigate = useNavigate()
  const list = useListState(search, uploadRowsList, { show: 'Show' })
  const { input } = list
  // With the URL's id, as the route's loader asked: one query key.
  const { query: rows, positionProps } = useListQuery(list, (trpc, input) => ({
    ...trpc.uploads.rows.queryOptions({ id: uploadId, ...input }),
    retryOnMount: false,
  }))
  const status = uploadStatusWords[upload.status]
  const toAdd = upload.rowCount - upload.errorCount
  return (
    <>
      <p className="upload-back">
        <UploadsLink>← Bulk upload</UploadsLink>
      </p>
      <h1>{upload.fileName}</h1>
      <p className="upload-meta">
        Uploaded by {upload.uploadedBy.name} on <time dateTime={upload.createdAt}>{formatEventTime(upload.createdAt)}</time>
        {upload.byteSize === null ? '' : `, ${formatBytes(upload.byteSize)}`}.
        {upload.committedAt ? (
          <>
            {' '}
            Added on <time dateTime={upload.committedAt}>{formatEventTime(upload.committedAt)}</time>.
          </>
        ) : null}
      </p>
      <p className="upload-status">
        Status: <StatusBadge label={status.label} tone={status.tone} />
      </p>
      <dl className="upload-counts">
        <div>
          <dt>Rows</dt>
          <dd>{count(upload.rowCount)}</dd>
        </div>
        <div>
          <dt>With errors</dt>
          <dd>{count(upload.errorCount)}</dd>
        </div>
        {upload.status === 'validated' ? (
          <div>
            <dt>To add</dt>
            <dd>{count(toAdd)}</dd>
          </div>
        ) : (
          <div>
            <dt>Added</dt>
            <dd>{count(upload.appliedCount)}</dd>
          </div>
        )}
      </dl>
      <div className="upload-actions">
        {upload.status === 'validated' ? (
          <>
            <CommitUpload upload={upload} onCommitted={(committed) => queryClient.setQueryData(trpc.uploads.get.queryKey({ id: uploadId }), committed)} />
            <DiscardUpload upload={upload} onDiscarded={() => navigate({ to: '/booklist/upload' })} />
          </>
        ) : null}
        {upload.errorCount > 0 ? <DownloadErrorRows upload={upload} /> : null}
      </div>
      <ShowFilter show={input?.show} onChange={(show) => list.set({ show: show === 'all' ? undefined : show })} />
      <InvalidFilters problems={list.problems} labels={list.labels} onClear={(param) => list.clear([param])} />
      {input === undefined ? null : (
        <UploadRowsTable
          caption={`Rows of ${upload.fileName}`}
          columns={fileColumnsOf(upload.columns, rows.data?.rows)}
          rows={rows.data?.rows}
          status={rows.status}
          rowCount={rows.data?.total ?? 0}
          {...positionProps}
          errorState={<QueryErrorState what="The rows" error={rows.error} onRetry={() => rows.refetch()} />}
          emptyState={
            input.show === 'errors' ? (
              <EmptyState title="No rows in error">
                <p>Every row of {upload.fileName} passed the checks.</p>
              </EmptyState>
            ) : input.show === 'good' ? (
              <EmptyState title="No good rows">
                <p>Every row of {upload.fileName} is in error; fix them in the file and upload it again.</p>
              </EmptyState>
            ) : (
              <EmptyState title="No rows">
                <p>This upload kept no rows.</p>
              </EmptyState>
            )
          }
        />
      )}
    </>
  )
}

/** "Show: All rows / Errors only" as a radio group: arrow keys move between the choices; none is checked while the URL's is unknown. */
function ShowFilter({ show, onChange }: { show: UploadRowFilter | undefined; onChange: (show: UploadRowFilter) => void }) {
  const name = useId()
  return (
    <fieldset className="upload-show">
      <legend>Show</legend>
      {uploadRowShows.map((value) => (
        <label key={value}>
          <Radio name={name} value={value} checked={show === value} onChange={() => onChange(value)} /> {showLabels[value]}
        </label>
      ))}
    </fieldset>
  )
}

/** Every error row as a CSV of the file's columns and `error`, to fix and upload again. */
function DownloadErrorRows({ upload }: { upload: UploadSummary }) {
  const trpc = useTRPC()
  const queryClient = useQueryClient()
  const [state, setState] = useState<{ readonly pending: boolean; readonly failure?: string }>({ pending: false })
  const download = async () => {
    setState({ pending: true })
    try {
      const rows = await queryClient.fetchQuery(trpc.uploads.errorRows.queryOptions({ id: upload.id }))
      const csv = await errorRowsCsv(fileColumnsOf(upload.columns, rows), rows, upload.separator)
      downloadCsv(errorFileName(upload.fileName), csv)
      setState({ pending: false })
    } catch (error) {
      setState({ pending: false, failure: describeError(error).message })
    }
  }
  return (
    <div className="upload-download">
      <Button onClick={() => void download()} pending={state.pending}>
        {state.pending ? 'Preparing the error rows…' : 'Download error rows (CSV)'}
      </Button>
      {state.failure === undefined ? null : (
        <p role="alert" className="field-error">
          The error rows could not be downloaded: {state.failure}
        </p>
      )}
    </div>
  )
}
