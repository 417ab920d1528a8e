import { Outlet } from '@tanstack/react-router'
import { Suspense } from 'react'
import { LiveAnnouncerProvider } from '../components/ui/live-announcer.tsx'
import { useAppServices } from './app-services.tsx'
import { PolicyAbilityProvider } from './policy-view/policy-ability.tsx'
import { useBootFailures } from './policy-view/use-boot-failures.ts'
import { ErrorPanel } from './ui/error-panel.tsx'
import { LoadingScreen } from './ui/loading-screen.tsx'

/**
 * The root route: the active route inside a loading fallback, and the tooltip
 * layer. While a boot call has failed, the error with Retry takes the place of
 * the route (whose guard keeps waiting for the data). The screen's one polite
 * live region is here, once, outside the route: every list's count and live
 * marks on a page are said through it, and it stays across a page change so
 * what the new page says is read out.
 */
export function RootShell() {
  const failures = useBootFailures()
  const { retryBoot } = useAppServices()
  return (
    <PolicyAbilityProvider>
      {failures.length > 0 ? (
        <ErrorPanel failures={failures} onRetry={retryBoot} />
      ) : (
        <LiveAnnouncerProvider>
          <Suspense fallback={<LoadingScreen />}>
            <Outlet />
          </Suspense>
        </LiveAnnouncerProvider>
      )}
    </PolicyAbilityProvider>
  )
}
