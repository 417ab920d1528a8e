import { Link } from '@tanstack/react-router'

/** Any path that is not a route. */
export default function NotFoundPage() {
  return (
    <>
      <h1>Page not found</h1>
      <p>There is no page at this address. It may have moved, or the link may be mistyped.</p>
      <p>
        <Link to="/">Go to your start page</Link>
      </p>
    </>
  )
}
