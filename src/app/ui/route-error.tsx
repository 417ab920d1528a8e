import { useRouter, type ErrorComponentProps } from '@tanstack/react-router'
import { useEffect } from 'react'
import { useAppServices } from '../app-services.tsx'
import { ErrorPanel } from './error-panel.tsx'

/** The router's error component, for anything a page or guard throws unexpectedly. */
export function RouteError({ error }: ErrorComponentProps) {
  const { telemetry } = useAppServices()
  const router = useRouter()
  useEffect(() => telemetry.captureException(error), [error, telemetry])
  return <ErrorPanel failures={[{ what: 'This page', error }]} onRetry={() => router.invalidate()} />
}
