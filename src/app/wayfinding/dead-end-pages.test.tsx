// @vitest-environment jsdom
import '../testing/dom-test-setup.ts'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { expect, test, vi } from 'vitest'
import { persona } from '../../../tests/factories/facts.ts'
import { createFakeTrpcServer } from '../testing/fake-trpc-server.ts'
import { renderApp } from '../testing/render-app.tsx'
import type { PosthogClient } from '../telemetry/analytics.ts'

const rolesOn = { 'roles-and-permissions': true } as const

// The spec's menu/route drift: its menu offered Search, Requests and Reports, but /requests
// is decided by hasRequestsPageAccess (pricing approvals, neither EA nor IA), which fails.
// The shipped menu leaves Requests out (issue 50); the address can still be typed.
const drift = () =>
  persona({
    flags: { ...rolesOn, 'order-approvals-page': true, 'report-page': true },
    permissions: { 'catalogue:search': true, 'counterReport:view': true },
    institution: { isEAorIA: true, isEA: true, hasApprovalPermission: true, booklist_config: { region: 'gb' } },
  })
const librarian = () => persona({ flags: rolesOn, permissions: { 'booklist:view': true, 'booklist:bulkUpload': true } })

/** The "Pages you can open" list as `Title /path`, sub-items indented. */
function readPages(list: Element, indent = ''): string[] {
  return Array.from(list.children).flatMap((item) => {
    const link = item.querySelector(':scope > a')
    const sub = item.querySelector(':scope > ul')
    return [`${indent}${link?.textContent ?? ''} ${link?.getAttribute('href') ?? ''}`, ...(sub ? readPages(sub, `${indent}  `) : [])]
  })
}

test('the drift persona lands on a page that opens, and its menu offers no Requests', async () => {
  const { history } = renderApp(createFakeTrpcServer(drift()), { path: '/' })
  expect(await screen.findByRole('heading', { level: 1, name: 'Search' })).toBeInTheDocument()
  expect(history.location.pathname).toBe('/search')
  const nav = screen.getByRole('navigation', { name: 'Main' })
  expect(
    within(nav)
      .getAllByRole('link')
      .map((link) => link.textContent),
  ).toEqual(['Search', 'Reports'])
})

test('a typed address that refuses: /unauthorized, with the pages the guard allows', async () => {
  const { history } = renderApp(createFakeTrpcServer(drift()), { path: '/requests' })
  const heading = await screen.findByRole('heading', { level: 1, name: 'Not authorised' })
  expect(history.location.href).toBe('/unauthorized?from=%2Frequests')
  await waitFor(() => expect(heading).toHaveFocus())
  const list = await screen.findByRole('list', { name: 'Pages you can open' })
  expect(readPages(list)).toEqual(['Search /search', 'Reports /reports'])
  expect(screen.queryByRole('link', { name: 'Requests' })).toBeNull()
  expect(screen.getByRole('link', { name: 'Go to your start page' })).toHaveAttribute('href', '/')
  expect(screen.queryByRole('navigation')).toBeNull()
  expect(screen.getByText('ada@example.edu')).toBeInTheDocument()
  expect(screen.getByRole('button', { name: 'Sign out' })).toBeInTheDocument()

  await userEvent.click(within(list).getByRole('link', { name: 'Search' }))
  expect(await screen.findByRole('heading', { level: 1, name: 'Search' })).toBeInTheDocument()
  expect(history.location.pathname).toBe('/search')
  expect(screen.getByRole('navigation', { name: 'Main' })).toBeInTheDocument()
})

test('with nothing open: one sentence naming the administrator, no list, and sign-out', async () => {
  const { assign } = renderApp(createFakeTrpcServer(persona({ flags: rolesOn, permissions: { 'cart:purchase': true } })), { path: '/' })
  expect(await screen.findByRole('heading', { level: 1, name: 'Not authorised' })).toBeInTheDocument()
  expect(await screen.findByText(/No page of Adoptions is open to you yet\. Your institution’s administrator grants access/)).toBeInTheDocument()
  expect(screen.queryByRole('list')).toBeNull()
  expect(screen.queryByRole('link')).toBeNull()
  await userEvent.click(screen.getByRole('button', { name: 'Sign out' }))
  expect(assign).toHaveBeenCalledWith('https://login.example.edu/logout')
})

test('not found: the address as text, the start page and the pages that open', async () => {
  renderApp(createFakeTrpcServer(librarian()), { path: '/no-such-page?tab=2' })
  const heading = await screen.findByRole('heading', { level: 1, name: 'Page not found' })
  await waitFor(() => expect(heading).toHaveFocus())
  expect(screen.getByText('/no-such-page?tab=2', { selector: 'code' })).toBeInTheDocument()
  const list = await screen.findByRole('list', { name: 'Pages you can open' })
  expect(readPages(list)).toEqual(['Booklist /booklist', '  Bulk Upload /booklist/upload'])
  expect(screen.getByRole('link', { name: 'Go to your start page' })).toHaveAttribute('href', '/')
  expect(screen.getByText('ada@example.edu')).toBeInTheDocument()
  expect(screen.queryByRole('navigation')).toBeNull()
})

test('not found: markup in the address stays text', async () => {
  const { container } = renderApp(createFakeTrpcServer(librarian()), { path: '/<img src=x onerror=alert(1)>' })
  expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument()
  expect(container.querySelector('img')).toBeNull()
  expect(container.querySelector('code')?.textContent).toMatch(/^\/(<|%3C)img/)
})

test('refused with 403: says why (a disabled account), that the account has no access here, and offers sign-out, no list', async () => {
  const logged = vi.spyOn(console, 'error').mockImplementation(() => {})
  const server = createFakeTrpcServer(librarian())
  server.fail('auth.getUser', 'FORBIDDEN', 'This account is disabled.')
  const { assign } = renderApp(server, { path: '/booklist' })
  expect(await screen.findByText('This account is disabled.')).toBeInTheDocument()
  expect(await screen.findByText(/You are signed in at the sign-in service, but your account has no access to Adoptions/)).toBeInTheDocument()
  expect(screen.queryByRole('list')).toBeNull()
  await userEvent.click(screen.getByRole('button', { name: 'Sign out' }))
  expect(assign).toHaveBeenCalledWith('https://login.example.edu/logout')
  expect(logged).toHaveBeenCalledWith('Loading the signed-in user failed:', expect.objectContaining({ httpStatus: 403 }))
})

test('one pageview each for /unauthorized, a page followed from it, and the not-found page', async () => {
  const facts = drift()
  // With analytics on, the flags come from it: it answers the drift persona's own.
  const enabled = Object.keys(facts.flags).filter((name) => facts.flags[name] === true)
  const posthog = {
    init: vi.fn(),
    capture: vi.fn(),
    identify: vi.fn(),
    onFeatureFlags: vi.fn((callback: Parameters<PosthogClient['onFeatureFlags']>[0]) => {
      queueMicrotask(() => callback(enabled, {}))
      return () => {}
    }),
    isFeatureEnabled: vi.fn((key: string) => enabled.includes(key)),
    startSessionRecording: vi.fn(),
  } satisfies PosthogClient
  const loaders = {
    posthog: vi.fn(async () => posthog),
    sentry: vi.fn(async () => ({ init: vi.fn(), captureException: vi.fn(), browserTracingIntegration: vi.fn(), replayIntegration: vi.fn() })),
  }
  const server = createFakeTrpcServer(facts)
  const { app } = renderApp(server, { path: '/requests', hostname: 'app.example.edu', config: { posthogKey: 'phc_test' }, telemetryLoaders: loaders })
  const list = await screen.findByRole('list', { name: 'Pages you can open' })
  await userEvent.click(within(list).getByRole('link', { name: 'Reports' }))
  expect(await screen.findByRole('heading', { level: 1, name: 'Reports' })).toBeInTheDocument()
  await app.router.navigate({ href: '/no-such-page' })
  expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument()
  const pageviews = () => posthog.capture.mock.calls.filter(([event]) => event === '$pageview').map(([, properties]) => properties)
  await waitFor(() => expect(pageviews()).toHaveLength(3))
  expect(pageviews()).toEqual([
    { $current_url: 'https://app.example.edu/unauthorized?from=%2Frequests' },
    { $current_url: 'https://app.example.edu/reports' },
    { $current_url: 'https://app.example.edu/no-such-page' },
  ])
})
