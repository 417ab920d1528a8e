// @vitest-environment jsdom
import '../../app/testing/dom-test-setup.ts'
import { act, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { expect, test, vi } from 'vitest'
import { LiveStoreProvider } from '../../app/live/live-store-context.tsx'
import { createLiveStore } from '../../app/live/live-store.ts'
import type { LiveChange } from '../../contracts/live.ts'
import type { RequestListRow } from '../../contracts/requests.ts'
import { DecideRequestDialog } from './decide-request-dialog.tsx'

const row: RequestListRow = {
  id: 'r1',
  institutionId: 'inst-1',
  requesterId: 'ana',
  requesterEmail: 'ana@westbrook.example',
  kind: 'purchase',
  status: 'approved',
  nbsi: 't-r1',
  title: 'Organic Chemistry',
  courseId: null,
  courseCode: null,
  quantity: 2,
  note: null,
  createdAt: '2026-11-20T09:00:00.000Z',
  updatedAt: '2026-11-20T09:00:00.000Z',
  version: 3,
  record: { id: 'r1', institutionId: 'inst-1', requesterId: 'ana', kind: 'purchase', status: 'approved', nbsi: 't-r1', courseId: null, quantity: 2 },
}

const change = (over: Partial<LiveChange> = {}): LiveChange => ({
  eventId: 7,
  type: 'Request',
  id: 'r1',
  timelineId: 'r1',
  action: 'order',
  actorId: 'pat',
  actorEmail: 'pat@westbrook.example',
  at: '2026-11-25T14:03:00Z',
  version: 4,
  ...over,
})

function open() {
  const store = createLiveStore({ selfId: () => 'me' })
  const onReload = vi.fn()
  render(
    <LiveStoreProvider store={store}>
      <DecideRequestDialog deciding={{ row, decision: 'cancel' }} pending={false} onDecide={vi.fn()} onClose={vi.fn()} onReload={onReload} />
    </LiveStoreProvider>,
  )
  return { store, onReload }
}

test('says at once that someone else changed the request, and Reload asks for it again', async () => {
  const { store, onReload } = open()
  expect(screen.queryByRole('alert')).toBeNull()
  act(() => store.heard([change()]))
  expect(screen.getByRole('alert')).toHaveTextContent('pat@westbrook.example ordered this request just now')
  await userEvent.click(screen.getByRole('button', { name: 'Reload' }))
  expect(onReload).toHaveBeenCalledOnce()
})

test('a removed request (no version) is said as removed', () => {
  const { store } = open()
  act(() => store.heard([change({ action: 'discard', version: null })]))
  expect(screen.getByRole('alert')).toHaveTextContent('pat@westbrook.example removed this request')
})

test('nothing is said of one’s own change, of a version the dialog already shows, or of another request', () => {
  const { store } = open()
  act(() => store.heard([change({ actorId: 'me' })]))
  act(() => store.heard([change({ eventId: 8, version: 3 })]))
  act(() => store.heard([change({ eventId: 9, id: 'r2', timelineId: 'r2' })]))
  expect(screen.queryByRole('alert')).toBeNull()
})

test('the warning stays after the store forgets the change', () => {
  vi.useFakeTimers()
  try {
    const { store } = open()
    act(() => store.heard([change()]))
    act(() => vi.advanceTimersByTime(10_000))
    expect(store.getSnapshot().recent.size).toBe(0)
    expect(screen.getByRole('alert')).toHaveTextContent('pat@westbrook.example ordered this request')
  } finally {
    vi.useRealTimers()
  }
})
