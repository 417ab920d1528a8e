// @vitest-environment jsdom
import '../../../app/testing/dom-test-setup.ts'
import { act, renderHook, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { ROW_STEP, useRowsInSteps } from './rows-in-steps.ts'

describe('useRowsInSteps', () => {
  it('draws a short page whole at once', () => {
    const { result } = renderHook(() => useRowsInSteps(ROW_STEP - 3))
    expect(result.current).toBe(ROW_STEP - 3)
  })

  it('draws a long page a step at a time, first step first, until every row is drawn', async () => {
    const seen: number[] = []
    const { result } = renderHook(() => {
      const drawn = useRowsInSteps(45)
      seen.push(drawn)
      return drawn
    })
    expect(seen[0]).toBe(ROW_STEP)
    await waitFor(() => expect(result.current).toBe(45))
    // Every step of ROW_STEP rows was a render of its own, and the count never went down.
    expect([...new Set(seen)]).toEqual([10, 20, 30, 40, 45])
  })

  it('keeps what it drew when the page shrinks and grows again, and steps only beyond it', async () => {
    const { result, rerender } = renderHook(({ total }) => useRowsInSteps(total), { initialProps: { total: 25 } })
    await waitFor(() => expect(result.current).toBe(25))
    rerender({ total: 5 })
    expect(result.current).toBe(5)
    act(() => rerender({ total: 25 }))
    // 30 already drawn (the last step overshot 25): the page is whole at once.
    expect(result.current).toBe(25)
  })
})
