import { Link } from '@tanstack/react-router'
import { AppCan } from '../../app/policy-view/policy-ability.tsx'

/** Booklist: its own content is later work; the upload link shows how pages check permissions. */
export default function BooklistPage() {
  return (
    <>
      <h1>Booklist</h1>
      <p>This page will hold your booklist: the titles adopted for your courses, their quantities and status.</p>
      <AppCan I="bulkUpload" a="booklist">
        <p>
          <Link to="/booklist/upload">Upload a booklist</Link>
        </p>
      </AppCan>
    </>
  )
}
