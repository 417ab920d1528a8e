import { flagNames } from '../../generated/policy-names.gen.ts'
import type { CompiledPolicy } from '../../policy/model.ts'
import type { AppConfig } from '../config/app-config.ts'
import { createAnalytics, type Analytics, type PosthogClient } from './analytics.ts'
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
      ? createAnalytics({ key: config.posthogKey, apiHost: config.posthogHost, settings: policy.analytics, flagNames, load: loaders.posthog })
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
