import { useLocation } from '@tanstack/react-router'
import { SignedInHelp } from '../../app/wayfinding/signed-in-help.tsx'
import { useHeadingFocus } from '../../app/wayfinding/use-heading-focus.ts'

/** Any path that is not a route (shown to signed-in people only: see NotFoundGate). */
export default function NotFoundPage() {
  // The address as typed, shown as text (React escapes it), so a crafted link cannot inject markup.
  const address = useLocation({ select: (location) => `${location.pathname}${location.searchStr}` })
  const heading = useHeadingFocus()
  return (
    <>
      <h1 ref={heading} tabIndex={-1}>
        Page not found
      </h1>
      <p>
        There is no page at <code className="address">{address}</code>. It may have moved, or the link may be mistyped.
      </p>
      <SignedInHelp />
    </>
  )
}
