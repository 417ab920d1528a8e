/**
 * Run-time configuration of the browser app, read once at start-up.
 *
 * Every value is looked up in this order, so one build can be served to
 * several environments:
 *   1. a `<meta name="adoptions-config" content='{"authHost":"https://login.example.edu"}'>`
 *      tag that the server may inject into index.html when it serves it
 *      (keys: authHost, posthogKey, posthogHost, sentryDsn, maxBatchCalls);
 *   2. the build-time environment: VITE_AUTH_HOST, VITE_POSTHOG_KEY,
 *      VITE_POSTHOG_HOST, VITE_SENTRY_DSN (read by Vite from the shell or .env);
 *   3. the defaults below (the reference sign-in service on localhost:3001).
 * Empty strings count as "not set".
 */
export interface AppConfig {
  /** Origin of the central sign-in service: {authHost}/login and {authHost}/logout. */
  readonly authHost: string
  /** Product analytics project key; analytics stays off without it. */
  readonly posthogKey: string | undefined
  readonly posthogHost: string
  /** Error reporting DSN; error reporting stays off without it. */
  readonly sentryDsn: string | undefined
  /** A production build (`vite build`); error reporting runs only there. */
  readonly production: boolean
  /** The most calls one batched /trpc request may carry: the server's limit, else the shared default. */
  readonly maxBatchCalls: number
}

import { defaultBatchCalls } from '../../contracts/request-limits.ts'

export const defaultAuthHost = 'http://localhost:3001'
const defaultPosthogHost = 'https://eu.i.posthog.com'

type Env = Readonly<Record<string, unknown>>

export function readAppConfig(doc: Document | undefined, env: Env): AppConfig {
  const injected = readMetaConfig(doc)
  const pick = (metaKey: string, envKey: string): string | undefined => nonEmpty(injected[metaKey]) ?? nonEmpty(env[envKey])
  return {
    authHost: (pick('authHost', 'VITE_AUTH_HOST') ?? defaultAuthHost).replace(/\/+$/, ''),
    posthogKey: pick('posthogKey', 'VITE_POSTHOG_KEY'),
    posthogHost: pick('posthogHost', 'VITE_POSTHOG_HOST') ?? defaultPosthogHost,
    sentryDsn: pick('sentryDsn', 'VITE_SENTRY_DSN'),
    production: env['PROD'] === true,
    maxBatchCalls: positiveWholeNumber(injected['maxBatchCalls']) ?? defaultBatchCalls,
  }
}

function readMetaConfig(doc: Document | undefined): Record<string, unknown> {
  const content = doc?.querySelector('meta[name="adoptions-config"]')?.getAttribute('content')
  if (!content) return {}
  try {
    const parsed: unknown = JSON.parse(content)
    if (parsed !== null && typeof parsed === 'object' && !Array.isArray(parsed)) return parsed as Record<string, unknown>
  } catch {
    // fall through to the warning
  }
  // A broken tag must not stop the app: the build-time values still apply.
  console.warn('Ignoring <meta name="adoptions-config">: its content is not a JSON object.')
  return {}
}

function positiveWholeNumber(value: unknown): number | undefined {
  const number = typeof value === 'string' && /^\d+$/.test(value.trim()) ? Number(value) : NaN
  return Number.isSafeInteger(number) && number > 0 ? number : undefined
}

function nonEmpty(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined
}
