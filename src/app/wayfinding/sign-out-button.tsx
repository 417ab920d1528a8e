import { logoutUrl } from '../auth/auth-urls.ts'
import { useAppServices } from '../app-services.tsx'
import { Button } from '../../components/ui/button.tsx'

/**
 * Sign out of Adoptions and the sign-in service, so another account can sign
 * in. A full-page navigation: the sign-in service ends the session.
 */
export function SignOutButton() {
  const { config, assign } = useAppServices()
  return (
    <Button className="sign-out-button" onClick={() => assign(logoutUrl(config.authHost))}>
      Sign out
    </Button>
  )
}
