import { useSyncExternalStore } from 'react'
import { useAppServices } from '../app-services.tsx'
import type { AuthState } from './auth-store.ts'

export function useAuthState(): AuthState {
  const { auth } = useAppServices()
  return useSyncExternalStore(auth.subscribe, auth.getState, auth.getState)
}
