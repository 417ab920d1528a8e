// @vitest-environment jsdom
import '../testing/dom-test-setup.ts'
import { act, renderHook } from '@testing-library/react'
import type { ReactNode } from 'react'
import { expect, test, vi } from 'vitest'
import type { LiveChange } from '../../contracts/live.ts'
import { LiveStoreProvider } from './live-store-context.tsx'
import { createLiveStore, recentMs } from './live-store.ts'
import { useLiveRows } from './use-live-rows.ts'

interface Row {
  readonly id: string
  readonly title: string
}

const change = (id: string, actorId: string, eventId = 1): LiveChange => ({
  eventId,
  type: 'Request',
  id,
  timelineId: id,
  action: 'approve',
  actorId,
  actorEmail: `${actorId}@westbrook.example`,
  at: '2026-11-25T14:03:00Z',
  version: 3,
})

function setup(initial: readonly Row[]) {
  const store = createLiveStore({ selfId: () => 'me' })
  const wrapper = ({ children }: { children: ReactNode }) => <LiveStoreProvider store={store}>{children}</LiveStoreProvider>
  const hook = renderHook(({ rows }) => useLiveRows(rows, { type: 'Request', getRowId: (row) => row.id, label: (row) => row.title }), {
    wrapper,
    initialProps: { rows: initial },
  })
  return { store, hook }
}

const a = { id: 'a', title: 'Chemistry' }
const b = { id: 'b', title: 'Physics' }
const c = { id: 'c', title: 'Biology' }

test('marks a row someone else changed, and announces it with its name; not one changed by oneself', () => {
  const { store, hook } = setup([a, b])
  act(() => store.heard([change('a', 'omar'), change('b', 'me', 2)]))
  expect(hook.result.current.rowMark('a')).toEqual({ text: 'approved by omar@westbrook.example just now' })
  expect(hook.result.current.rowMark('b')).toBeUndefined()
  expect(hook.result.current.announcements).toEqual([{ key: '1', text: 'Chemistry: approved by omar@westbrook.example just now' }])
})

test('a row that left after someone else’s change stays at its place marked as leaving, until its mark ends', () => {
  vi.useFakeTimers()
  try {
    const { store, hook } = setup([a, b, c])
    act(() => store.heard([change('b', 'omar')]))
    hook.rerender({ rows: [a, c] })
    expect(hook.result.current.rows).toEqual([a, b, c])
    expect(hook.result.current.rowMark('b')).toEqual({ text: 'approved by omar@westbrook.example just now — no longer in this list', leaving: true })
    // A row that left with no recent change (another's page, a filter) just goes.
    hook.rerender({ rows: [c] })
    expect(hook.result.current.rows).toEqual([c, b])
    act(() => vi.advanceTimersByTime(recentMs + 100))
    expect(hook.result.current.rows).toEqual([c])
    expect(hook.result.current.rowMark('b')).toBeUndefined()
  } finally {
    vi.useRealTimers()
  }
})

test('with no row leaving, the rows given are returned as they are (the same array), so the table keeps its rows', () => {
  const rows = [a, b]
  const { store, hook } = setup(rows)
  expect(hook.result.current.rows).toBe(rows)
  act(() => store.heard([change('a', 'omar')]))
  expect(hook.result.current.rows).toBe(rows)
  hook.rerender({ rows })
  expect(hook.result.current.rows).toBe(rows)
})
