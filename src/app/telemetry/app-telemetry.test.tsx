// @vitest-environment jsdom
import '../testing/dom-test-setup.ts'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { expect, test, vi } from 'vitest'
import { persona } from '../../../tests/factories/facts.ts'
import { createFakeTrpcServer } from '../testing/fake-trpc-server.ts'
import { renderApp } from '../testing/render-app.tsx'
import type { PosthogClient } from './analytics.ts'
import type { SentryClient } from './error-reporting.ts'

type FlagsCallback = Parameters<PosthogClient['onFeatureFlags']>[0]

/** posthog-js stubbed at the telemetry interface; its flags answer as soon as they are asked. */
function stubLibraries(enabledFlags: readonly string[]) {
  const posthog = {
    init: vi.fn(),
    capture: vi.fn(),
    identify: vi.fn(),
    onFeatureFlags: vi.fn((callback: FlagsCallback) => {
      queueMicrotask(() => callback([...enabledFlags], {}))
      return () => {}
    }),
    isFeatureEnabled: vi.fn((key: string) => enabledFlags.includes(key)),
    startSessionRecording: vi.fn(),
  } satisfies PosthogClient
  const loaders = {
    posthog: vi.fn(async () => posthog),
    sentry: vi.fn(async (): Promise<SentryClient> => ({
      init: vi.fn(),
      captureException: vi.fn(),
      browserTracingIntegration: vi.fn(),
      replayIntegration: vi.fn(),
    })),
  }
  return { posthog, loaders }
}

const facts = () =>
  persona({
    // The server's flags leave roles-and-permissions off, so every permission would pass and the
    // menu would offer Search; analytics' flags (below) switch it on and decide instead.
    flags: {},
    permissions: { 'booklist:view': true, 'booklist:bulkUpload': true },
  })

test('one pageview per navigation, identify with id and email, and the flags from analytics', async () => {
  const server = createFakeTrpcServer(facts())
  const { posthog, loaders } = stubLibraries(['roles-and-permissions'])
  renderApp(server, { path: '/', hostname: 'app.example.edu', config: { posthogKey: 'phc_test' }, telemetryLoaders: loaders })
  expect(await screen.findByRole('heading', { level: 1, name: 'Booklist' })).toBeInTheDocument()
  // featureFlags.get still rides in the one boot batch (index.html preloads exactly that URL)...
  expect(server.requests.map((url) => url.pathname)).toEqual(['/trpc/auth.getUser,institutionConfig.get,user.hasPermissions,featureFlags.get'])
  await waitFor(() => expect(posthog.identify).toHaveBeenCalledWith('user-1', { email: 'ada@example.edu' }))

  // ...but analytics' flags decided: with roles-and-permissions on, Search (catalogue:search) is gone.
  const nav = screen.getByRole('navigation', { name: 'Main' })
  expect(within(nav).queryByRole('link', { name: 'Search' })).toBeNull()
  await userEvent.click(within(nav).getByRole('link', { name: 'Bulk Upload' }))
  expect(await screen.findByRole('heading', { level: 1, name: 'Bulk Upload' })).toBeInTheDocument()
  await userEvent.click(within(nav).getByRole('link', { name: 'Booklist' }))
  expect(await screen.findByRole('heading', { level: 1, name: 'Booklist' })).toBeInTheDocument()

  const pageviews = () => posthog.capture.mock.calls.filter(([event]) => event === '$pageview').map(([, properties]) => properties)
  await waitFor(() => expect(pageviews()).toHaveLength(3))
  // The redirect from / to the landing is one route change, not two.
  expect(pageviews()).toEqual([
    { $current_url: 'https://app.example.edu/booklist' },
    { $current_url: 'https://app.example.edu/booklist/upload' },
    { $current_url: 'https://app.example.edu/booklist' },
  ])
  expect(posthog.startSessionRecording).not.toHaveBeenCalled()
})

test.each(['localhost', '192.168.1.20'])('on %s analytics is not initialised and the flags come from the server', async (hostname) => {
  const server = createFakeTrpcServer(persona({ flags: { 'roles-and-permissions': true }, permissions: { 'booklist:view': true } }))
  const { posthog, loaders } = stubLibraries([])
  renderApp(server, { path: '/', hostname, config: { posthogKey: 'phc_test' }, telemetryLoaders: loaders })
  expect(await screen.findByRole('heading', { level: 1, name: 'Booklist' })).toBeInTheDocument()
  expect(server.requests.map((url) => url.pathname)).toEqual(['/trpc/auth.getUser,institutionConfig.get,user.hasPermissions,featureFlags.get'])
  expect(loaders.posthog).not.toHaveBeenCalled()
  expect(posthog.init).not.toHaveBeenCalled()
})
