import { Outlet } from '@tanstack/react-router'
import { Suspense } from 'react'
import { useAppServices } from './app-services.tsx'
import { PolicyAbilityProvider } from './policy-view/policy-ability.tsx'
import { useBootFailures } from './policy-view/use-boot-failures.ts'
import { ErrorPanel } from './ui/error-panel.tsx'
import { LoadingScreen } from './ui/loading-screen.tsx'

/**
 * The root route: the active route inside a loading fallback, and the tooltip
 * layer. While a boot call has failed, the error with Retry takes the place of
 * the route (whose guard keeps waiting for the data).
 */
export function RootShell() {
  const failures = useBootFailures()
  const { retryBoot } = useAppServices()
  return (
    <PolicyAbilityProvider>
      {failures.length > 0 ? (
        <ErrorPanel failures={failures} onRetry={retryBoot} />
      ) : (
        <Suspense fallback={<LoadingScreen />}>
          <Outlet />
        </Suspense>
      )}
    </PolicyAbilityProvider>
  )
}
