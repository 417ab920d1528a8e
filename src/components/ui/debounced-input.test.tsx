// @vitest-environment jsdom
import '../../app/testing/dom-test-setup.ts'
import { act, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, beforeEach, expect, test, vi } from 'vitest'
import { DebouncedInput } from './debounced-input.tsx'
import { axeViolations } from './testing/axe-violations.ts'

beforeEach(() => vi.useFakeTimers())
afterEach(() => vi.useRealTimers())

test('one call per pause in typing, with the text as typed; an outside change replaces the text', async () => {
  const onValue = vi.fn()
  const { rerender, container } = render(<DebouncedInput label="Find a course" type="search" value="" onValue={onValue} />)
  const box = screen.getByRole('searchbox', { name: 'Find a course' })
  for (const text of ['c', 'ch', 'che', 'chem']) {
    fireEvent.change(box, { target: { value: text } })
    act(() => vi.advanceTimersByTime(100))
  }
  expect(onValue).not.toHaveBeenCalled()
  act(() => vi.advanceTimersByTime(250))
  expect(onValue.mock.calls).toEqual([['chem']])
  // The URL echoes our own value: nothing changes and nothing is sent again.
  rerender(<DebouncedInput label="Find a course" type="search" value="chem" onValue={onValue} />)
  act(() => vi.advanceTimersByTime(500))
  expect(onValue).toHaveBeenCalledTimes(1)
  // Back or Clear changes it from outside.
  rerender(<DebouncedInput label="Find a course" type="search" value="" onValue={onValue} />)
  expect(box).toHaveValue('')
  vi.useRealTimers()
  expect(await axeViolations(container)).toEqual([])
})

test('an invalid value is shown with its message, marked invalid', () => {
  render(<DebouncedInput label="Price to" value="abc" onValue={() => undefined} error="“abc” is not a number." />)
  const box = screen.getByRole('textbox', { name: 'Price to' })
  expect(box).toHaveValue('abc')
  expect(box).toHaveAttribute('aria-invalid', 'true')
  expect(box).toHaveAccessibleDescription('“abc” is not a number.')
})
