// @vitest-environment jsdom
import '../../../src/app/testing/dom-test-setup.ts'
import { fireEvent, render, screen } from '@testing-library/react'
import { beforeEach, expect, test } from 'vitest'
import { SPLIT_MAX, SPLIT_MIN, SplitView, clampSplit } from './split-view.tsx'

const separator = () => screen.getByRole('separator', { name: 'Resize editor and preview' })
const show = () => render(<SplitView label="Resize editor and preview" first={<p>editor</p>} second={<p>preview</p>} />)

beforeEach(() => localStorage.clear())

test('the separator is a focusable splitter at 50 % with its limits, between the two panes', () => {
  show()
  const handle = separator()
  expect(handle).toHaveAttribute('tabindex', '0')
  expect(handle).toHaveAttribute('aria-orientation', 'vertical')
  expect(handle).toHaveAttribute('aria-valuenow', '50')
  expect(handle).toHaveAttribute('aria-valuemin', String(SPLIT_MIN))
  expect(handle).toHaveAttribute('aria-valuemax', String(SPLIT_MAX))
  expect(handle.previousElementSibling).toHaveTextContent('editor')
  expect(handle.nextElementSibling).toHaveTextContent('preview')
})

test('the arrow keys move it by 5 %, Home and End go to the limits, and it stays within them', () => {
  show()
  const handle = separator()
  // Each key, then where the separator is after it; side by side, up and down are not its keys.
  const steps: [string, number][] = [
    ['ArrowRight', 55],
    ['ArrowLeft', 50],
    ['ArrowLeft', 45],
    ['End', 80],
    ['ArrowRight', 80],
    ['Home', 20],
    ['ArrowLeft', 20],
    ['ArrowDown', 20],
  ]
  const seen = steps.map(([key]) => {
    fireEvent.keyDown(handle, { key })
    return [key, Number(handle.getAttribute('aria-valuenow'))]
  })
  expect(seen).toEqual(steps)
})

test('the split is remembered: a new page opens where the last one left it', () => {
  const first = show()
  fireEvent.keyDown(separator(), { key: 'ArrowRight' })
  fireEvent.keyDown(separator(), { key: 'ArrowRight' })
  expect(localStorage.getItem('policy-studio.split')).toBe('60')
  first.unmount()
  show()
  expect(separator()).toHaveAttribute('aria-valuenow', '60')
})

test('a stored value out of range or not a number is clamped or ignored', () => {
  localStorage.setItem('policy-studio.split', '95')
  const first = show()
  expect(separator()).toHaveAttribute('aria-valuenow', '80')
  first.unmount()
  localStorage.setItem('policy-studio.split', 'wide')
  show()
  expect(separator()).toHaveAttribute('aria-valuenow', '50')
  expect([clampSplit(3), clampSplit(47.6), clampSplit(200)]).toEqual([20, 48, 80])
})
