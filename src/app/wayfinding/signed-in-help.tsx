import { Link } from '@tanstack/react-router'
import { useId } from 'react'
import { policy } from '../../generated/policy.gen.ts'
import { canOpen, pagesYouCanOpen } from '../../policy/index.ts'
import { useUser } from '../api/use-boot-data.ts'
import { MenuList } from '../menu/main-menu.tsx'
import { usePolicyView } from '../policy-view/use-policy-view.ts'
import { SignOutButton } from './sign-out-button.tsx'

/**
 * What a signed-in person on the unauthorized or not-found page can do next:
 * their start page (when it opens), the pages they can open (the menu as the
 * route guard's ability allows it, never a list of our own), who they are
 * signed in as, and signing out to switch accounts.
 */
export function SignedInHelp() {
  const view = usePolicyView()
  const email = useUser().data?.email
  const headingId = useId()
  if (!view) return null
  const pages = pagesYouCanOpen(policy, view.menu, view.ability)
  const startOpens = view.landing !== policy.constants.fallbackRoute && canOpen(policy, view.ability, view.landing)
  return (
    <>
      {startOpens ? (
        <p>
          <Link to="/">Go to your start page</Link>
        </p>
      ) : null}
      <h2 id={headingId}>Pages you can open</h2>
      {pages.length > 0 ? (
        <MenuList entries={pages} labelledBy={headingId} />
      ) : (
        <p>No page of Adoptions is open to you yet. Your institution’s administrator grants access: ask them for the pages you need.</p>
      )}
      <p className="signed-in-as">
        {email ? (
          <span>
            Signed in as <strong>{email}</strong>.
          </span>
        ) : null}
        <SignOutButton />
      </p>
    </>
  )
}
