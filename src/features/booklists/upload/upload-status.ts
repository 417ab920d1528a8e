import type { StatusTone } from '../../../components/ui/status-badge.tsx'
import type { UploadStatus } from '../../../contracts/uploads.ts'

/** An upload's state in words and tone: what became of its rows. */
export const uploadStatusWords: Readonly<Record<UploadStatus, { readonly label: string; readonly tone: StatusTone }>> = {
  received: { label: 'Received, not checked yet', tone: 'neutral' },
  validated: { label: 'Checked, not added yet', tone: 'info' },
  applied: { label: 'Added', tone: 'success' },
  failed: { label: 'Failed', tone: 'danger' },
}
