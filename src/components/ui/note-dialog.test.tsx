// @vitest-environment jsdom
import '../../app/testing/dom-test-setup.ts'
import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { expect, test, vi } from 'vitest'
import { z } from 'zod'
import { validateWith } from './field-errors.ts'
import { NoteDialog } from './note-dialog.tsx'
import { axeViolations } from './testing/axe-violations.ts'

const schema = z.object({
  id: z.string().min(1, 'Reload: this record has no id.'),
  note: z.string().trim().min(1, 'Say why.').max(10, 'At most 10 characters.'),
})

function Reject({ id, onConfirm }: { id: string; onConfirm: (input: z.output<typeof schema>) => void }) {
  const [open, setOpen] = useState(false)
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Reject…
      </button>
      <NoteDialog
        open={open}
        onClose={() => setOpen(false)}
        title="Reject this?"
        description="It goes back to its author."
        label="Why?"
        help="Read by the author."
        required
        confirm="Reject"
        pending={false}
        check={(note) => validateWith(schema, { id, note })}
        onConfirm={onConfirm}
      />
    </>
  )
}

test('checks the note with the schema on submit: its message under the field, nothing sent, focus back in the note', async () => {
  const onConfirm = vi.fn()
  render(<Reject id="a-1" onConfirm={onConfirm} />)
  await userEvent.click(screen.getByRole('button', { name: 'Reject…' }))
  const note = screen.getByRole('textbox', { name: /Why\?/ })
  expect(note).toHaveFocus()
  await userEvent.click(screen.getByRole('button', { name: 'Reject' }))
  expect(screen.getByText('Say why.')).toBeInTheDocument()
  expect(note).toHaveAttribute('aria-invalid', 'true')
  expect(note).toHaveFocus()
  await userEvent.type(note, 'Out of print')
  await userEvent.click(screen.getByRole('button', { name: 'Reject' }))
  expect(screen.getByText('At most 10 characters.')).toBeInTheDocument()
  await userEvent.clear(note)
  await userEvent.type(note, '  Too old ')
  await userEvent.click(screen.getByRole('button', { name: 'Reject' }))
  expect(onConfirm).toHaveBeenCalledExactlyOnceWith({ id: 'a-1', note: 'Too old' })
})

test('a problem with what the screen sends, not the note, is said above the actions; each opening starts empty', async () => {
  const onConfirm = vi.fn()
  render(<Reject id="" onConfirm={onConfirm} />)
  await userEvent.click(screen.getByRole('button', { name: 'Reject…' }))
  await userEvent.type(screen.getByRole('textbox', { name: /Why\?/ }), 'Old')
  await userEvent.click(screen.getByRole('button', { name: 'Reject' }))
  expect(screen.getByRole('alert')).toHaveTextContent('Reload: this record has no id.')
  expect(onConfirm).not.toHaveBeenCalled()
  await userEvent.click(screen.getByRole('button', { name: 'Cancel' }))
  await userEvent.click(screen.getByRole('button', { name: 'Reject…' }))
  expect(screen.getByRole('textbox', { name: /Why\?/ })).toHaveValue('')
})

test('as a confirm dialog whose note is optional: confirming with none sends no note; no axe violations', async () => {
  const optional = z.object({ id: z.string(), note: z.string().trim().max(10, 'At most 10 characters.').optional() })
  const onConfirm = vi.fn()
  const { container } = render(
    <NoteDialog
      open
      onClose={() => undefined}
      title="Reopen this list?"
      description="It goes back to draft."
      label="Why? (optional)"
      help="Kept in the list’s history."
      confirm="Reopen"
      pending={false}
      check={(note) => validateWith(optional, { id: 'b-1', note: note.trim() === '' ? undefined : note })}
      onConfirm={onConfirm}
    />,
  )
  expect(screen.getByRole('textbox', { name: /Why\? \(optional\)/ })).not.toBeRequired()
  expect(await axeViolations(container)).toEqual([])
  await userEvent.click(screen.getByRole('button', { name: 'Reopen' }))
  expect(onConfirm).toHaveBeenCalledExactlyOnceWith({ id: 'b-1' })
})
