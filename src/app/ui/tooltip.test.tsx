// @vitest-environment jsdom
import '../testing/dom-test-setup.ts'
import { act, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, expect, test, vi } from 'vitest'
import { policy } from '../../generated/policy.gen.ts'
import { Tooltip } from './tooltip.tsx'

afterEach(() => {
  vi.useRealTimers()
})

test('a tooltip appears after the policy delay on focus, describes its control, and Escape hides it', () => {
  vi.useFakeTimers()
  expect(policy.constants.tooltipDelayMs).toBe(200)
  render(
    <Tooltip label="Sign out of Adoptions" delayMs={policy.constants.tooltipDelayMs}>
      <a href="/logout">Sign out</a>
    </Tooltip>,
  )
  const link = screen.getByRole('link', { name: 'Sign out' })
  fireEvent.focus(link)
  act(() => vi.advanceTimersByTime(199))
  expect(screen.queryByRole('tooltip')).toBeNull()
  act(() => vi.advanceTimersByTime(1))
  const tooltip = screen.getByRole('tooltip')
  expect(tooltip).toHaveTextContent('Sign out of Adoptions')
  expect(link).toHaveAttribute('aria-describedby', tooltip.id)
  // Rendered in the layer, above the page, not inside the control.
  expect(tooltip.parentElement).toHaveClass('tooltip-layer')

  fireEvent.keyDown(link, { key: 'Escape' })
  expect(screen.queryByRole('tooltip')).toBeNull()
  expect(link).not.toHaveAttribute('aria-describedby')
})

test('hovering shows it after the delay; leaving before the delay shows nothing', () => {
  vi.useFakeTimers()
  render(
    <Tooltip label="Help" delayMs={200}>
      <button type="button">?</button>
    </Tooltip>,
  )
  const button = screen.getByRole('button', { name: '?' })
  // React derives pointerenter/leave from pointerover/out.
  fireEvent.pointerOver(button)
  act(() => vi.advanceTimersByTime(150))
  fireEvent.pointerOut(button)
  act(() => vi.advanceTimersByTime(500))
  expect(screen.queryByRole('tooltip')).toBeNull()

  fireEvent.pointerOver(button)
  act(() => vi.advanceTimersByTime(200))
  expect(screen.getByRole('tooltip')).toHaveTextContent('Help')
})
