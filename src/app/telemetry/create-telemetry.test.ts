import { expect, test, vi } from 'vitest'
import { flagNames } from '../../generated/policy-names.gen.ts'
import { policy } from '../../generated/policy.gen.ts'
import type { AppConfig } from '../config/app-config.ts'
import type { PosthogClient } from './analytics.ts'
import { createTelemetry } from './create-telemetry.ts'
import type { SentryClient } from './error-reporting.ts'

type FlagsCallback = Parameters<PosthogClient['onFeatureFlags']>[0]

function fakePosthog(enabled: readonly string[] = []) {
  const callbacks: FlagsCallback[] = []
  const client = {
    init: vi.fn(),
    capture: vi.fn(),
    identify: vi.fn(),
    onFeatureFlags: vi.fn((callback: FlagsCallback) => {
      callbacks.push(callback)
      return () => {}
    }),
    isFeatureEnabled: vi.fn((key: string) => enabled.includes(key)),
    startSessionRecording: vi.fn(),
  } satisfies PosthogClient
  return { client, flagsLoaded: (errorsLoading = false) => callbacks.forEach((callback) => callback([...enabled], {}, { errorsLoading })) }
}

function fakeSentry() {
  return {
    init: vi.fn(),
    captureException: vi.fn(),
    browserTracingIntegration: vi.fn(() => 'tracing'),
    replayIntegration: vi.fn((options: object) => ({ replay: options })),
  } satisfies SentryClient
}

const config = (overrides: Partial<AppConfig> = {}): AppConfig => ({
  authHost: 'https://login.example.edu',
  posthogKey: 'phc_test',
  posthogHost: 'https://analytics.example.com',
  sentryDsn: undefined,
  production: false,
  maxBatchCalls: 50,
  ...overrides,
})

function setup(hostname: string, overrides: Partial<AppConfig> = {}, enabled: readonly string[] = []) {
  const posthog = fakePosthog(enabled)
  const sentry = fakeSentry()
  const loaders = { posthog: vi.fn(async () => posthog.client), sentry: vi.fn(async () => sentry) }
  const telemetry = createTelemetry({ config: config(overrides), hostname, policy, release: 'adoptions@1.0.0', loaders })
  return { telemetry, posthog, sentry, loaders }
}

// Analytics' own module loads on first use (off the first load): once it has, a few turns let the queued calls run.
// The lazily imported modules are loaded here first: on a busy machine their first transform
// takes longer than the few turns below, and the calls after them would not have happened yet.
const settle = async () => {
  await Promise.all([import('./analytics.ts'), import('./start-sentry.ts')])
  for (let turn = 0; turn < 5; turn++) await new Promise((resolve) => setTimeout(resolve, 0))
}

test.each(['localhost', '127.0.0.1', '[::1]', 'staging.adoptions.example'])('analytics is never initialised on %s', async (host) => {
  const { telemetry, loaders } = setup(host)
  telemetry.start()
  telemetry.pageview(`https://${host}/booklist`)
  await settle()
  expect(loaders.posthog).not.toHaveBeenCalled()
  expect(telemetry.flagSource).toBeUndefined()
})

test('without a key analytics stays off, and the flags come from the server', async () => {
  const { telemetry, loaders } = setup('app.example.edu', { posthogKey: undefined })
  telemetry.start()
  await settle()
  expect(loaders.posthog).not.toHaveBeenCalled()
  expect(telemetry.flagSource).toBeUndefined()
})

test('on an allowed host: loaded only at start(), heatmaps on, recording off, pageviews and identify sent', async () => {
  const { telemetry, loaders, posthog } = setup('app.example.edu')
  telemetry.pageview('https://app.example.edu/booklist')
  telemetry.identify({ id: 'user-1', email: 'ada@example.edu' })
  await settle()
  expect(loaders.posthog).not.toHaveBeenCalled()

  telemetry.start()
  await settle()
  expect(posthog.client.init).toHaveBeenCalledWith('phc_test', {
    api_host: 'https://analytics.example.com',
    enable_heatmaps: true,
    disable_session_recording: true,
    capture_pageview: false,
    person_profiles: 'identified_only',
  })
  expect(posthog.client.capture).toHaveBeenCalledWith('$pageview', { $current_url: 'https://app.example.edu/booklist' })
  expect(posthog.client.identify).toHaveBeenCalledWith('user-1', { email: 'ada@example.edu' })
})

test('flags come from analytics once loaded; session recording starts only with record-session', async () => {
  const quiet = setup('app.example.edu', {}, ['dashboards'])
  const flags = quiet.telemetry.flagSource?.()
  quiet.telemetry.start()
  await settle()
  quiet.posthog.flagsLoaded()
  const answer = await flags
  expect(Object.keys(answer ?? {})).toEqual([...flagNames])
  expect(answer?.['dashboards']).toBe(true)
  expect(answer?.['store-management']).toBe(false)
  expect(quiet.posthog.client.startSessionRecording).not.toHaveBeenCalled()

  const recorded = setup('app.example.edu', {}, ['record-session'])
  const recordedFlags = recorded.telemetry.flagSource?.()
  recorded.telemetry.start()
  await settle()
  recorded.posthog.flagsLoaded()
  expect((await recordedFlags)?.['record-session']).toBe(true)
  expect(recorded.posthog.client.startSessionRecording).toHaveBeenCalledTimes(1)
})

test('flags that analytics could not load reject, so the app asks the server instead', async () => {
  const { telemetry, posthog } = setup('app.example.edu')
  const flags = telemetry.flagSource?.()
  telemetry.start()
  await settle()
  posthog.flagsLoaded(true)
  await expect(flags).rejects.toThrow('Analytics could not load the feature flags')
})

test('error reporting only in production with a DSN, with the policy rates and unmasked replays', async () => {
  const development = setup('app.example.edu', { sentryDsn: 'https://key@errors.example.com/1' })
  development.telemetry.start()
  const noDsn = setup('app.example.edu', { production: true })
  noDsn.telemetry.start()
  await settle()
  expect(development.loaders.sentry).not.toHaveBeenCalled()
  expect(noDsn.loaders.sentry).not.toHaveBeenCalled()

  const production = setup('app.example.edu', { production: true, sentryDsn: 'https://key@errors.example.com/1' })
  production.telemetry.captureException(new Error('before start'))
  production.telemetry.start()
  await settle()
  expect(production.sentry.init).toHaveBeenCalledWith({
    dsn: 'https://key@errors.example.com/1',
    release: 'adoptions@1.0.0',
    integrations: ['tracing', { replay: { maskAllText: false, blockAllMedia: false } }],
    tracesSampleRate: 1,
    replaysSessionSampleRate: 0,
    replaysOnErrorSampleRate: 1,
  })
  const failure = new Error('after start')
  production.telemetry.captureException(failure)
  await settle()
  expect(production.sentry.captureException).toHaveBeenCalledWith(failure)
})
