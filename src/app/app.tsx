import { QueryClientProvider } from '@tanstack/react-query'
import { RouterProvider } from '@tanstack/react-router'
import { useEffect } from 'react'
import { ToastProvider } from '../components/ui/toast.tsx'
import { TRPCProvider } from './api/trpc-options.ts'
import { AppServicesProvider } from './app-services.tsx'
import { LiveStoreProvider } from './live/live-store-context.tsx'
import type { CreatedApp } from './create-app.ts'

export function App({ app }: { app: CreatedApp }) {
  const { services, router } = app
  // Analytics and error reporting load after the first render, so they never delay the page.
  useEffect(() => services.telemetry.start(), [services])
  return (
    <AppServicesProvider services={services}>
      <QueryClientProvider client={services.queryClient}>
        <LiveStoreProvider store={services.live}>
          <TRPCProvider trpcClient={services.api.client} queryClient={services.queryClient}>
            <ToastProvider>
              <RouterProvider router={router} />
            </ToastProvider>
          </TRPCProvider>
        </LiveStoreProvider>
      </QueryClientProvider>
    </AppServicesProvider>
  )
}
