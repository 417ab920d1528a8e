// @vitest-environment jsdom
import '../../app/testing/dom-test-setup.ts'
import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState, type FormEvent } from 'react'
import { expect, test } from 'vitest'
import { z } from 'zod'
import { validateWith, type FieldErrors } from './field-errors.ts'
import { FormProblem, SelectField, TextField } from './form-field.tsx'
import { axeViolations } from './testing/axe-violations.ts'

// The kind of schema src/contracts/ holds: the server enforces the same one.
const itemInput = z.object({
  isbn: z.string().regex(/^(97[89])?\d{9}[\dX]$/, 'An ISBN has 10 or 13 digits'),
  requirement: z.enum(['required', 'recommended']),
})

function ItemForm({ onValid }: { onValid: (value: z.output<typeof itemInput>) => void }) {
  const [errors, setErrors] = useState<FieldErrors>({})
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const result = validateWith(itemInput, Object.fromEntries(new FormData(event.currentTarget)))
    if (result.ok) onValid(result.data)
    setErrors(result.ok ? {} : result.errors)
  }
  return (
    <form onSubmit={submit} noValidate>
      <TextField label="ISBN" name="isbn" description="With or without hyphens" error={errors['isbn']} required />
      <SelectField
        label="Requirement"
        name="requirement"
        options={[
          { value: 'required', label: 'Required' },
          { value: 'recommended', label: 'Recommended' },
        ]}
        error={errors['requirement']}
      />
      <button type="submit">Add</button>
    </form>
  )
}

test('a field is labelled and described; a bad value shows its error inline, read with the control', async () => {
  const valid: unknown[] = []
  const { container } = render(<ItemForm onValid={(value) => valid.push(value)} />)
  const isbn = screen.getByRole('textbox', { name: 'ISBN' })
  expect(isbn).toHaveAccessibleDescription('With or without hyphens')
  expect(isbn).not.toHaveAttribute('aria-invalid')

  await userEvent.type(isbn, '12345')
  await userEvent.click(screen.getByRole('button', { name: 'Add' }))
  expect(isbn).toHaveAttribute('aria-invalid', 'true')
  expect(isbn).toHaveAccessibleDescription('An ISBN has 10 or 13 digits With or without hyphens')
  expect(screen.getByRole('combobox', { name: 'Requirement' })).not.toHaveAttribute('aria-invalid')
  expect(valid).toEqual([])
  expect(await axeViolations(container)).toEqual([])

  await userEvent.clear(isbn)
  await userEvent.type(isbn, '9780141439518')
  await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Requirement' }), 'recommended')
  await userEvent.click(screen.getByRole('button', { name: 'Add' }))
  expect(valid).toEqual([{ isbn: '9780141439518', requirement: 'recommended' }])
  expect(isbn).not.toHaveAttribute('aria-invalid')
  expect(isbn).toHaveAccessibleDescription('With or without hyphens')
})

test('validateWith keeps the first message per field and names nested fields by path', () => {
  const schema = z.object({ item: z.object({ quantity: z.number().int().min(1, 'At least 1') }), note: z.string().max(3, 'Too long') })
  expect(validateWith(schema, { item: { quantity: 0 }, note: 'abcd' })).toEqual({ ok: false, errors: { 'item.quantity': 'At least 1', note: 'Too long' } })
  expect(validateWith(schema, { item: { quantity: 2 }, note: 'ok' })).toEqual({ ok: true, data: { item: { quantity: 2 }, note: 'ok' } })
})

test('a hint beside the control (what the value is read as) is read with it, before the description', () => {
  render(<TextField label="Price" name="price" hint="read as £12.99" description="Without its sign." defaultValue="12.99" />)
  expect(screen.getByText('read as £12.99')).toHaveClass('field-hint')
  expect(screen.getByRole('textbox', { name: 'Price' })).toHaveAccessibleDescription('read as £12.99 Without its sign.')
})

test('a problem with the whole form is an alert with its sentence, and nothing without one', () => {
  const { rerender, container } = render(<FormProblem message="The database did not answer." />)
  expect(screen.getByRole('alert')).toHaveTextContent('The database did not answer.')
  rerender(<FormProblem message={undefined} />)
  expect(container).toBeEmptyDOMElement()
})
