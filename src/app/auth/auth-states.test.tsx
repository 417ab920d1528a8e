// @vitest-environment jsdom
import '../testing/dom-test-setup.ts'
import { screen, waitFor } from '@testing-library/react'
import { expect, test, vi } from 'vitest'
import { persona } from '../../../tests/factories/facts.ts'
import { createFakeTrpcServer } from '../testing/fake-trpc-server.ts'
import { renderApp } from '../testing/render-app.tsx'

const librarian = () => persona({ flags: { 'roles-and-permissions': true }, permissions: { 'booklist:view': true, 'booklist:bulkUpload': true } })

test('authenticating: a spinner with a label, and no page, menu or header until the user has loaded', async () => {
  const server = createFakeTrpcServer(librarian())
  server.holdAnswers()
  const seen: string[] = []
  const observer = new MutationObserver(() => {
    for (const heading of document.querySelectorAll('h1, nav')) seen.push(heading.outerHTML)
  })
  observer.observe(document.body, { childList: true, subtree: true, characterData: true })
  renderApp(server, { path: '/booklist' })
  expect(await screen.findByRole('status', { name: 'Loading' })).toBeInTheDocument()
  await new Promise((resolve) => setTimeout(resolve, 50))
  expect(seen).toEqual([])
  expect(screen.queryByRole('heading')).toBeNull()
  expect(screen.queryByText('ada@example.edu')).toBeNull()

  server.releaseAnswers()
  expect(await screen.findByRole('heading', { level: 1, name: 'Booklist' })).toBeInTheDocument()
  observer.disconnect()
  // The first heading ever rendered is the page the user asked for: nothing protected flashed before it.
  expect(seen.find((html) => html.startsWith('<h1'))).toContain('Booklist')
})

test('authenticated: the page in the default layout, with the email and a sign-out link to the auth host', async () => {
  const server = createFakeTrpcServer(librarian())
  renderApp(server, { path: '/booklist' })
  expect(await screen.findByRole('heading', { level: 1, name: 'Booklist' })).toBeInTheDocument()
  expect(screen.getByText('ada@example.edu')).toBeInTheDocument()
  expect(screen.getByRole('link', { name: 'Sign out' })).toHaveAttribute('href', 'https://login.example.edu/logout')
  expect(screen.getByRole('navigation', { name: 'Main' })).toBeInTheDocument()
})

test('401 on the user call: full-page navigation to the login page with the exact encoded current URL', async () => {
  const logged = vi.spyOn(console, 'error').mockImplementation(() => {})
  const server = createFakeTrpcServer(librarian())
  server.fail('auth.getUser', 'UNAUTHORIZED')
  const { assign } = renderApp(server, { path: '/booklist/upload/u%207?tab=rows#top' })
  await waitFor(() => expect(assign).toHaveBeenCalledTimes(1))
  expect(assign).toHaveBeenCalledWith(
    'https://login.example.edu/login?redirect_uri=https%3A%2F%2Fapp.example.edu%2Fbooklist%2Fupload%2Fu%25207%3Ftab%3Drows%23top',
  )
  expect(screen.queryByRole('heading')).toBeNull()
  expect(screen.getByRole('status', { name: 'Loading' })).toBeInTheDocument()
  expect(logged).toHaveBeenCalledWith('Loading the signed-in user failed:', expect.objectContaining({ httpStatus: 401, code: 'UNAUTHORIZED' }))
  // No automatic retry on 401: the boot request was the only one.
  await new Promise((resolve) => setTimeout(resolve, 50))
  expect(server.requests).toHaveLength(1)
})

test('403 on the user call: unauthorized; every path leads to /unauthorized, saying what was denied', async () => {
  const logged = vi.spyOn(console, 'error').mockImplementation(() => {})
  const server = createFakeTrpcServer(librarian())
  server.fail('auth.getUser', 'FORBIDDEN')
  const { history, app, assign } = renderApp(server, { path: '/booklist' })
  expect(await screen.findByRole('heading', { level: 1, name: 'Not authorised' })).toBeInTheDocument()
  expect(history.location.pathname).toBe('/unauthorized')
  expect(history.location.search).toBe('?from=%2Fbooklist')
  expect(screen.getByText('You do not have access to /booklist.')).toBeInTheDocument()
  expect(screen.getByText(/your account has no access to Adoptions/)).toBeInTheDocument()
  // Signing in again would reuse the same session: switching accounts starts with signing out.
  expect(screen.getByRole('button', { name: 'Sign out' })).toBeInTheDocument()
  expect(app.services.auth.getState()).toBe('unauthorized')
  expect(assign).not.toHaveBeenCalled()
  expect(logged).toHaveBeenCalledWith('Loading the signed-in user failed:', expect.objectContaining({ httpStatus: 403 }))

  await app.router.navigate({ to: '/adoptions' })
  await waitFor(() => expect(history.location.pathname).toBe('/unauthorized'))
  expect(history.location.search).toBe('?from=%2Fadoptions')
  expect(server.requests).toHaveLength(1)
})

test('403 on a path that matches no route: /unauthorized too, never the not-found page', async () => {
  vi.spyOn(console, 'error').mockImplementation(() => {})
  const server = createFakeTrpcServer(librarian())
  server.fail('auth.getUser', 'FORBIDDEN')
  const { history } = renderApp(server, { path: '/no/such/page' })
  expect(await screen.findByRole('heading', { level: 1, name: 'Not authorised' })).toBeInTheDocument()
  expect(history.location.pathname).toBe('/unauthorized')
  expect(history.location.search).toBe('?from=%2Fno%2Fsuch%2Fpage')
})

test('a signed-in user on a path that matches no route sees the not-found page', async () => {
  const server = createFakeTrpcServer(librarian())
  const { history } = renderApp(server, { path: '/no/such/page' })
  expect(await screen.findByRole('heading', { level: 1, name: /not found/i })).toBeInTheDocument()
  expect(history.location.pathname).toBe('/no/such/page')
})

test('opened at /unauthorized: it starts unauthorized and shows at once, then a signed-in user goes to the landing', async () => {
  const server = createFakeTrpcServer(librarian())
  server.holdAnswers()
  const { history, app } = renderApp(server, { path: '/unauthorized' })
  expect(app.services.auth.getState()).toBe('unauthorized')
  expect(await screen.findByRole('heading', { level: 1, name: 'Not authorised' })).toBeInTheDocument()
  // Nobody has refused this account yet: no claim that it has no access.
  expect(screen.queryByText(/your account has no access/)).toBeNull()
  server.releaseAnswers()
  expect(await screen.findByRole('heading', { level: 1, name: 'Booklist' })).toBeInTheDocument()
  expect(history.location.pathname).toBe('/booklist')
  expect(app.services.auth.getState()).toBe('authenticated')
})

test('a signed-in user on /unauthorized with a from parameter stays there, with a link to the start page', async () => {
  const server = createFakeTrpcServer(librarian())
  const { history } = renderApp(server, { path: '/unauthorized?from=%2Fcourses' })
  expect(await screen.findByText('You do not have access to /courses.')).toBeInTheDocument()
  await new Promise((resolve) => setTimeout(resolve, 50))
  expect(history.location.pathname).toBe('/unauthorized')
  expect(screen.getByRole('link', { name: 'Go to your start page' })).toHaveAttribute('href', '/')
})
