// @vitest-environment jsdom
import '../../app/testing/dom-test-setup.ts'
import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, expect, test, vi } from 'vitest'
import { CopyButton } from './copy-button.tsx'
import { axeViolations } from './testing/axe-violations.ts'

/** userEvent.setup() puts its own clipboard on navigator; each test replaces it after setup. */
function clipboard(writeText: (text: string) => Promise<void>) {
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true })
}

afterEach(() => vi.restoreAllMocks())

test('copies the text and says so; a new text clears what was said', async () => {
  const user = userEvent.setup()
  const writeText = vi.fn((_text: string) => Promise.resolve())
  clipboard(writeText)
  const { container, rerender } = render(<CopyButton text="https://app.example.edu/counter/r51" aria-label="Copy the base URL" />)
  await user.click(screen.getByRole('button', { name: 'Copy the base URL' }))
  expect(writeText).toHaveBeenCalledWith('https://app.example.edu/counter/r51')
  expect(screen.getByRole('status')).toHaveTextContent('Copied.')
  expect(await axeViolations(container)).toEqual([])
  rerender(<CopyButton text="other" aria-label="Copy the base URL" />)
  expect(screen.getByRole('status')).toHaveTextContent('')
})

test('a refused clipboard is said beside the button, not thrown', async () => {
  const user = userEvent.setup()
  clipboard(() => Promise.reject(new DOMException('Denied', 'NotAllowedError')))
  render(<CopyButton text="secret" label="Copy key" />)
  await user.click(screen.getByRole('button', { name: 'Copy key' }))
  expect(screen.getByRole('status')).toHaveTextContent('Could not copy: select the text and copy it yourself.')
})

test('no clipboard at all (an insecure page) is said the same way', async () => {
  const user = userEvent.setup()
  Object.defineProperty(navigator, 'clipboard', { value: undefined, configurable: true })
  render(<CopyButton text="secret" />)
  await user.click(screen.getByRole('button', { name: 'Copy' }))
  expect(screen.getByRole('status')).toHaveTextContent('Could not copy: select the text and copy it yourself.')
})
