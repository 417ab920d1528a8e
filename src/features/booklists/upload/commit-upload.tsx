import { subject } from '@casl/ability'
import { useRef } from 'react'
import { useTRPC } from '../../../app/api/trpc-options.ts'
import { useAppMutation } from '../../../app/api/use-app-mutation.ts'
import { ActionButton } from '../../../components/ui/action-button.tsx'
import type { UploadSummary } from '../../../contracts/uploads.ts'
import { countOf } from '../../../app/format/count.ts'

const rows = (count: number) => countOf(count, 'row')

export interface CommitUploadProps {
  readonly upload: UploadSummary
  readonly onCommitted?: (upload: UploadSummary) => void
}

/**
 * "Add N rows to booklists" for a checked upload, where the policy's commit
 * Upload rule allows it (one's own, not yet added). One idempotency key per
 * upload shown: a retry after a lost answer (the toast's Retry, or a second
 * click) adds nothing twice, and another upload shown here gets its own; a
 * click while a commit is under way sends nothing. The commit is one transaction on the server, so
 * its progress bar says it is working, not how far.
 */
export function CommitUpload({ upload, onCommitted }: CommitUploadProps) {
  const trpc = useTRPC()
  // One key per upload, kept across renders: the same component may be shown another upload (a second file checked).
  const keys = useRef(new Map<string, string>())
  const keyFor = (id: string) => {
    const known = keys.current.get(id)
    if (known) return known
    const made = crypto.randomUUID()
    keys.current.set(id, made)
    return made
  }
  // Set on the first click, before React renders the button disabled: a second click in the same moment sends nothing.
  const sending = useRef(false)
  const good = upload.rowCount - upload.errorCount
  const commit = useAppMutation(trpc.uploads.commit.mutationOptions({ onSuccess: (committed) => onCommitted?.(committed) }), {
    invalidates: () => [trpc.uploads.pathFilter(), trpc.booklists.pathFilter()],
    success: (committed) => `Added ${rows(committed.appliedCount)} from ${committed.fileName} to their booklists.`,
  })
  if (good === 0) return null
  return (
    <div className="upload-commit">
      <ActionButton
        can={{ I: 'commit', this: subject('Upload', { ...upload.record }) }}
        pending={commit.isPending}
        onClick={() => {
          if (sending.current) return
          sending.current = true
          commit.mutate({ id: upload.id, version: upload.version, idempotencyKey: keyFor(upload.id) }, { onSettled: () => void (sending.current = false) })
        }}
      >
        Add {rows(good)} to booklists
      </ActionButton>
      {commit.isPending ? (
        <p className="upload-progress" role="status">
          <progress aria-label={`Adding ${rows(good)} to booklists`} /> Adding {rows(good)} to their booklists…
        </p>
      ) : null}
    </div>
  )
}
