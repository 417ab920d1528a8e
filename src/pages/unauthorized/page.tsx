import { Link, useSearch } from '@tanstack/react-router'
import { useUser } from '../../app/api/use-boot-data.ts'
import { httpStatusOf } from '../../app/api/rpc-error.ts'
import { useAppServices } from '../../app/app-services.tsx'
import { useAuthState } from '../../app/auth/use-auth-state.ts'
import { loginUrl } from '../../app/auth/auth-urls.ts'
import { usePolicyView } from '../../app/policy-view/use-policy-view.ts'
import { policy } from '../../generated/policy.gen.ts'

/** The fallback page: what was denied (the `from` parameter) and where to go instead. */
export default function UnauthorizedPage() {
  const search: Record<string, unknown> = useSearch({ strict: false })
  const from = typeof search['from'] === 'string' && search['from'] !== '' ? search['from'] : undefined
  const auth = useAuthState()
  const landing = usePolicyView()?.landing
  const { config } = useAppServices()
  // Only a refused user call says the account itself has no access (the state also starts unauthorized here).
  const refused = httpStatusOf(useUser().error) === 403
  return (
    <>
      <h1>Not authorised</h1>
      <p>{from ? `You do not have access to ${from}.` : 'You do not have access to this page.'}</p>
      {auth === 'authenticated' && landing && landing !== policy.constants.fallbackRoute ? (
        <p>
          <Link to="/">Go to your start page</Link>
        </p>
      ) : auth === 'unauthorized' && refused ? (
        <p>
          Your account has no access to Adoptions. Ask your institution’s administrator, or{' '}
          <a href={loginUrl(config.authHost, window.location.origin + '/')}>sign in with another account</a>.
        </p>
      ) : null}
    </>
  )
}
