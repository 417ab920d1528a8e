// @vitest-environment jsdom
import '../../app/testing/dom-test-setup.ts'
import { fireEvent, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { StrictMode, useState } from 'react'
import { expect, test } from 'vitest'
import { Dialog } from './dialog.tsx'
import { axeViolations } from './testing/axe-violations.ts'

function RemoveItem() {
  const [open, setOpen] = useState(false)
  const [removed, setRemoved] = useState(false)
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Remove…
      </button>
      <p>{removed ? 'Removed' : 'Kept'}</p>
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        title="Remove this title?"
        description="It leaves the booklist of CHEM 101."
        footer={
          <>
            <button type="button" onClick={() => setOpen(false)} data-autofocus>
              Cancel
            </button>
            <button
              type="button"
              onClick={() => {
                setRemoved(true)
                setOpen(false)
              }}
            >
              Remove
            </button>
          </>
        }
      />
    </>
  )
}

test('opens as a named, described modal dialog with focus inside; closing returns focus to the opener', async () => {
  const { container } = render(<RemoveItem />)
  const opener = screen.getByRole('button', { name: 'Remove…' })
  await userEvent.click(opener)
  const dialog = screen.getByRole('dialog', { name: 'Remove this title?' })
  expect(dialog).toHaveAccessibleDescription('It leaves the booklist of CHEM 101.')
  expect(dialog).toHaveAttribute('open')
  // The control marked autofocus (the safe choice) gets focus, not the first one (Close).
  expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus()
  expect(await axeViolations(container)).toEqual([])

  await userEvent.click(screen.getByRole('button', { name: 'Remove' }))
  expect(screen.queryByRole('dialog')).toBeNull()
  expect(screen.getByText('Removed')).toBeInTheDocument()
  expect(opener).toHaveFocus()
})

test('Escape (the dialog’s cancel event) and the close button ask the parent to close', async () => {
  render(<RemoveItem />)
  const opener = screen.getByRole('button', { name: 'Remove…' })
  await userEvent.click(opener)
  // Browsers turn Escape on a modal dialog into a cancelable `cancel` event; the parent decides.
  const cancel = new Event('cancel', { cancelable: true })
  fireEvent(screen.getByRole('dialog'), cancel)
  expect(cancel.defaultPrevented).toBe(true)
  expect(screen.queryByRole('dialog')).toBeNull()
  expect(opener).toHaveFocus()

  await userEvent.click(opener)
  await userEvent.click(screen.getByRole('button', { name: 'Close' }))
  expect(screen.queryByRole('dialog')).toBeNull()
  expect(screen.getByText('Kept')).toBeInTheDocument()
  expect(opener).toHaveFocus()
})

test('focus starts on the control marked data-autofocus, asked once the dialog is open, also under StrictMode', async () => {
  function AskWhy() {
    const [open, setOpen] = useState(false)
    return (
      <>
        <button type="button" onClick={() => setOpen(true)}>
          Reject…
        </button>
        <Dialog open={open} onClose={() => setOpen(false)} title="Reject this?" footer={<button type="button">Reject</button>}>
          <label>
            Why?
            <textarea data-autofocus />
          </label>
        </Dialog>
      </>
    )
  }
  render(
    <StrictMode>
      <AskWhy />
    </StrictMode>,
  )
  const opener = screen.getByRole('button', { name: 'Reject…' })
  await userEvent.click(opener)
  expect(screen.getByRole('textbox', { name: 'Why?' })).toHaveFocus()
  fireEvent(screen.getByRole('dialog'), new Event('cancel', { cancelable: true }))
  expect(screen.queryByRole('dialog')).toBeNull()
  expect(opener).toHaveFocus()
})
