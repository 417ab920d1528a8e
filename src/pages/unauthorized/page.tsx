import { useSearch } from '@tanstack/react-router'
import { useUser } from '../../app/api/use-boot-data.ts'
import { httpStatusOf } from '../../app/api/rpc-error.ts'
import { useAuthState } from '../../app/auth/use-auth-state.ts'
import { SignOutButton } from '../../app/wayfinding/sign-out-button.tsx'
import { SignedInHelp } from '../../app/wayfinding/signed-in-help.tsx'
import { useHeadingFocus } from '../../app/wayfinding/use-heading-focus.ts'

/** The fallback page: what was denied (the `from` parameter), whether access changed while it was open (`changed`) and by whom (`by`), and where the person can go instead. */
export default function UnauthorizedPage() {
  const search: Record<string, unknown> = useSearch({ strict: false })
  const from = typeof search['from'] === 'string' && search['from'] !== '' ? search['from'] : undefined
  // The page was open until the facts read again (on focus, after a refusal) closed it.
  const changed = search['changed'] === true
  // Who changed it, when the live stream named them (access-change.ts).
  const by = changed && typeof search['by'] === 'string' && search['by'] !== '' ? search['by'] : undefined
  const auth = useAuthState()
  // Only a refused user call says the account itself has no access (the state also starts unauthorized here).
  const userError = useUser().error
  const refused = httpStatusOf(userError) === 403
  const heading = useHeadingFocus()
  return (
    <>
      <h1 ref={heading} tabIndex={-1}>
        Not authorised
      </h1>
      <p>
        {from && changed
          ? `Your access has changed: you can no longer open ${from}.`
          : from
            ? `You do not have access to ${from}.`
            : 'You do not have access to this page.'}
      </p>
      {from && by ? <p>It was changed by {by}.</p> : null}
      {auth === 'authenticated' ? (
        <SignedInHelp />
      ) : auth === 'unauthorized' && refused ? (
        <>
          {/* The server's reason, as text: "This account is disabled." (dora), or that it left its institution. */}
          {userError?.message ? <p className="refusal-reason">{userError.message}</p> : null}
          <p>
            You are signed in at the sign-in service, but your account has no access to Adoptions. Ask your institution’s administrator for access, or sign out
            and sign in with another account.
          </p>
          <p>
            <SignOutButton />
          </p>
        </>
      ) : null}
    </>
  )
}
