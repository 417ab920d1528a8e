import { Link } from '@tanstack/react-router'
import { createColumnHelper } from '@tanstack/react-table'
import { useId, useMemo } from 'react'
import { formatEventTime } from '../../../contracts/dates.ts'
import { ListTable } from '../../../app/lists/list-table.tsx'
import { useListQuery } from '../../../app/lists/use-list-query.ts'
import type { ListState } from '../../../app/lists/use-list-state.ts'
import type { CsvColumn } from '../../../components/ui/csv-export.ts'
import { EmptyState } from '../../../components/ui/empty-state.tsx'
import type { ListUploadsInput, UploadSummary } from '../../../contracts/uploads.ts'
import { uploadStatusWords } from './upload-status.ts'
import type { UploadsSearch } from './uploads-list.ts'
import { DiscardUpload } from './discard-upload.tsx'
import { countOf, formatNumber } from '../../../app/format/count.ts'

const column = createColumnHelper<UploadSummary>()
function uploadColumns(onDiscarded: ((upload: UploadSummary) => void) | undefined) {
  return [
    column.accessor('fileName', {
      header: 'File',
      cell: (info) => (
        <Link to="/booklist/upload/$uploadId" params={{ uploadId: info.row.original.id }}>
          {info.getValue()}
        </Link>
      ),
    }),
    column.accessor((upload) => formatEventTime(upload.createdAt), { id: 'uploaded', header: 'Uploaded' }),
    column.accessor((upload) => uploadStatusWords[upload.status].label, { id: 'status', header: 'Status' }),
    column.accessor((upload) => formatNumber(upload.rowCount), { id: 'rows', header: 'Rows' }),
    column.accessor((upload) => formatNumber(upload.errorCount), { id: 'errors', header: 'With errors' }),
    column.accessor((upload) => formatNumber(upload.appliedCount), { id: 'added', header: 'Added' }),
    // Only a checked upload never added can be discarded: the others' cell is empty.
    column.display({
      id: 'actions',
      header: () => <span className="visually-hidden">Actions</span>,
      cell: (info) => <DiscardUpload upload={info.row.original} onDiscarded={() => onDiscarded?.(info.row.original)} />,
    }),
  ]
}

/** The same columns in the export (text, never markup); the kit neutralises a file name a spreadsheet would run. */
export const uploadCsvColumns: CsvColumn<UploadSummary>[] = [
  { header: 'File', value: (upload) => upload.fileName },
  { header: 'Uploaded', value: (upload) => upload.createdAt },
  { header: 'Status', value: (upload) => uploadStatusWords[upload.status].label },
  { header: 'Rows', value: (upload) => upload.rowCount },
  { header: 'With errors', value: (upload) => upload.errorCount },
  { header: 'Added', value: (upload) => upload.appliedCount },
]

/**
 * The user's own uploads, newest first, each linking to its rows and outcomes.
 * onDiscarded lets the upload page close the check's outcome when its upload
 * is discarded from its row.
 */
export function RecentUploads({ list, onDiscarded }: { list: ListState<UploadsSearch, ListUploadsInput>; onDiscarded?: (upload: UploadSummary) => void }) {
  const headingId = useId()
  const columns = useMemo(() => uploadColumns(onDiscarded), [onDiscarded])
  // The uploads list has no filter that could be invalid (positionOnly): its page is always asked.
  const { query: uploads, positionProps, fetchPage } = useListQuery(list, (trpc, input) => trpc.uploads.list.queryOptions(input))
  return (
    <section aria-labelledby={headingId} className="recent-uploads">
      <h2 id={headingId}>Your uploads</h2>
      <ListTable<UploadSummary>
        query={uploads}
        live={{ type: 'Upload', label: (row) => row.fileName }}
        what="Your uploads"
        count={(total) => (total === 0 ? '' : countOf(total, 'upload'))}
        exports={{ noun: ['upload', 'uploads'], filename: 'uploads', columns: uploadCsvColumns, fetchPage }}
        caption="Your uploads, newest first"
        columns={columns}
        {...positionProps}
        emptyState={<EmptyState title="No uploads yet">Files you upload are listed here with what became of each row.</EmptyState>}
      />
    </section>
  )
}
