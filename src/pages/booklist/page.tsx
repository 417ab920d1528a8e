import { Link, useSearch } from '@tanstack/react-router'
import { lazy } from 'react'
import { AppCan } from '../../app/policy-view/policy-ability.tsx'
import { ScreenChunk } from '../../app/routing/screen-chunk.tsx'

// Its own chunk, so the heading and introduction paint first (screen-chunk.tsx).
const BooklistScreen = lazy(() => import('../../features/booklists/booklist-screen.tsx').then((module) => ({ default: module.BooklistScreen })))

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
