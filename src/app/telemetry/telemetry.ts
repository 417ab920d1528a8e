import type { FlagSource } from '../api/api-deps.ts'

/**
 * The one interface the app talks to for product analytics and error
 * reporting; create-telemetry.ts decides what is behind it.
 */
export interface Telemetry {
  /** Loads the libraries; main.tsx calls it after the first render. */
  start(): void
  identify(user: { readonly id: string; readonly email: string }): void
  pageview(url: string): void
  captureException(error: unknown): void
  /** Present when analytics is on: the feature flags then come from it. */
  readonly flagSource: FlagSource | undefined
}

export const noTelemetry: Telemetry = {
  start() {},
  identify() {},
  pageview() {},
  captureException() {},
  flagSource: undefined,
}
