// @vitest-environment jsdom
import '../testing/dom-test-setup.ts'
import { QueryClientProvider, useQuery } from '@tanstack/react-query'
import { render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { createTRPCOptionsProxy } from '@trpc/tanstack-react-query'
import { expect, test, vi } from 'vitest'
import { ToastProvider } from '../../components/ui/toast.tsx'
import { createTestRecordsServer } from '../testing/test-records-server.ts'
import { QueryErrorState } from '../ui/query-error-state.tsx'
import { createQueryClient, dataStaleTimeMs } from './query-client.ts'
import { useAppMutation } from './use-app-mutation.ts'

function setup(server = createTestRecordsServer()) {
  const onDataError = vi.fn()
  const queryClient = createQueryClient({ onDataError })
  const trpc = createTRPCOptionsProxy({ client: server.client, queryClient })

  function ItemsScreen() {
    const list = useQuery(trpc.items.list.queryOptions({ page: 1 }))
    const rename = useAppMutation(trpc.items.rename.mutationOptions(), {
      invalidates: () => [trpc.items.list.pathFilter()],
      success: (item) => `Renamed to ${item.name}`,
    })
    if (list.status === 'error') return <QueryErrorState what="Items" error={list.error} onRetry={() => list.refetch()} />
    const item = list.data?.rows[0]
    return (
      <>
        <p>Name: {item?.name ?? '…'}</p>
        <button type="button" onClick={() => item && rename.mutate({ id: item.id, name: 'Physics', version: 1 })}>
          Rename
        </button>
      </>
    )
  }
  const view = render(
    <QueryClientProvider client={queryClient}>
      <ToastProvider>
        <ItemsScreen />
      </ToastProvider>
    </QueryClientProvider>,
  )
  return { ...view, server, queryClient, trpc, onDataError }
}

test('a list query keys on its input and stays fresh for 30 s; a mutation invalidates it and says what happened', async () => {
  const { server, queryClient, trpc } = setup()
  expect(await screen.findByText('Name: Chemistry')).toBeInTheDocument()
  const query = queryClient.getQueryCache().find({ queryKey: trpc.items.list.queryKey({ page: 1 }), exact: true })
  expect(query?.queryKey).toEqual([['items', 'list'], { input: { page: 1 }, type: 'query' }])
  expect(dataStaleTimeMs).toBe(30_000)
  expect(query?.isStale()).toBe(false)

  await userEvent.click(screen.getByRole('button', { name: 'Rename' }))
  expect(await screen.findByText('Name: Physics')).toBeInTheDocument()
  expect(screen.getByRole('status')).toHaveTextContent('Renamed to Physics')
  expect(server.calls).toEqual(['/trpc/items.list', '/trpc/items.rename', '/trpc/items.list'])
})

test('a conflict says, in the server’s words, that someone changed it; Reload fetches their version', async () => {
  const { server } = setup()
  await screen.findByText('Name: Chemistry')
  server.changeBehindYourBack('i1', 'Biology')
  await userEvent.click(screen.getByRole('button', { name: 'Rename' }))
  const alert = await screen.findByRole('alert')
  expect(alert).toHaveTextContent('This item changed after you loaded it; it is now called Biology. Reload to see the latest version.')
  expect(screen.getByText('Name: Chemistry')).toBeInTheDocument()
  await userEvent.click(within(alert).getByRole('button', { name: 'Reload' }))
  expect(await screen.findByText('Name: Biology')).toBeInTheDocument()
})

test('any other failure shows the server’s message with Retry, which sends the same change again', async () => {
  const { server, onDataError } = setup()
  await screen.findByText('Name: Chemistry')
  server.refuse('INTERNAL_SERVER_ERROR')
  await userEvent.click(screen.getByRole('button', { name: 'Rename' }))
  const alert = await screen.findByRole('alert')
  expect(alert).toHaveTextContent('refused (INTERNAL_SERVER_ERROR)')
  expect(onDataError).toHaveBeenCalledWith(expect.anything(), 'mutation')
  server.refuse(undefined)
  await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }))
  expect(await screen.findByText('Name: Physics')).toBeInTheDocument()
  expect(server.calls.filter((call) => call === '/trpc/items.rename')).toHaveLength(2)
})

test('a refused change is said in the server’s words without a retry; a 401 is left to the sign-in redirect (no toast)', async () => {
  const { server, onDataError } = setup()
  await screen.findByText('Name: Chemistry')
  server.refuse('FORBIDDEN')
  await userEvent.click(screen.getByRole('button', { name: 'Rename' }))
  const alert = await screen.findByRole('alert')
  expect(alert).toHaveTextContent('refused (FORBIDDEN)')
  expect(within(alert).queryByRole('button', { name: 'Retry' })).toBeNull()
  await userEvent.click(within(alert).getByRole('button', { name: 'Dismiss' }))
  expect(screen.queryByRole('alert')).toBeNull()

  server.refuse('UNAUTHORIZED')
  await userEvent.click(screen.getByRole('button', { name: 'Rename' }))
  await waitFor(() => expect(onDataError).toHaveBeenCalledTimes(2))
  expect(screen.queryByRole('alert')).toBeNull()
})

test('a failed list shows its error state with Retry, and is reported once to the data-error handler', async () => {
  const server = createTestRecordsServer()
  server.refuse('INTERNAL_SERVER_ERROR')
  const { onDataError } = setup(server)
  const alert = await screen.findByRole('alert')
  expect(alert).toHaveTextContent('Items could not be loadedrefused (INTERNAL_SERVER_ERROR)')
  // No automatic retry after a server answer.
  expect(server.calls).toEqual(['/trpc/items.list'])
  expect(onDataError).toHaveBeenCalledTimes(1)
  expect(onDataError).toHaveBeenCalledWith(expect.anything(), 'query')
  server.refuse(undefined)
  await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }))
  expect(await screen.findByText('Name: Chemistry')).toBeInTheDocument()
})
