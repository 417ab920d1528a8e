import type { QueryClient } from '@tanstack/react-query'
import { createContext, useContext, type ReactNode } from 'react'
import type { ApiDeps } from './api/api-deps.ts'
import type { AuthStore } from './auth/auth-store.ts'
import type { AppConfig } from './config/app-config.ts'
import type { LiveStore } from './live/live-store.ts'
import type { PolicyViewSource } from './policy-view/policy-view-source.ts'
import type { Telemetry } from './telemetry/telemetry.ts'

/** Everything created once per page load (create-app.ts) that components reach through context. */
export interface AppServices {
  readonly config: AppConfig
  readonly queryClient: QueryClient
  readonly api: ApiDeps
  readonly auth: AuthStore
  readonly policyViews: PolicyViewSource
  readonly telemetry: Telemetry
  /** What the live stream has told this tab: connection state and recent changes (use-live.ts). */
  readonly live: LiveStore
  /** Full-page navigation (window.location.assign): signing out leaves for the sign-in service. */
  readonly assign: (url: string) => void
  /** Loads every failed boot call again (the error screen's Retry). */
  retryBoot(): Promise<void>
}

const AppServicesContext = createContext<AppServices | null>(null)

export function AppServicesProvider({ services, children }: { services: AppServices; children: ReactNode }) {
  return <AppServicesContext.Provider value={services}>{children}</AppServicesContext.Provider>
}

export function useAppServices(): AppServices {
  const services = useContext(AppServicesContext)
  if (!services) throw new Error('useAppServices() needs <AppServicesProvider> (see src/app/app.tsx)')
  return services
}
