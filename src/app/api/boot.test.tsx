// @vitest-environment jsdom
import '../testing/dom-test-setup.ts'
import { act, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import superjson from 'superjson'
import { afterEach, expect, test, vi } from 'vitest'
import { permissionNames } from '../../generated/policy-names.gen.ts'
import { persona } from '../../../tests/factories/facts.ts'
import { createFakeTrpcServer } from '../testing/fake-trpc-server.ts'
import { renderApp } from '../testing/render-app.tsx'

const librarian = () => persona({ flags: { 'roles-and-permissions': true }, permissions: { 'booklist:view': true } })

afterEach(() => {
  vi.useRealTimers()
})

test('the four boot calls leave in ONE batched GET request, with every permission name as input', async () => {
  const server = createFakeTrpcServer(librarian())
  renderApp(server, { path: '/booklist' })
  expect(await screen.findByRole('heading', { level: 1, name: 'Booklist' })).toBeInTheDocument()
  expect(server.requests).toHaveLength(1)
  const [request] = server.requests
  expect(request?.pathname).toBe('/trpc/auth.getUser,institutionConfig.get,user.hasPermissions,featureFlags.get')
  expect(request?.searchParams.get('batch')).toBe('1')
  const input = JSON.parse(request?.searchParams.get('input') ?? '{}') as Record<string, unknown>
  expect(superjson.deserialize(input['2'] as never)).toEqual([...permissionNames])
})

test('config fails: the error names it with the server message; Retry loads it again and the page appears', async () => {
  const logged = vi.spyOn(console, 'error').mockImplementation(() => {})
  const server = createFakeTrpcServer(librarian())
  server.fail('institutionConfig.get', 'BAD_REQUEST')
  renderApp(server, { path: '/booklist' })
  const alert = await screen.findByRole('alert')
  expect(within(alert).getByText('Institution configuration')).toBeInTheDocument()
  expect(alert).toHaveTextContent('institutionConfig.get refused by the test server (BAD_REQUEST)')
  expect(within(alert).queryByText('Permissions')).toBeNull()
  expect(screen.queryByRole('heading', { name: 'Booklist' })).toBeNull()
  // No automatic retry of a server answer.
  await new Promise((resolve) => setTimeout(resolve, 50))
  expect(server.requests).toHaveLength(1)

  server.heal('institutionConfig.get')
  await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }))
  expect(await screen.findByRole('heading', { level: 1, name: 'Booklist' })).toBeInTheDocument()
  expect(screen.queryByRole('alert')).toBeNull()
  // Only the failed call went out again.
  expect(server.requests.at(-1)?.pathname).toBe('/trpc/institutionConfig.get')
  logged.mockRestore()
})

test('permissions fail: the error names them; Retry after another failure keeps the error', async () => {
  const server = createFakeTrpcServer(librarian())
  server.fail('user.hasPermissions', 'INTERNAL_SERVER_ERROR')
  renderApp(server, { path: '/booklist' })
  const alert = await screen.findByRole('alert')
  expect(within(alert).getByText('Permissions')).toBeInTheDocument()
  await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }))
  await waitFor(() => expect(server.requests).toHaveLength(2))
  expect(await screen.findByRole('alert')).toHaveTextContent('Permissions could not be loaded')
  server.heal('user.hasPermissions')
  await userEvent.click(screen.getByRole('button', { name: 'Retry' }))
  expect(await screen.findByRole('heading', { level: 1, name: 'Booklist' })).toBeInTheDocument()
})

test('a boot wait longer than 30 000 ms is a timeout error with Retry', async () => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
  const logged = vi.spyOn(console, 'error').mockImplementation(() => {})
  const server = createFakeTrpcServer(librarian())
  server.holdAnswers()
  renderApp(server, { path: '/booklist' })
  await act(() => vi.advanceTimersByTimeAsync(29_999))
  expect(screen.queryByRole('alert')).toBeNull()
  expect(screen.getByRole('status', { name: 'Loading' })).toBeInTheDocument()
  // React Query notifies through setTimeout(0), which is faked too: let those run.
  for (let step = 0; step < 5; step++) await act(() => vi.advanceTimersByTimeAsync(1))
  const alert = screen.getByRole('alert')
  expect(alert).toHaveTextContent('no answer within 30 s (timeout)')
  expect(logged).toHaveBeenCalledWith('Loading the signed-in user failed:', expect.objectContaining({ name: 'TimeoutError', timeoutMs: 30_000 }))

  server.releaseAnswers()
  vi.useRealTimers()
  await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }))
  expect(await screen.findByRole('heading', { level: 1, name: 'Booklist' })).toBeInTheDocument()
})

test('a response that is not JSON gives "Unable to transform response from server", logged', async () => {
  const logged = vi.spyOn(console, 'error').mockImplementation(() => {})
  const server = createFakeTrpcServer(librarian())
  server.breakAnswers(() => new Response('<html>Bad gateway</html>', { status: 502, headers: { 'content-type': 'text/html' } }))
  renderApp(server, { path: '/booklist' })
  const alert = await screen.findByRole('alert')
  expect(alert).toHaveTextContent('Your account could not be loaded: Unable to transform response from server')
  expect(logged).toHaveBeenCalledWith('Loading the signed-in user failed:', expect.objectContaining({ message: 'Unable to transform response from server' }))
})

test('JSON that is not a tRPC answer gives the same text', async () => {
  vi.spyOn(console, 'error').mockImplementation(() => {})
  const server = createFakeTrpcServer(librarian())
  server.breakAnswers(() => Response.json([{ nonsense: true }, 1, 2, 3]))
  renderApp(server, { path: '/booklist' })
  expect(await screen.findByRole('alert')).toHaveTextContent('Unable to transform response from server')
})
