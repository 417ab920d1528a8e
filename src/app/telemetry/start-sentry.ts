import type { ErrorReportingOptions, SentryClient } from './error-reporting.ts'

/** Loads @sentry/browser and initialises it with the policy's rates (policy/constants.yaml); loaded only when error reporting starts. */
export async function startSentry(options: ErrorReportingOptions): Promise<SentryClient> {
  const sentry = await options.load()
  const { settings } = options
  sentry.init({
    dsn: options.dsn,
    release: options.release,
    integrations: [sentry.browserTracingIntegration(), sentry.replayIntegration({ maskAllText: settings.maskAllText, blockAllMedia: settings.blockAllMedia })],
    tracesSampleRate: settings.tracesSampleRate,
    replaysSessionSampleRate: settings.replaysSessionSampleRate,
    replaysOnErrorSampleRate: settings.replaysOnErrorSampleRate,
  })
  return sentry
}
