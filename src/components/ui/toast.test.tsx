// @vitest-environment jsdom
import '../../app/testing/dom-test-setup.ts'
import { act, render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, expect, test, vi } from 'vitest'
import { ToastProvider, toastMs, useToast, type ToastInput } from './toast.tsx'
import { axeViolations } from './testing/axe-violations.ts'

afterEach(() => {
  vi.useRealTimers()
})

function Trigger({ toast }: { toast: ToastInput }) {
  const toasts = useToast()
  return (
    <button type="button" onClick={() => toasts.show(toast)}>
      Save
    </button>
  )
}

test('the polite region exists before any message; a success is announced there and leaves after a while', async () => {
  vi.useFakeTimers()
  render(
    <ToastProvider>
      <Trigger toast={{ message: 'Booklist saved', tone: 'success' }} />
    </ToastProvider>,
  )
  const polite = screen.getByRole('status', { name: 'Notifications' })
  expect(screen.queryByRole('alert')).toBeNull()
  // A toast's own code loads after the first render.
  await act(async () => {
    await import('./toast-item.tsx')
  })
  act(() => screen.getByRole('button', { name: 'Save' }).click())
  expect(polite).toHaveTextContent('Booklist saved')
  act(() => vi.advanceTimersByTime(toastMs - 1))
  expect(polite).toHaveTextContent('Booklist saved')
  act(() => vi.advanceTimersByTime(1))
  expect(polite).toBeEmptyDOMElement()
})

test('an error with an action is an alert and stays until used; the action runs once', async () => {
  const reload = vi.fn()
  render(
    <ToastProvider>
      <Trigger toast={{ message: 'Someone changed this; reload.', tone: 'error', action: { label: 'Reload', run: reload } }} />
    </ToastProvider>,
  )
  await userEvent.click(screen.getByRole('button', { name: 'Save' }))
  const alert = screen.getByRole('alert')
  expect(alert).toHaveTextContent('Someone changed this; reload.')
  expect(await axeViolations(document.body)).toEqual([])
  await userEvent.click(within(alert).getByRole('button', { name: 'Reload' }))
  expect(reload).toHaveBeenCalledTimes(1)
  expect(screen.queryByRole('alert')).toBeNull()

  await userEvent.click(screen.getByRole('button', { name: 'Save' }))
  await userEvent.click(within(screen.getByRole('alert')).getByRole('button', { name: 'Dismiss' }))
  expect(screen.queryByRole('alert')).toBeNull()
  expect(reload).toHaveBeenCalledTimes(1)
})

test('an action with an address is a link: a plain click runs it (no page load) and dismisses the toast', async () => {
  const open = vi.fn()
  render(
    <ToastProvider>
      <Trigger toast={{ message: 'Added to CHEM101', tone: 'success', action: { label: 'Open the list', href: '/booklist?list=l1', run: open } }} />
    </ToastProvider>,
  )
  await userEvent.click(screen.getByRole('button', { name: 'Save' }))
  const polite = screen.getByRole('status', { name: 'Notifications' })
  const link = within(polite).getByRole('link', { name: 'Open the list' })
  expect(link).toHaveAttribute('href', '/booklist?list=l1')
  expect(await axeViolations(document.body)).toEqual([])
  await userEvent.click(link)
  expect(open).toHaveBeenCalledTimes(1)
  expect(polite).toBeEmptyDOMElement()
})

test('useToast outside the provider says where the provider is', () => {
  vi.spyOn(console, 'error').mockImplementation(() => {})
  expect(() => render(<Trigger toast={{ message: 'x' }} />)).toThrow('useToast() needs <ToastProvider>')
})

test('one toast per event: the same message again replaces its twin, and no more than three are shown', async () => {
  function Many() {
    const toasts = useToast()
    return (
      <>
        <button type="button" onClick={() => toasts.show({ message: 'Saved', tone: 'success' })}>
          Same
        </button>
        {[1, 2, 3, 4].map((n) => (
          <button key={n} type="button" onClick={() => toasts.show({ message: `Saved ${n}`, tone: 'success' })}>
            {`Other ${n}`}
          </button>
        ))}
      </>
    )
  }
  render(
    <ToastProvider>
      <Many />
    </ToastProvider>,
  )
  const polite = screen.getByRole('status', { name: 'Notifications' })
  await userEvent.click(screen.getByRole('button', { name: 'Same' }))
  await userEvent.click(screen.getByRole('button', { name: 'Same' }))
  expect(within(polite).getAllByText('Saved')).toHaveLength(1)
  for (const n of [1, 2, 3, 4]) await userEvent.click(screen.getByRole('button', { name: `Other ${n}` }))
  expect(polite.textContent).not.toContain('Saved 1')
  expect(
    within(polite)
      .getAllByText(/^Saved \d$/)
      .map((toast) => toast.textContent),
  ).toEqual(['Saved 2', 'Saved 3', 'Saved 4'])
  expect(within(polite).queryByText('Saved')).toBeNull()
})
