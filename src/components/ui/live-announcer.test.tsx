// @vitest-environment jsdom
import '../../app/testing/dom-test-setup.ts'
import { render } from '@testing-library/react'
import { StrictMode } from 'react'
import { expect, test } from 'vitest'
import { LiveAnnouncer, LiveAnnouncerProvider, LiveStatus } from './live-announcer.tsx'

const region = (container: HTMLElement) => container.querySelector('[aria-live="polite"]')

test('says each announcement once: a re-render with it says nothing new, a new one replaces it', () => {
  const first = { key: '1', text: 'Chemistry: approved by omar@westbrook.example just now' }
  const { container, rerender } = render(<LiveAnnouncer announcements={[first]} />)
  expect(container.querySelectorAll('[aria-live]')).toHaveLength(1)
  expect(region(container)).toHaveTextContent(first.text)

  const second = { key: '2', text: 'Physics: rejected by pat@westbrook.example just now' }
  rerender(<LiveAnnouncer announcements={[first, second]} />)
  // Only the new one: the first is not read out again.
  expect(region(container)).toHaveTextContent(second.text)
  expect(region(container)).not.toHaveTextContent(first.text)

  rerender(<LiveAnnouncer announcements={[second]} />)
  rerender(<LiveAnnouncer announcements={[first, second]} />)
  expect(region(container)).toHaveTextContent(second.text)
})

function Screen({ cart, orders, count }: { cart: string; orders: string; count: string }) {
  return (
    <LiveAnnouncerProvider>
      <LiveStatus text={count} />
      <LiveAnnouncer announcements={[{ key: `cart:${cart}`, text: cart }]} />
      <LiveAnnouncer announcements={[{ key: `orders:${orders}`, text: orders }]} />
    </LiveAnnouncerProvider>
  )
}

test('under a provider, the count and every table’s news go through its one region, said together when they come together', () => {
  const { container, rerender } = render(
    <StrictMode>
      <Screen cart="Atlas: ordered by pat@westbrook.example just now" orders="Order 7: received by omar@westbrook.example just now" count="3 orders" />
    </StrictMode>,
  )
  expect(container.querySelectorAll('[aria-live]')).toHaveLength(1)
  // Said once each, though StrictMode runs the effects twice.
  expect(region(container)?.textContent).toBe(
    '3 orders. Atlas: ordered by pat@westbrook.example just now. Order 7: received by omar@westbrook.example just now',
  )
  // The count shows where it stands, not as a region of its own.
  expect(container.querySelector('p:not([aria-live])')).toHaveTextContent('3 orders')

  rerender(
    <StrictMode>
      <Screen cart="Atlas: ordered by pat@westbrook.example just now" orders="Order 7: received by omar@westbrook.example just now" count="2 orders" />
    </StrictMode>,
  )
  // Only what changed.
  expect(region(container)?.textContent).toBe('2 orders')
})
