import type { CompiledErrorReporting } from '../../policy/model.ts'

/** The part of @sentry/browser the app uses; tests stub the library at this interface. */
export interface SentryClient {
  init(options: Record<string, unknown>): unknown
  captureException(error: unknown): unknown
  browserTracingIntegration(): unknown
  replayIntegration(options: { maskAllText: boolean; blockAllMedia: boolean }): unknown
}

export interface ErrorReporting {
  start(): void
  captureException(error: unknown): void
}

export interface ErrorReportingOptions {
  readonly dsn: string
  readonly release: string
  readonly settings: CompiledErrorReporting
  readonly load: () => Promise<SentryClient>
  /** Where uncaught errors surface before Sentry's own handlers exist: the window (tests pass their own target). */
  readonly uncaught?: EventTarget | undefined
}

/** Errors kept while the library loads; an error loop must not grow memory without bound. */
export const maxPendingErrors = 50

/**
 * Error reporting (@sentry/browser) with the rates of policy/constants.yaml,
 * loaded off the critical path. Errors raised before it has loaded are kept:
 * those the app reports (captureException) and uncaught ones (the window's
 * `error` and `unhandledrejection`, which Sentry only watches once
 * initialised). They are sent, in order, as soon as it has loaded; if it
 * never loads they are dropped.
 */
export function createErrorReporting(options: ErrorReportingOptions): ErrorReporting {
  let client: SentryClient | undefined
  let loading: Promise<void> | undefined
  let pending: unknown[] = []
  let failed = false
  const keep = (error: unknown) => {
    if (pending.length < maxPendingErrors) pending.push(error)
  }
  const onError = (event: Event) => keep((event as ErrorEvent).error ?? (event as ErrorEvent).message)
  const onRejection = (event: Event) => keep((event as PromiseRejectionEvent).reason)
  const target = options.uncaught
  target?.addEventListener('error', onError)
  target?.addEventListener('unhandledrejection', onRejection)
  const stopWatching = () => {
    target?.removeEventListener('error', onError)
    target?.removeEventListener('unhandledrejection', onRejection)
  }
  return {
    start() {
      // Sentry's set-up (its integrations and rates) loads with the library, off the first load.
      loading ??= import('./start-sentry.ts')
        .then((module) => module.startSentry(options))
        .then(
          (sentry) => {
            stopWatching()
            client = sentry
            for (const error of pending) sentry.captureException(error)
            pending = []
          },
          (error: unknown) => {
            stopWatching()
            failed = true
            pending = []
            console.warn('Error reporting did not load:', error)
          },
        )
    },
    captureException(error) {
      if (client) client.captureException(error)
      else if (!failed) keep(error)
    },
  }
}
