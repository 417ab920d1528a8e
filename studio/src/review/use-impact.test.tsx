// @vitest-environment jsdom
import '../../../src/app/testing/dom-test-setup.ts'
import { act, renderHook } from '@testing-library/react'
import { afterEach, beforeEach, expect, test, vi } from 'vitest'
import type { PolicySources } from '../../../scripts/policy/pipeline.ts'
import type * as Api from '../api.ts'
import type { Impact } from '../api.ts'
import { IMPACT_DEBOUNCE_MS, useImpact } from './use-impact.ts'

const api = vi.hoisted(() => ({ loadDatabase: vi.fn(), impactOf: vi.fn() }))
vi.mock('../api.ts', async (original) => ({ ...(await original<typeof Api>()), ...api }))

const policy = (text: string): PolicySources => ({ menu: { file: 'policy/menu.yaml', text } })
const answer = (hash: string) => ({ staff: { candidatePolicyHash: hash }, decisions: {} }) as unknown as Impact

beforeEach(() => {
  vi.useFakeTimers()
  api.loadDatabase.mockResolvedValue({ connected: true, location: 'db.sqlite', dialect: 'sqlite' })
})
afterEach(() => {
  vi.useRealTimers()
  vi.resetAllMocks()
})

test('asks once the edits pause, keeps the last answer while updating, and drops stale answers', async () => {
  const resolvers: ((impact: Impact) => void)[] = []
  api.impactOf.mockImplementation(() => new Promise<Impact>((resolve) => resolvers.push(resolve)))
  const { result, rerender } = renderHook(({ sources }) => useImpact(sources), { initialProps: { sources: policy('a') } })
  await act(async () => {})
  expect(result.current.database).toEqual({ connected: true, location: 'db.sqlite', dialect: 'sqlite' })
  rerender({ sources: policy('ab') })
  rerender({ sources: policy('abc') })
  await act(async () => vi.advanceTimersByTime(IMPACT_DEBOUNCE_MS))
  expect(api.impactOf).toHaveBeenCalledTimes(1)
  expect(api.impactOf).toHaveBeenLastCalledWith(policy('abc'))
  expect(result.current.updating).toBe(true)
  await act(async () => resolvers[0]!(answer('abc')))
  expect(result.current).toMatchObject({ impact: answer('abc'), updating: false, error: undefined })

  // Two requests in flight: the older answer arriving last is dropped.
  rerender({ sources: policy('abcd') })
  await act(async () => vi.advanceTimersByTime(IMPACT_DEBOUNCE_MS))
  rerender({ sources: policy('abcde') })
  await act(async () => vi.advanceTimersByTime(IMPACT_DEBOUNCE_MS))
  expect(result.current).toMatchObject({ impact: answer('abc'), updating: true })
  await act(async () => resolvers[2]!(answer('abcde')))
  await act(async () => resolvers[1]!(answer('abcd')))
  expect(result.current).toMatchObject({ impact: answer('abcde'), updating: false })
})

test('asks nothing without a database or while the policy does not compile', async () => {
  api.loadDatabase.mockResolvedValue({ connected: false })
  const { result, rerender } = renderHook(({ sources }: { sources: PolicySources | undefined }) => useImpact(sources), {
    initialProps: { sources: policy('a') as PolicySources | undefined },
  })
  await act(async () => vi.advanceTimersByTime(IMPACT_DEBOUNCE_MS))
  expect(result.current.database).toEqual({ connected: false })
  rerender({ sources: undefined })
  await act(async () => vi.advanceTimersByTime(IMPACT_DEBOUNCE_MS))
  expect(api.impactOf).not.toHaveBeenCalled()
})

test('an error replaces the answer', async () => {
  api.impactOf.mockRejectedValue(new Error('the database could not be read: gone'))
  const { result } = renderHook(() => useImpact(policy('a')))
  await act(async () => {})
  await act(async () => vi.advanceTimersByTime(IMPACT_DEBOUNCE_MS))
  expect(result.current).toMatchObject({ impact: undefined, error: 'the database could not be read: gone', updating: false })
})
