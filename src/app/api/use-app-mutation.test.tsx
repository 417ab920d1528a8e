// @vitest-environment jsdom
import '../testing/dom-test-setup.ts'
import { QueryClientProvider, useQuery, type QueryFilters, type QueryKey } from '@tanstack/react-query'
import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { expect, test } from 'vitest'
import { ToastProvider } from '../../components/ui/toast.tsx'
import { createQueryClient } from './query-client.ts'
import { createTrpcClient } from './trpc-client.ts'
import { createTrpcOptions, type TrpcOptions } from './trpc-options.ts'
import { useAppMutation } from './use-app-mutation.ts'

interface Screen {
  /** A list the screen shows, keyed as it keys it. */
  readonly list: (trpc: TrpcOptions) => QueryKey
  /** What the screen's change passes to useAppMutation as `invalidates`. */
  readonly invalidates: (trpc: TrpcOptions) => readonly QueryFilters[]
}

// The invalidation filters real screens pass, each with a list it makes stale.
const screens: Record<string, Screen> = {
  'Booklists (state controls)': { list: (trpc) => trpc.booklists.list.queryKey({}), invalidates: (trpc) => [trpc.booklists.pathFilter()] },
  'Your uploads (discard)': { list: (trpc) => trpc.uploads.list.queryKey({}), invalidates: (trpc) => [trpc.uploads.pathFilter()] },
  'Requests (decide)': { list: (trpc) => trpc.requests.list.queryKey({}), invalidates: (trpc) => [trpc.requests.pathFilter()] },
  'Orders (place order)': { list: (trpc) => trpc.orders.list.queryKey({}), invalidates: (trpc) => [trpc.orders.pathFilter(), trpc.requests.pathFilter()] },
  'Store (edit product)': {
    list: (trpc) => trpc.store.list.queryKey({}),
    invalidates: (trpc) => [trpc.store.list.pathFilter(), trpc.store.history.queryFilter({ id: 'p1' })],
  },
  'Supplies (raise)': { list: (trpc) => trpc.supplies.list.queryKey({}), invalidates: (trpc) => [trpc.supplies.list.pathFilter()] },
  Students: { list: (trpc) => trpc.students.list.queryKey({}), invalidates: (trpc) => [trpc.students.pathFilter()] },
  Staff: { list: (trpc) => trpc.staff.list.queryKey({}), invalidates: (trpc) => [trpc.staff.pathFilter()] },
}

test.each(Object.entries(screens))(
  '%s: a list fetch asked before the change cannot overwrite the list asked after it',
  async (_screen, { list, invalidates }) => {
    const queryClient = createQueryClient()
    const trpc = createTrpcOptions(createTrpcClient(), queryClient)
    const fetches: { readonly signal: AbortSignal; readonly answer: (rows: string) => void }[] = []
    // Each fetch of the list waits until the test answers it.
    const queryFn = ({ signal }: { signal: AbortSignal }) => new Promise<string>((answer) => fetches.push({ signal, answer }))

    function ListScreen() {
      const rows = useQuery({ queryKey: list(trpc), queryFn })
      const change = useAppMutation({ mutationFn: async () => 'changed' }, { invalidates: () => invalidates(trpc) })
      return (
        <>
          <p>Rows: {rows.data ?? 'loading'}</p>
          <button type="button" onClick={() => change.mutate()}>
            Change
          </button>
        </>
      )
    }
    render(
      <QueryClientProvider client={queryClient}>
        <ToastProvider>
          <ListScreen />
        </ToastProvider>
      </QueryClientProvider>,
    )

    // The list's first fetch is still running when the change lands.
    expect(fetches).toHaveLength(1)
    await userEvent.click(screen.getByRole('button', { name: 'Change' }))
    await expect.poll(() => fetches.length).toBe(2)
    const [before, after] = fetches
    expect(before?.signal.aborted).toBe(true)
    expect(after?.signal.aborted).toBe(false)

    // The list asked after the change answers first; the older answer, arriving late, is discarded.
    after?.answer('after the change')
    expect(await screen.findByText('Rows: after the change')).toBeInTheDocument()
    before?.answer('before the change')
    await new Promise((settle) => setTimeout(settle, 0))
    expect(screen.getByText('Rows: after the change')).toBeInTheDocument()
    expect(queryClient.getQueryData(list(trpc))).toBe('after the change')
    expect(fetches).toHaveLength(2)
  },
)
