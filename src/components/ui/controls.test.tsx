// @vitest-environment jsdom
import '../../app/testing/dom-test-setup.ts'
import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { expect, test, vi } from 'vitest'
import { Button } from './button.tsx'
import { MoneyInput } from './controls.tsx'
import { CheckboxField, RadioGroup, TextAreaField } from './form-field.tsx'
import { axeViolations } from './testing/axe-violations.ts'

test('a button is type=button unless said, wears its variant, and while pending is busy and sends nothing twice', async () => {
  const onClick = vi.fn()
  const { rerender } = render(
    <form onSubmit={() => onClick('submitted')}>
      <Button variant="danger" onClick={() => onClick('clicked')}>
        Discard
      </Button>
    </form>,
  )
  const button = screen.getByRole('button', { name: 'Discard' })
  expect(button.getAttribute('type')).toBe('button')
  expect(button.className).toBe('button button-danger')
  await userEvent.click(button)
  expect(onClick.mock.calls).toEqual([['clicked']])
  rerender(
    <form onSubmit={() => onClick('submitted')}>
      <Button variant="danger" pending onClick={() => onClick('clicked')}>
        Discard
      </Button>
    </form>,
  )
  expect(button.getAttribute('aria-busy')).toBe('true')
  expect((button as HTMLButtonElement).disabled).toBe(true)
  await userEvent.click(button)
  expect(onClick).toHaveBeenCalledTimes(1)
})

function Choices() {
  const [kind, setKind] = useState<'title' | 'supplies' | undefined>(undefined)
  const [agreed, setAgreed] = useState(false)
  return (
    <form>
      <RadioGroup
        legend="Kind"
        name="kind"
        value={kind}
        onChange={setKind}
        options={[
          { value: 'title', label: 'A title', description: 'For a course' },
          { value: 'supplies', label: 'Supplies' },
        ]}
      />
      <CheckboxField label="Tell me when it arrives" checked={agreed} onChange={(event) => setAgreed(event.target.checked)} description="By email" />
      <TextAreaField label="Note" error="Say why in a few words" />
      <label htmlFor="price">Price</label>
      <MoneyInput id="price" currency="GBP" defaultValue="" />
      <output>{`${kind ?? 'none'} ${String(agreed)}`}</output>
    </form>
  )
}

test('radios, checkboxes, text areas and money inputs are labelled, described and chosen by keyboard', async () => {
  const { container } = render(<Choices />)
  expect(screen.getByRole('group', { name: 'Kind' })).toBeTruthy()
  const title = screen.getByRole('radio', { name: 'A title' })
  expect(title.getAttribute('aria-describedby') && document.getElementById(title.getAttribute('aria-describedby') ?? '')?.textContent).toBe('For a course')
  await userEvent.click(title)
  await userEvent.keyboard('{ArrowDown}')
  const box = screen.getByRole('checkbox', { name: 'Tell me when it arrives' })
  box.focus()
  await userEvent.keyboard(' ')
  expect(screen.getByRole('status').textContent).toBe('supplies true')
  const note = screen.getByRole('textbox', { name: 'Note' })
  expect(note.getAttribute('aria-invalid')).toBe('true')
  const price = screen.getByRole('textbox', { name: 'Price' })
  expect(price.getAttribute('inputmode')).toBe('decimal')
  expect(await axeViolations(container)).toEqual([])
})
