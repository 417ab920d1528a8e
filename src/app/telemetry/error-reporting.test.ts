import { expect, test, vi } from 'vitest'
import { policy } from '../../generated/policy.gen.ts'
import { createErrorReporting, maxPendingErrors, type SentryClient } from './error-reporting.ts'

function setup(load?: () => Promise<SentryClient>) {
  const sentry = { init: vi.fn(), captureException: vi.fn(), browserTracingIntegration: vi.fn(), replayIntegration: vi.fn() } satisfies SentryClient
  let finishLoading: (client: SentryClient) => void = () => {}
  const loaded = new Promise<SentryClient>((resolve) => (finishLoading = resolve))
  const uncaught = new EventTarget()
  const reporting = createErrorReporting({
    dsn: 'https://key@errors.example.com/1',
    release: 'adoptions@1.0.0',
    settings: policy.errorReporting,
    load: load ?? (() => loaded),
    uncaught,
  })
  return { reporting, sentry, uncaught, finishLoading: () => finishLoading(sentry) }
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0))
const uncaughtError = (error: Error) => Object.assign(new Event('error'), { error, message: error.message })
const unhandledRejection = (reason: unknown) => Object.assign(new Event('unhandledrejection'), { reason })

test('errors raised before the library loaded are kept and sent once, in order, when it has', async () => {
  const { reporting, sentry, uncaught, finishLoading } = setup()
  const reported = new Error('reported before start')
  const thrown = new Error('uncaught before start')
  reporting.captureException(reported)
  uncaught.dispatchEvent(uncaughtError(thrown))
  reporting.start()
  const rejected = new Error('rejected while loading')
  uncaught.dispatchEvent(unhandledRejection(rejected))
  await settle()
  expect(sentry.captureException).not.toHaveBeenCalled()

  finishLoading()
  await settle()
  expect(sentry.init).toHaveBeenCalledTimes(1)
  expect(sentry.captureException.mock.calls).toEqual([[reported], [thrown], [rejected]])
  // Sent once: later errors go straight through, and uncaught ones are Sentry's own handlers' job now.
  const later = new Error('after load')
  reporting.captureException(later)
  uncaught.dispatchEvent(uncaughtError(new Error('seen by Sentry itself')))
  expect(sentry.captureException.mock.calls).toEqual([[reported], [thrown], [rejected], [later]])
})

test('an error loop before loading keeps at most the first errors', async () => {
  const { reporting, sentry, finishLoading } = setup()
  for (let i = 0; i < maxPendingErrors + 20; i++) reporting.captureException(new Error(`loop ${i}`))
  reporting.start()
  finishLoading()
  await settle()
  expect(sentry.captureException).toHaveBeenCalledTimes(maxPendingErrors)
  expect(sentry.captureException.mock.calls[0]?.[0]).toEqual(new Error('loop 0'))
})

test('a library that fails to load costs only error reporting: one warning, nothing sent, nothing thrown', async () => {
  const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
  const { reporting, sentry, uncaught } = setup(() => Promise.reject(new Error('blocked by the network')))
  reporting.captureException(new Error('before'))
  reporting.start()
  await settle()
  uncaught.dispatchEvent(uncaughtError(new Error('after the failure')))
  reporting.captureException(new Error('after the failure too'))
  expect(warn).toHaveBeenCalledWith('Error reporting did not load:', expect.objectContaining({ message: 'blocked by the network' }))
  expect(sentry.captureException).not.toHaveBeenCalled()
})
