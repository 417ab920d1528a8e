// @vitest-environment jsdom
import '../../app/testing/dom-test-setup.ts'
import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { expect, test, vi } from 'vitest'
import { EmptyState } from './empty-state.tsx'
import { ErrorState } from './error-state.tsx'
import { StatusBadge } from './status-badge.tsx'
import { axeViolations } from './testing/axe-violations.ts'

test('the error state is announced, and Retry says it is busy until the retry settles', async () => {
  let settle: () => void = () => {}
  const onRetry = vi.fn(() => new Promise<void>((resolve) => (settle = resolve)))
  const { container } = render(<ErrorState title="Courses could not be loaded" message="Something went wrong on the server." onRetry={onRetry} />)
  expect(screen.getByRole('alert')).toHaveTextContent('Courses could not be loadedSomething went wrong on the server.')
  expect(await axeViolations(container)).toEqual([])
  await userEvent.click(screen.getByRole('button', { name: 'Retry' }))
  expect(onRetry).toHaveBeenCalledTimes(1)
  const busy = screen.getByRole('button', { name: 'Retrying…' })
  expect(busy).toBeDisabled()
  settle()
  expect(await screen.findByRole('button', { name: 'Retry' })).toBeEnabled()
})

test('an error state without a retry has no button', () => {
  render(<ErrorState title="Not found" message="No title has this id." />)
  expect(screen.queryByRole('button')).toBeNull()
})

test('the empty state says what is empty and offers what to do', async () => {
  const { container } = render(
    <EmptyState title="No titles match “zzz”" action={<a href="/search">Clear the search</a>}>
      Try fewer words, or search by ISBN.
    </EmptyState>,
  )
  expect(screen.getByText('No titles match “zzz”')).toBeInTheDocument()
  expect(screen.getByText('Try fewer words, or search by ISBN.')).toBeInTheDocument()
  expect(screen.getByRole('link', { name: 'Clear the search' })).toHaveAttribute('href', '/search')
  expect(await axeViolations(container)).toEqual([])
})

test('a status badge carries its meaning in words, its tone only in the class', () => {
  render(<StatusBadge label="Submitted" tone="success" />)
  expect(screen.getByText('Submitted')).toHaveClass('status-badge', 'status-badge-success')
})
