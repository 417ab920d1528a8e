import { createMemoryHistory } from '@tanstack/react-router'
import { render } from '@testing-library/react'
import { StrictMode } from 'react'
import { vi } from 'vitest'
import { App } from '../app.tsx'
import type { AppConfig } from '../config/app-config.ts'
import { createApp } from '../create-app.ts'
import type { TelemetryLoaders } from '../telemetry/create-telemetry.ts'
import type { FakeTrpcServer } from './fake-trpc-server.ts'

export const testOrigin = 'https://app.example.edu'
export const testAuthHost = 'https://login.example.edu'

export interface RenderAppOptions {
  readonly path?: string
  readonly config?: Partial<AppConfig>
  readonly hostname?: string
  readonly telemetryLoaders?: TelemetryLoaders
}

/** The whole app, as main.tsx wires it, over a fake server and a memory history. */
export function renderApp(server: FakeTrpcServer, options: RenderAppOptions = {}) {
  const history = createMemoryHistory({ initialEntries: [options.path ?? '/'] })
  const assign = vi.fn<(url: string) => void>()
  const app = createApp({
    config: {
      authHost: testAuthHost,
      posthogKey: undefined,
      posthogHost: 'https://analytics.example.com',
      sentryDsn: undefined,
      production: false,
      maxBatchCalls: 50,
      ...options.config,
    },
    release: 'adoptions@test',
    browser: {
      currentUrl: () => `${testOrigin}${history.location.href}`,
      origin: testOrigin,
      hostname: options.hostname ?? 'app.example.edu',
      assign,
    },
    fetch: server.fetch,
    history,
    ...(options.telemetryLoaders ? { telemetryLoaders: options.telemetryLoaders } : {}),
  })
  // StrictMode as in main.tsx: its double mount must not repeat the boot calls.
  const view = render(
    <StrictMode>
      <App app={app} />
    </StrictMode>,
  )
  return { ...view, app, history, assign }
}
