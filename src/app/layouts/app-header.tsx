import { logoutUrl } from '../auth/auth-urls.ts'
import { useAppServices } from '../app-services.tsx'
import { LiveIndicator } from '../live/live-indicator.tsx'
import { DeferredTooltip } from '../ui/deferred-tooltip.tsx'
import { BrandName } from './brand-name.tsx'
import { NotificationBell } from './notification-bell.tsx'

/** The signed-in header: product name and the institution's branding, the live connection's state when it is down, the notifications bell, the user's email and the sign-out control. */
export function AppHeader({ email }: { email: string | undefined }) {
  const { config } = useAppServices()
  return (
    <header className="app-header">
      <BrandName />
      <span className="app-user">
        <LiveIndicator />
        <NotificationBell />
        {email ? (
          <span className="app-user-email" title={email}>
            {email}
          </span>
        ) : null}
        <DeferredTooltip label="Sign out of Adoptions and the sign-in service">
          {/* A full-page navigation: the sign-in service ends the session. */}
          <a className="sign-out" href={logoutUrl(config.authHost)}>
            Sign out
          </a>
        </DeferredTooltip>
      </span>
    </header>
  )
}
