import { Link, useSearch } from '@tanstack/react-router'
import { AppCan } from '../../app/policy-view/policy-ability.tsx'
import { lazyScreen } from '../../app/routing/lazy-screen.ts'
import { ScreenChunk } from '../../app/routing/screen-chunk.tsx'

const BooklistScreen = lazyScreen(() => import('../../features/booklists/booklist-screen.tsx'), 'BooklistScreen')

/** Booklist: the term's course lists and, with `?list=`, one list to edit; filters, sort, page and the open list live in the URL. */
export default function BooklistPage() {
  const search = useSearch({ from: '/default-layout/booklist' })
  return (
    <>
      <h1>Booklist</h1>
      <p>Your institution’s course booklists for the term: open one to see its titles and costs, add titles by ISBN, and submit it.</p>
      <AppCan I="bulkUpload" a="booklist">
        <p>
          <Link to="/booklist/upload">Upload a booklist</Link>
        </p>
      </AppCan>
      <ScreenChunk label="Loading booklists">
        <BooklistScreen search={search} />
      </ScreenChunk>
    </>
  )
}
