import { subject } from '@casl/ability'
import { useState } from 'react'
import { useTRPC } from '../../../app/api/trpc-options.ts'
import { useAppMutation } from '../../../app/api/use-app-mutation.ts'
import { ActionButton } from '../../../components/ui/action-button.tsx'
import { Dialog } from '../../../components/ui/dialog.tsx'
import type { UploadSummary } from '../../../contracts/uploads.ts'
import { Button } from '../../../components/ui/button.tsx'

export interface DiscardUploadProps {
  readonly upload: UploadSummary
  /** After the server removed it: the page of the upload goes back to the upload page, the check's outcome closes. */
  readonly onDiscarded?: () => void | Promise<void>
}

/**
 * "Discard" for a checked upload whose rows were never added, where the
 * policy's commit Upload rule allows it (one's own, still checked), after a
 * confirmation: the upload and its rows go, nothing on any booklist changes.
 * Its name says which upload, for a list of them.
 */
export function DiscardUpload({ upload, onDiscarded }: DiscardUploadProps) {
  const trpc = useTRPC()
  const [open, setOpen] = useState(false)
  const discard = useAppMutation(
    trpc.uploads.discard.mutationOptions({
      onSuccess: async () => {
        setOpen(false)
        await onDiscarded?.()
      },
    }),
    { invalidates: () => [trpc.uploads.pathFilter()], success: () => `Upload discarded: ${upload.fileName}.` },
  )
  if (upload.status !== 'validated') return null
  return (
    <>
      <ActionButton
        can={{ I: 'commit', this: subject('Upload', { ...upload.record }) }}
        pending={discard.isPending}
        aria-haspopup="dialog"
        aria-label={`Discard upload of ${upload.fileName}`}
        onClick={() => setOpen(true)}
      >
        Discard
      </ActionButton>
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        title={`Discard the upload of ${upload.fileName}?`}
        description="The checked upload and its rows are removed. Nothing was added to any booklist, so no booklist changes; the file can be uploaded again."
        footer={
          <>
            {/* The safe choice has focus: Enter on opening removes nothing. */}
            <Button data-autofocus onClick={() => setOpen(false)}>
              Cancel
            </Button>
            <Button variant="danger" pending={discard.isPending} onClick={() => discard.mutate({ id: upload.id, version: upload.version })}>
              Discard upload
            </Button>
          </>
        }
      />
    </>
  )
}
