import { expect, test, vi } from 'vitest'
import type { AuthState, AuthStore } from '../auth/auth-store.ts'
import { launchLiveAfterFirstPage } from './launch-live.ts'

function setup(initial: AuthState) {
  let state = initial
  const auth: AuthStore = { getState: () => state, subscribe: () => () => {}, settled: () => Promise.resolve(state) }
  const listeners = new Set<() => void>()
  const start = vi.fn(() => Promise.resolve())
  launchLiveAfterFirstPage({
    onResolved: (listener) => {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    auth,
    start,
  })
  const resolve = () => {
    for (const listener of [...listeners]) listener()
  }
  return { start, resolve, signIn: () => (state = 'authenticated'), listeners }
}

test('nothing starts before a page resolved, then once, and only when signed in', () => {
  const { start, resolve, signIn, listeners } = setup('unauthorized')
  expect(start).not.toHaveBeenCalled()
  resolve()
  expect(start).not.toHaveBeenCalled()
  signIn()
  resolve()
  resolve()
  expect(start).toHaveBeenCalledTimes(1)
  expect(listeners.size).toBe(0)
})
