import { useSearch } from '@tanstack/react-router'
import { lazyScreen } from '../../app/routing/lazy-screen.ts'
import { ScreenChunk } from '../../app/routing/screen-chunk.tsx'

const UploadScreen = lazyScreen(() => import('../../features/booklists/upload/upload-screen.tsx'), 'UploadScreen')

/** Bulk Upload: a booklist file checked row by row before its good rows are added, and the user's recent uploads. */
export default function BulkUploadPage() {
  const search = useSearch({ from: '/default-layout/booklist/upload' })
  return (
    <>
      <h1>Bulk Upload</h1>
      <p>
        Add titles to many booklists at once from a spreadsheet. Every row is checked against your courses, their booklists and the catalogue before anything is
        added.
      </p>
      <ScreenChunk label="Loading the upload">
        <UploadScreen search={search} />
      </ScreenChunk>
    </>
  )
}
