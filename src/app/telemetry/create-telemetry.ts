import { flagNames } from '../../generated/policy-names.gen.ts'
import type { CompiledPolicy } from '../../policy/model.ts'
import type { AppConfig } from '../config/app-config.ts'
import type { Analytics, AnalyticsOptions, PosthogClient } from './analytics.ts'
import { analyticsAllowedOnHost } from './analytics-host.ts'
import { createErrorReporting, type ErrorReporting, type SentryClient } from './error-reporting.ts'
import type { Telemetry } from './telemetry.ts'

export interface TelemetryLoaders {
  readonly posthog: () => Promise<PosthogClient>
  readonly sentry: () => Promise<SentryClient>
}

/** Dynamic imports: neither library is in the entry chunk. */
export const defaultLoaders: TelemetryLoaders = {
  posthog: () => import('posthog-js').then((module) => module.default as unknown as PosthogClient),
  sentry: () => import('@sentry/browser') as unknown as Promise<SentryClient>,
}

export interface TelemetryOptions {
  readonly config: AppConfig
  readonly hostname: string
  readonly policy: CompiledPolicy
  readonly release: string
  readonly loaders?: TelemetryLoaders
  /** Where uncaught errors surface until error reporting has loaded; the window by default. */
  readonly uncaught?: EventTarget
}

/**
 * Analytics only with a key and an allowed host (spec section 7); error
 * reporting only in production builds with a DSN (spec section 9).
 */
export function createTelemetry(options: TelemetryOptions): Telemetry {
  const { config, policy } = options
  const loaders = options.loaders ?? defaultLoaders
  const analytics: Analytics | undefined =
    config.posthogKey !== undefined && analyticsAllowedOnHost(options.hostname, policy.analytics.denyHosts)
      ? deferredAnalytics({ key: config.posthogKey, apiHost: config.posthogHost, settings: policy.analytics, flagNames, load: loaders.posthog })
      : undefined
  const errors: ErrorReporting | undefined =
    config.production && config.sentryDsn !== undefined
      ? createErrorReporting({
          dsn: config.sentryDsn,
          release: options.release,
          settings: policy.errorReporting,
          load: loaders.sentry,
          uncaught: options.uncaught ?? (typeof window === 'undefined' ? undefined : window),
        })
      : undefined
  return {
    start() {
      analytics?.start()
      errors?.start()
    },
    identify: (user) => analytics?.identify(user),
    pageview: (url) => analytics?.pageview(url),
    captureException: (error) => errors?.captureException(error),
    flagSource: analytics ? () => analytics.flags() : undefined,
  }
}

/**
 * Analytics whose own code loads with its library, off the first load (only
 * an institution with a key needs it). Calls made meanwhile wait for it in
 * the order they were made; if it cannot load, they are dropped and the
 * flags fall back to the server, as when the library itself cannot load.
 */
function deferredAnalytics(options: AnalyticsOptions): Analytics {
  let loaded: Promise<Analytics> | undefined
  const ready = () => (loaded ??= import('./analytics.ts').then((module) => module.createAnalytics(options)))
  const later = (run: (analytics: Analytics) => void) => void ready().then(run, (error: unknown) => console.warn('Analytics did not load:', error))
  return {
    start: () => later((analytics) => analytics.start()),
    identify: (user) => later((analytics) => analytics.identify(user)),
    pageview: (url) => later((analytics) => analytics.pageview(url)),
    flags: () => ready().then((analytics) => analytics.flags()),
  }
}
