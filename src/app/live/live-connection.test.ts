import { QueryClient } from '@tanstack/react-query'
import { afterEach, beforeEach, expect, test, vi } from 'vitest'
import type { LiveChange, LiveMessage } from '../../contracts/live.ts'
import type { HistoryRecordType } from '../../contracts/record-history.ts'
import type { NetworkPort } from './connection-watch.ts'
import { startLive } from './live-connection.ts'
import type { LiveSource, LiveSourceHandlers } from './live-source.ts'
import { createLiveStore } from './live-store.ts'

/** A stream the test drives: what was subscribed with, and the handlers to call. */
function fakeSource() {
  const opened: { lastEventId: string | null; handlers: LiveSourceHandlers; closed: boolean }[] = []
  const source: LiveSource = {
    subscribe(lastEventId, handlers) {
      const entry = { lastEventId, handlers, closed: false }
      opened.push(entry)
      return () => (entry.closed = true)
    },
  }
  const current = () => {
    const entry = opened.at(-1)
    if (!entry) throw new Error('nothing subscribed')
    return entry.handlers
  }
  return { source, opened, current }
}

function fakeNetwork() {
  let online = true
  const listeners = new Set<() => void>()
  const network: NetworkPort = {
    isOnline: () => online,
    onChange(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
  }
  const set = (next: boolean) => {
    online = next
    for (const listener of [...listeners]) listener()
  }
  return { network, set }
}

const change = (type: HistoryRecordType, id: string, eventId: number): LiveChange => ({
  eventId,
  type,
  id,
  timelineId: id,
  action: 'approve',
  actorId: 'user-2',
  actorEmail: 'ana@northbridge.example',
  at: '2026-01-01T10:00:00.000Z',
  version: 2,
})
const changes = (...list: LiveChange[]): LiveMessage => ({ kind: 'changes', changes: list, leftOut: 0, types: [...new Set(list.map((item) => item.type))] })

async function setup() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  const keys = {
    requests: [['requests', 'list'], { input: { page: 1 }, type: 'query' }],
    orders: [['orders', 'cart'], { type: 'query' }],
    students: [['students', 'list'], { type: 'query' }],
    user: [['auth', 'getUser'], { type: 'query' }],
  } as const
  for (const [name, queryKey] of Object.entries(keys)) {
    await queryClient.prefetchQuery({ queryKey, queryFn: () => name, ...(name === 'user' ? { meta: { boot: true } } : {}) })
  }
  const invalidated = () =>
    Object.entries(keys)
      .filter(([, queryKey]) => queryClient.getQueryState(queryKey)?.isInvalidated)
      .map(([name]) => name)
  const store = createLiveStore()
  const onAccessChanged = vi.fn()
  const stream = fakeSource()
  const net = fakeNetwork()
  const stop = startLive({ queryClient, store, onAccessChanged, source: stream.source, network: net.network })
  return { queryClient, invalidated, store, onAccessChanged, stream, net, stop }
}

beforeEach(() => {
  vi.useFakeTimers()
})
afterEach(() => {
  vi.useRealTimers()
})

test('changes: heard by the store, and the queries showing those types refetched once for a burst, boot queries left alone', async () => {
  const { queryClient, invalidated, store, stream } = await setup()
  const invalidate = vi.spyOn(queryClient, 'invalidateQueries')
  stream.current().onStarted()
  stream.current().onMessage('11', changes(change('Request', 'r1', 11)))
  stream.current().onMessage('12', changes(change('Request', 'r2', 12)))
  stream.current().onMessage('13', changes(change('Request', 'r1', 13)))
  expect(store.getSnapshot().recent.get('Request:r1')?.eventId).toBe(13)
  expect(invalidated()).toEqual([])
  await vi.advanceTimersByTimeAsync(100)
  expect(invalidate).toHaveBeenCalledTimes(1)
  // A request shows in the cart (orders) too; students and the user are untouched.
  expect(invalidated()).toEqual(['requests', 'orders'])
})

test('resync: every query but the boot ones is read again', async () => {
  const { invalidated, stream } = await setup()
  stream.current().onMessage('40', { kind: 'resync' })
  await vi.advanceTimersByTimeAsync(100)
  expect(invalidated()).toEqual(['requests', 'orders', 'students'])
})

test('access: who changed it is recorded before the facts are read again', async () => {
  const { store, onAccessChanged, stream } = await setup()
  onAccessChanged.mockImplementation(() => expect(store.getSnapshot().access?.byEmail).toBe('ana@northbridge.example'))
  stream.current().onMessage('41', { kind: 'access', byEmail: 'ana@northbridge.example', at: '2026-01-01T10:00:00.000Z' })
  expect(onAccessChanged).toHaveBeenCalledTimes(1)
})

test('connection: connecting, live when started, and reconnecting only after 3 s without the stream', async () => {
  const { store, stream } = await setup()
  expect(store.getSnapshot().connection).toBe('connecting')
  stream.current().onStarted()
  expect(store.getSnapshot().connection).toBe('live')
  // A brief reconnect shows nothing.
  stream.current().onReconnecting()
  await vi.advanceTimersByTimeAsync(2900)
  stream.current().onStarted()
  await vi.advanceTimersByTimeAsync(1000)
  expect(store.getSnapshot().connection).toBe('live')
  // A long one says so.
  stream.current().onReconnecting()
  await vi.advanceTimersByTimeAsync(3000)
  expect(store.getSnapshot().connection).toBe('reconnecting')
  stream.current().onMessage('50', { kind: 'resync' })
  expect(store.getSnapshot().connection).toBe('live')
})

test('offline at once; a stream that ended is reopened from the last id heard, at once when back online', async () => {
  const { store, stream, net, stop } = await setup()
  stream.current().onStarted()
  stream.current().onMessage('77', changes(change('Student', 's1', 77)))
  net.set(false)
  expect(store.getSnapshot().connection).toBe('offline')
  stream.current().onEnded(new Error('network'))
  await vi.advanceTimersByTimeAsync(60_000)
  expect(stream.opened).toHaveLength(1)
  expect(store.getSnapshot().connection).toBe('offline')
  net.set(true)
  expect(store.getSnapshot().connection).toBe('reconnecting')
  expect(stream.opened.map((entry) => entry.lastEventId)).toEqual([null, '77'])
  stream.current().onStarted()
  expect(store.getSnapshot().connection).toBe('live')
  stop()
  expect(stream.opened[1]?.closed).toBe(true)
  expect(store.getSnapshot().connection).toBe('off')
})

test('a stream the server ended is reopened after a backoff', async () => {
  const { stream } = await setup()
  stream.current().onStarted()
  stream.current().onEnded(undefined)
  await vi.advanceTimersByTimeAsync(999)
  expect(stream.opened).toHaveLength(1)
  await vi.advanceTimersByTimeAsync(1)
  expect(stream.opened).toHaveLength(2)
})

test('the first stream opens from the event the boot named, so a change made before it opened is replayed', async () => {
  const stream = fakeSource()
  const queryClient = new QueryClient()
  const stop = startLive({
    queryClient,
    store: createLiveStore(),
    onAccessChanged: vi.fn(),
    source: stream.source,
    network: fakeNetwork().network,
    fromEventId: '27',
  })
  expect(stream.opened.map((entry) => entry.lastEventId)).toEqual(['27'])
  stream.current().onMessage('31', changes(change('Request', 'r1', 31)))
  stream.current().onEnded(undefined)
  await vi.advanceTimersByTimeAsync(1000)
  // Reopened from the last id heard, not from the boot's.
  expect(stream.opened.map((entry) => entry.lastEventId)).toEqual(['27', '31'])
  stop()
})
