import { useLocation, useRouter } from '@tanstack/react-router'
import { useEffect, type ReactNode } from 'react'
import { useAuthState } from '../auth/use-auth-state.ts'
import { LoadingScreen } from '../ui/loading-screen.tsx'
import { policy } from '../../generated/policy.gen.ts'
import { deniedHref } from './guard-route.ts'

/**
 * The auth states for a path that matches no route (spec section 4): nothing
 * renders while authenticating, and an unauthorized user goes to the fallback
 * page like on every other path. Only a settled, signed-in user sees not-found.
 */
export function NotFoundGate({ children }: { children: ReactNode }) {
  const state = useAuthState()
  const { pathname } = useLocation()
  const { history } = useRouter()
  useEffect(() => {
    // Once the fallback page is the location, this gate is on its way out: redirect only once.
    if (state === 'unauthorized' && pathname !== policy.constants.fallbackRoute) history.replace(deniedHref(pathname))
  }, [state, pathname, history])
  if (state !== 'authenticated') return <LoadingScreen />
  return children
}
