// @vitest-environment jsdom
import '../testing/dom-test-setup.ts'
import { act, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { TRPCError } from '@trpc/server'
import { afterEach, expect, test, vi } from 'vitest'
import { persona } from '../../../tests/factories/facts.ts'
import { factsStaleTimeMs } from '../api/boot-query.ts'
import { createFakeTrpcServer, type ExtraProcedures } from '../testing/fake-trpc-server.ts'
import { renderApp } from '../testing/render-app.tsx'

// Issue 50, point 2: until live updates land, the browser reads the person's facts again on
// focus and after a refusal, and the menu, the ability and the page on screen follow them.

const rolesOn = { 'roles-and-permissions': true } as const
const uploader = () => persona({ flags: rolesOn, permissions: { 'booklist:view': true, 'booklist:bulkUpload': true } })
const viewer = () => persona({ flags: rolesOn, permissions: { 'booklist:view': true } })

const bootCalls = ['auth.getUser', 'institutionConfig.get', 'user.hasPermissions', 'featureFlags.get']
/** The boot calls of each request after the boot batch (a page's own data refetched on focus may share its batch). */
const rereads = (server: ReturnType<typeof createFakeTrpcServer>) =>
  server.requests.slice(1).map((url) =>
    url.pathname
      .replace('/trpc/', '')
      .split(',')
      .filter((call) => bootCalls.includes(call))
      .join(','),
  )
// The three facts in one batch, never the user.
const factsBatch = 'institutionConfig.get,user.hasPermissions,featureFlags.get'

/** The window regains focus after the facts went stale. */
async function returnToTheTab() {
  vi.setSystemTime(Date.now() + factsStaleTimeMs + 1)
  await act(async () => {
    window.dispatchEvent(new Event('visibilitychange'))
  })
}

afterEach(() => {
  vi.useRealTimers()
})

test('focus reads the facts again, and a permission removed meanwhile leaves the menu', async () => {
  vi.useFakeTimers({ toFake: ['Date'] })
  const server = createFakeTrpcServer(uploader())
  renderApp(server, { path: '/booklist' })
  expect(await screen.findByRole('heading', { level: 1, name: 'Booklist' })).toBeInTheDocument()
  const menu = screen.getByRole('navigation', { name: 'Main' })
  expect(within(menu).getByRole('link', { name: 'Bulk Upload' })).toBeInTheDocument()

  // A tab switch within the stale time asks nothing.
  await act(async () => {
    window.dispatchEvent(new Event('visibilitychange'))
  })
  await new Promise((resolve) => setTimeout(resolve, 20))
  expect(rereads(server)).toEqual([])

  server.changeFacts(viewer())
  await returnToTheTab()
  await waitFor(() => expect(within(menu).queryByRole('link', { name: 'Bulk Upload' })).toBeNull())
  expect(rereads(server)).toEqual([factsBatch])
  expect(within(menu).getByRole('link', { name: 'Booklist' })).toBeInTheDocument()
})

// Two calls of the test's own, refused (FORBIDDEN) by the server.
const refusing: ExtraProcedures = (t) => ({
  probe: t.router({
    read: t.procedure.query(() => {
      throw new TRPCError({ code: 'FORBIDDEN', message: 'no longer yours' })
    }),
    change: t.procedure.mutation(() => {
      throw new TRPCError({ code: 'FORBIDDEN', message: 'no longer yours' })
    }),
  }),
})
type ProbeClient = { probe: { read: { query(): Promise<unknown> }; change: { mutate(): Promise<unknown> } } }

test('refusals (403) from a query and mutations at once cause one re-read of the facts', async () => {
  const server = createFakeTrpcServer(uploader(), undefined, refusing)
  const { app } = renderApp(server, { path: '/booklist' })
  expect(await screen.findByRole('heading', { level: 1, name: 'Booklist' })).toBeInTheDocument()
  const { queryClient, api } = app.services
  const probe = (api.client as unknown as ProbeClient).probe
  const change = () =>
    queryClient
      .getMutationCache()
      .build(queryClient, { mutationFn: () => probe.change.mutate() })
      .execute(undefined)
  await Promise.allSettled([change(), change(), queryClient.fetchQuery({ queryKey: ['probe'], queryFn: () => probe.read.query(), retry: false })])
  await waitFor(() => expect(rereads(server)).toEqual([factsBatch]))
  await new Promise((resolve) => setTimeout(resolve, 50))
  expect(rereads(server)).toEqual([factsBatch])
})

test('the page on screen closed by the new facts becomes the unauthorized page saying the access changed', async () => {
  vi.useFakeTimers({ toFake: ['Date'] })
  const server = createFakeTrpcServer(uploader())
  const { history } = renderApp(server, { path: '/booklist/upload' })
  expect(await screen.findByRole('heading', { level: 1, name: 'Bulk Upload' })).toBeInTheDocument()
  server.changeFacts(viewer())
  await returnToTheTab()
  expect(await screen.findByRole('heading', { level: 1, name: 'Not authorised' })).toBeInTheDocument()
  expect(screen.getByText('Your access has changed: you can no longer open /booklist/upload.')).toBeInTheDocument()
  expect(history.location.href).toBe('/unauthorized?from=%2Fbooklist%2Fupload&changed=true')
  // Replaced: Back does not return to the page that closed.
  expect(history.length).toBe(1)
  const pages = await screen.findByRole('list', { name: 'Pages you can open' })
  expect(within(pages).getByRole('link', { name: 'Booklist' })).toBeInTheDocument()
})

test('a page still open stays, with the input typed into it, whether the facts changed or not', async () => {
  vi.useFakeTimers({ toFake: ['Date'] })
  const server = createFakeTrpcServer(uploader())
  const { history, app } = renderApp(server, { path: '/booklist' })
  expect(await screen.findByRole('heading', { level: 1, name: 'Booklist' })).toBeInTheDocument()
  // The screen is a chunk of its own beneath the heading (ScreenChunk): its fields come after.
  await waitFor(() => expect([...screen.queryAllByRole('searchbox'), ...screen.queryAllByRole('textbox')]).not.toHaveLength(0))
  const field = screen.queryAllByRole('searchbox')[0] ?? screen.queryAllByRole('textbox')[0]
  if (!field) throw new Error('the booklist has a text field')
  await userEvent.type(field, 'Organic chem')
  const view = app.services.policyViews.current()

  // The same facts again: the same view, nothing re-rendered from scratch.
  await returnToTheTab()
  await waitFor(() => expect(rereads(server)).toHaveLength(1))
  await waitFor(() => expect(app.services.queryClient.isFetching()).toBe(0))
  expect(app.services.policyViews.current()).toBe(view)

  // Changed facts that keep the page open: the menu follows, the page stays.
  server.changeFacts(viewer())
  await returnToTheTab()
  await waitFor(() => expect(screen.queryByRole('link', { name: 'Bulk Upload' })).toBeNull())
  expect(rereads(server)).toHaveLength(2)
  expect(history.location.pathname).toBe('/booklist')
  expect(field).toBeInTheDocument()
  expect(field).toHaveValue('Organic chem')
  expect(screen.getByRole('heading', { level: 1, name: 'Booklist' })).toBeInTheDocument()
})

test('a re-read that fails keeps the facts already read: no error screen over the page', async () => {
  vi.useFakeTimers({ toFake: ['Date'] })
  const server = createFakeTrpcServer(uploader())
  renderApp(server, { path: '/booklist' })
  expect(await screen.findByRole('heading', { level: 1, name: 'Booklist' })).toBeInTheDocument()
  server.fail('user.hasPermissions', 'INTERNAL_SERVER_ERROR')
  await returnToTheTab()
  await waitFor(() => expect(rereads(server)).toEqual([factsBatch]))
  await new Promise((resolve) => setTimeout(resolve, 50))
  expect(screen.queryByRole('alert')).toBeNull()
  expect(screen.getByRole('heading', { level: 1, name: 'Booklist' })).toBeInTheDocument()
  expect(screen.getByRole('link', { name: 'Bulk Upload' })).toBeInTheDocument()
})
