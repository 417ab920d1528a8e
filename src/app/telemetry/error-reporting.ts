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
}

/** Error reporting (@sentry/browser) with the rates of policy/constants.yaml; loaded off the critical path. */
export function createErrorReporting(options: ErrorReportingOptions): ErrorReporting {
  let client: Promise<SentryClient> | undefined
  const { settings } = options
  return {
    start() {
      client ??= options.load().then((sentry) => {
        sentry.init({
          dsn: options.dsn,
          release: options.release,
          integrations: [
            sentry.browserTracingIntegration(),
            sentry.replayIntegration({ maskAllText: settings.maskAllText, blockAllMedia: settings.blockAllMedia }),
          ],
          tracesSampleRate: settings.tracesSampleRate,
          replaysSessionSampleRate: settings.replaysSessionSampleRate,
          replaysOnErrorSampleRate: settings.replaysOnErrorSampleRate,
        })
        return sentry
      })
      client.catch((error: unknown) => console.warn('Error reporting did not load:', error))
    },
    captureException(error) {
      void client?.then((sentry) => sentry.captureException(error), () => {})
    },
  }
}
