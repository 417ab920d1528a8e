import './uploads.css'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { Link, useNavigate } from '@tanstack/react-router'
import { useCallback, useEffect, useRef, useState } from 'react'
import { describeError } from '../../../app/api/describe-error.ts'
import { useTRPC } from '../../../app/api/trpc-options.ts'
import { refetchAfterChange } from '../../../app/api/use-app-mutation.ts'
import { formatEventTime } from '../../../contracts/dates.ts'
import { useListState } from '../../../app/lists/use-list-state.ts'
import { formatBytes } from '../../../components/ui/file-check.ts'
import { FileDrop } from '../../../components/ui/file-drop.tsx'
import { useAppAbility } from '../../../app/policy-view/policy-ability.tsx'
import { maxUploadBytes, maxUploadRows } from '../../../contracts/booklist-file.ts'
import type { UploadCheck, UploadSummary } from '../../../contracts/uploads.ts'
import type { FileReading } from './booklist-file-reading.ts'
import { booklistTemplate, templateExample, templateTitle, templateTitlesInput } from './booklist-template.ts'
import { CommitUpload } from './commit-upload.tsx'
import { DiscardUpload } from './discard-upload.tsx'
import { RecentUploads } from './recent-uploads.tsx'
import { UploadPreviewRows } from './upload-preview-rows.tsx'
import { UploadProblems } from './upload-problems.tsx'
import { uploadStatusWords } from './upload-status.ts'
import { uploadsList, type UploadsSearch } from './uploads-list.ts'
import { countOf, plural } from '../../../app/format/count.ts'
import { Button } from '../../../components/ui/button.tsx'

type Read = Extract<FileReading, { ok: true }>

/** Where the upload of one file stands. A refusal keeps nothing but its sentence; a failed check keeps the reading, so Try again resends it. */
type Phase =
  | { readonly kind: 'idle' }
  | { readonly kind: 'reading'; readonly fileName: string; readonly progress: number }
  | { readonly kind: 'refused'; readonly message: string }
  | { readonly kind: 'checking'; readonly reading: Read; readonly key: string }
  | { readonly kind: 'check-failed'; readonly reading: Read; readonly key: string; readonly message: string }
  | { readonly kind: 'checked'; readonly result: UploadCheck; readonly ignoredColumns: readonly string[] }

const rows = (count: number) => countOf(count, 'row')

/**
 * The template: the header, and an example row of a real draft list and
 * catalogue title of the person's institution when they may see both (one
 * that passes the check); the header alone otherwise.
 */
function useTemplate(): string {
  const trpc = useTRPC()
  const ability = useAppAbility()
  const titles = useQuery({ ...trpc.catalogue.search.queryOptions(templateTitlesInput), enabled: ability.can('read', 'Title'), retry: false })
  const title = templateTitle(titles.data?.items)
  const lists = useQuery({
    ...trpc.booklists.editable.queryOptions({ nbsi: title?.nbsi ?? '' }),
    enabled: title !== undefined && ability.can('edit', 'Booklist'),
    retry: false,
  })
  return booklistTemplate(templateExample(title, lists.data))
}

/**
 * Bulk upload of a booklist file: the file is read in the browser (Papa
 * Parse, in a worker for large files), every row is checked by the server
 * against the courses, lists and catalogue with nothing added, the rows in
 * error are shown by row and column, and the good rows are added on the
 * user's word. Below, the user's recent uploads.
 */
export function UploadScreen({ search }: { search: UploadsSearch }) {
  const list = useListState(search, uploadsList, {})
  const trpc = useTRPC()
  const queryClient = useQueryClient()
  const navigate = useNavigate()
  const [phase, setPhase] = useState<Phase>({ kind: 'idle' })
  // The check on screen discarded from its row in Your uploads: its outcome closes too, so Add cannot be pressed on it.
  const closeDiscarded = useCallback(
    (upload: UploadSummary) => setPhase((was) => (was.kind === 'checked' && was.result.upload.id === upload.id ? { kind: 'idle' } : was)),
    [],
  )
  const reading = useRef<AbortController | undefined>(undefined)
  useEffect(() => () => reading.current?.abort(), [])

  const check = useMutation(
    trpc.uploads.check.mutationOptions({
      onSuccess: (result) => {
        setPhase((was) => ({ kind: 'checked', result, ignoredColumns: was.kind === 'checking' ? was.reading.ignoredColumns : [] }))
        // A list still loading was asked before this upload existed: asked again, it shows the new upload.
        void refetchAfterChange(queryClient, [trpc.uploads.list.pathFilter()])
      },
    }),
  )
  const send = (file: Read, key: string) => {
    setPhase({ kind: 'checking', reading: file, key })
    const { ok: _ok, ignoredColumns: _ignored, ...input } = file
    check.mutate(
      { ...input, idempotencyKey: key },
      { onError: (error) => setPhase({ kind: 'check-failed', reading: file, key, message: describeError(error).message }) },
    )
  }

  const onFile = async (file: File) => {
    reading.current?.abort()
    const controller = new AbortController()
    reading.current = controller
    setPhase({ kind: 'reading', fileName: file.name, progress: 0 })
    try {
      // Papa Parse and the reader load with the first file, not with the page.
      const { readBooklistFile } = await import('./read-booklist-file.ts')
      const read = await readBooklistFile(file, {
        signal: controller.signal,
        onProgress: (progress) => setPhase({ kind: 'reading', fileName: file.name, progress }),
      })
      if (controller.signal.aborted) return
      if (!read.ok) setPhase({ kind: 'refused', message: read.message })
      else send(read, crypto.randomUUID())
    } catch (error) {
      if (!controller.signal.aborted)
        setPhase({
          kind: 'refused',
          message: `${file.name} could not be read: ${error instanceof Error ? error.message : String(error)}. Try again, or save it again as CSV.`,
        })
    }
  }

  const template = useTemplate()
  const busy = phase.kind === 'reading' || phase.kind === 'checking'
  return (
    <>
      <section className="upload-file" aria-label="Upload a booklist file">
        <p>
          A CSV file whose first row names its columns, in any order: <code>course_code</code>, <code>isbn</code> (or <code>nbsi</code>), <code>quantity</code>,{' '}
          <code>requirement</code> (essential, recommended or optional), and optionally <code>note</code> and <code>term</code> (when a course runs in several
          terms). Commas or semicolons; UTF-8.{' '}
          {/* A data: link, not the kit's CSV export: the template is fixed text, and the export's chunk stays the list pages'. */}
          <a href={`data:text/csv;charset=utf-8,${encodeURIComponent(template)}`} download="booklist-template.csv">
            Download a template
          </a>
        </p>
        <FileDrop
          label="Booklist file"
          accept=".csv,text/csv"
          // The limits are said here and checked by the reader, whose refusal says what to do (split the file).
          description={`At most ${formatBytes(maxUploadBytes)} and ${rows(maxUploadRows)}.`}
          disabled={busy}
          onFile={(file) => void onFile(file)}
          progress={phase.kind === 'reading' ? phase.progress : undefined}
          error={phase.kind === 'refused' ? phase.message : undefined}
        />
        {phase.kind === 'checking' ? (
          <p className="upload-progress" role="status">
            <progress aria-label="Checking the rows" /> Checking {rows(phase.reading.rows.length)} of {phase.reading.fileName} against your courses, booklists
            and the catalogue…
          </p>
        ) : null}
        {phase.kind === 'check-failed' ? (
          <div className="upload-failed" role="alert">
            <p>
              {phase.reading.fileName} was read but not checked: {phase.message}
            </p>
            <Button onClick={() => send(phase.reading, phase.key)}>Try again</Button>
          </div>
        ) : null}
      </section>
      {phase.kind === 'checked' ? (
        <CheckedUpload
          result={phase.result}
          ignoredColumns={phase.ignoredColumns}
          onCommitted={(upload) => void navigate({ to: '/booklist/upload/$uploadId', params: { uploadId: upload.id } })}
          onAnother={() => setPhase({ kind: 'idle' })}
        />
      ) : null}
      <RecentUploads list={list} onDiscarded={closeDiscarded} />
    </>
  )
}

/** The outcome of a check: what will be added, what is wrong and where, an earlier upload of the same file, and the commit. */
function CheckedUpload({
  result,
  ignoredColumns,
  onCommitted,
  onAnother,
}: {
  result: UploadCheck
  ignoredColumns: readonly string[]
  onCommitted: (upload: UploadSummary) => void
  onAnother: () => void
}) {
  const { upload, sameFile } = result
  const good = upload.rowCount - upload.errorCount
  return (
    <section className="upload-checked" aria-labelledby="upload-checked-heading">
      <h2 id="upload-checked-heading">Checked: {upload.fileName}</h2>
      <p role="status">
        {rows(upload.rowCount)} checked: {good === 0 ? 'none can be added' : `${rows(good)} will be added`}
        {upload.errorCount > 0 ? `, ${rows(upload.errorCount)} ${plural(upload.errorCount, 'has', 'have')} errors and will be left out` : ''}. Nothing has been
        added yet.
      </p>
      {ignoredColumns.map((column) => (
        <p key={column} className="upload-note">
          {`The column '${column}' was ignored: it holds the problems of an earlier check.`}
        </p>
      ))}
      {sameFile ? <SameFileWarning earlier={sameFile} /> : null}
      <UploadProblems upload={upload} />
      <UploadPreviewRows upload={upload} />
      <p>
        <Link to="/booklist/upload/$uploadId" params={{ uploadId: upload.id }}>
          See every row of {upload.fileName}
        </Link>
        {upload.errorCount > 0 ? ' (and download the rows in error to fix them)' : ''}
      </p>
      <div className="upload-actions">
        <CommitUpload upload={upload} onCommitted={onCommitted} />
        <DiscardUpload upload={upload} onDiscarded={onAnother} />
        <Button onClick={onAnother}>{good === 0 ? 'Choose a fixed file' : 'Choose another file'}</Button>
      </div>
    </section>
  )
}

function SameFileWarning({ earlier }: { earlier: UploadSummary }) {
  return (
    <div className="upload-same-file" role="alert">
      <p>
        <strong>You have uploaded this file before.</strong> {earlier.fileName} was uploaded by {earlier.uploadedBy.name} on{' '}
        {formatEventTime(earlier.createdAt)} ({uploadStatusWords[earlier.status].label.toLowerCase()}
        {earlier.status === 'applied' ? `: ${rows(earlier.appliedCount)} added` : ''}).{' '}
        <Link to="/booklist/upload/$uploadId" params={{ uploadId: earlier.id }}>
          Open that upload
        </Link>
        . Rows already on their lists are shown as errors here; adding the rest adds them once more only if they are new.
      </p>
    </div>
  )
}
