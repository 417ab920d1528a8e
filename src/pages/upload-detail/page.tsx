import { useParams, useSearch } from '@tanstack/react-router'
import { UploadDetail } from '../../features/booklists/upload/upload-detail.tsx'

/** One bulk upload, by its id: its counts and every row with its outcome; the route's loader has asked for both. */
export default function UploadDetailPage() {
  const { uploadId } = useParams({ from: '/default-layout/booklist/upload/$uploadId' })
  const search = useSearch({ from: '/default-layout/booklist/upload/$uploadId' })
  return <UploadDetail uploadId={uploadId} search={search} />
}
