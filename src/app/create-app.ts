import type { RouterHistory } from '@tanstack/react-router'
import { policy } from '../generated/policy.gen.ts'
import { normalizePath } from '../policy/index.ts'
import type { ApiDeps } from './api/api-deps.ts'
import { userQueryOptions } from './api/boot-calls.ts'
import { createQueryClient, type DataCallKind } from './api/query-client.ts'
import { rereadFacts, startBoot } from './api/start-boot.ts'
import { createTrpcClient } from './api/trpc-client.ts'
import { createTrpcOptions } from './api/trpc-options.ts'
import type { AppServices } from './app-services.tsx'
import { createAuthStore } from './auth/auth-store.ts'
import type { AppConfig } from './config/app-config.ts'
import { launchLiveAfterFirstPage } from './live/launch-live.ts'
import { accessChangedBy, createLiveStore } from './live/live-store.ts'
import { createPolicyViewSource } from './policy-view/policy-view-source.ts'
import { watchAccessChanges } from './routing/access-change.ts'
import { createDataErrorHandler } from './routing/data-error-handler.ts'
import { createAppRouter, type ShellRouter } from './routing/router.ts'
import { createTelemetry, type TelemetryLoaders } from './telemetry/create-telemetry.ts'

export interface BrowserPort {
  /** The full current URL (the login redirect returns here). */
  readonly currentUrl: () => string
  readonly origin: string
  readonly hostname: string
  /** Full-page navigation: window.location.assign. */
  readonly assign: (url: string) => void
}

export interface CreateAppOptions {
  readonly config: AppConfig
  readonly browser: BrowserPort
  readonly release: string
  /** Tests: a fake server at the HTTP boundary, a memory history, stubbed analytics libraries. */
  readonly fetch?: typeof globalThis.fetch
  readonly history?: RouterHistory
  readonly telemetryLoaders?: TelemetryLoaders
  /** Live updates (live.events over SSE); on by default where the browser has EventSource (jsdom has none). */
  readonly live?: boolean
}

export interface CreatedApp {
  readonly services: AppServices
  readonly router: ShellRouter
}

/** Wires one page load. The boot calls start here, before the first render. */
export function createApp(options: CreateAppOptions): CreatedApp {
  const { config, browser } = options
  // The handler needs the router, which needs the query client: bound once both exist.
  let onDataError: (error: unknown, kind: DataCallKind) => void = () => {}
  const queryClient = createQueryClient({ onDataError: (error, kind) => onDataError(error, kind) })
  const telemetry = createTelemetry({
    config,
    hostname: browser.hostname,
    policy,
    release: options.release,
    ...(options.telemetryLoaders ? { loaders: options.telemetryLoaders } : {}),
  })
  const client = createTrpcClient({ maxBatchCalls: config.maxBatchCalls, ...(options.fetch ? { fetch: options.fetch } : {}) })
  const api: ApiDeps = { client, trpc: createTrpcOptions(client, queryClient), flagSource: telemetry.flagSource }
  startBoot(queryClient, api)

  const initialPath = normalizePath(options.history?.location.pathname ?? new URL(browser.currentUrl()).pathname)
  const auth = createAuthStore({
    queryClient,
    api,
    authHost: config.authHost,
    initialPath,
    fallbackRoute: policy.constants.fallbackRoute,
    currentUrl: browser.currentUrl,
    assign: browser.assign,
    onUser: (user) => telemetry.identify(user),
  })
  const live = createLiveStore({ selfId: () => queryClient.getQueryData(userQueryOptions(api).queryKey)?.id })
  const policyViews = createPolicyViewSource(queryClient, api)
  const router = createAppRouter({ auth, policyView: () => policyViews.load(), queryClient, trpc: api.trpc }, options.history)

  const currentPath = () => normalizePath(router.state.location.pathname)
  const replace = (href: string) => void router.navigate({ href, replace: true })
  onDataError = createDataErrorHandler({
    authHost: config.authHost,
    currentUrl: browser.currentUrl,
    assign: browser.assign,
    currentPath,
    replace,
    reread: () => rereadFacts(queryClient, api),
  })
  // Facts read again (focus, a refusal) that close the page on screen lead to the unauthorized page.
  // When the live stream said who changed the access, the unauthorized page names them.
  watchAccessChanges({
    queryClient,
    currentView: () => policyViews.current(),
    currentPath,
    replace,
    changedBy: () => accessChangedBy(live.getSnapshot(), Date.now()),
  })

  if (options.live !== false && typeof EventSource !== 'undefined') {
    launchLiveAfterFirstPage({
      onResolved: (listener) => router.subscribe('onResolved', listener),
      auth,
      // Its own chunk: the stream's code is not in the first load.
      start: async () => {
        const { startLiveStream } = await import('./live/live-chunk.ts')
        startLiveStream({ queryClient, store: live, onAccessChanged: () => rereadFacts(queryClient, api), api })
      },
    })
  }

  router.subscribe('onResolved', (event) => {
    if (event.pathChanged) telemetry.pageview(new URL(event.toLocation.href, browser.origin).href)
  })
  // A page that was already decided (the fallback page opened while signed out) is decided again.
  let lastAuth = auth.getState()
  auth.subscribe(() => {
    const previous = lastAuth
    lastAuth = auth.getState()
    if (previous !== 'authenticating') void router.invalidate()
  })

  // The guards are still waiting for this data, so loading it again is enough.
  const retryBoot = () => queryClient.refetchQueries({ predicate: (query) => query.state.status === 'error' })
  return { router, services: { config, queryClient, api, auth, policyViews, telemetry, live, assign: browser.assign, retryBoot } }
}
