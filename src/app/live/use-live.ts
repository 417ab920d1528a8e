import { useSyncExternalStore } from 'react'
import { useAppServices } from '../app-services.tsx'
import type { LiveSnapshot } from './live-store.ts'

/** What the live stream has told this tab (connection state, recent changes), re-rendering when it changes. */
export function useLive(): LiveSnapshot {
  const { live } = useAppServices()
  return useSyncExternalStore(live.subscribe, live.getSnapshot)
}
