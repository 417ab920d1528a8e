import { useParams } from '@tanstack/react-router'

/** One bulk upload, by its id. */
export default function UploadDetailPage() {
  const { uploadId } = useParams({ from: '/default-layout/booklist/upload/$uploadId' })
  return (
    <>
      <h1>Upload {uploadId}</h1>
      <p>This page will show the rows of bulk upload {uploadId}, with the titles it added and any rows it could not read.</p>
    </>
  )
}
