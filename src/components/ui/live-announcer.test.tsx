// @vitest-environment jsdom
import '../../app/testing/dom-test-setup.ts'
import { render } from '@testing-library/react'
import { expect, test } from 'vitest'
import { LiveAnnouncer } from './live-announcer.tsx'

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
