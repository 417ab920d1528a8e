// @vitest-environment jsdom
import '../../app/testing/dom-test-setup.ts'
import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { expect, test, vi } from 'vitest'
import { z } from 'zod'
import { validateWith } from './field-errors.ts'
import { TextField } from './form-field.tsx'
import { axeViolations } from './testing/axe-violations.ts'
import { useSchemaForm } from './use-schema-form.ts'

// As a contract would write it: one custom message, the rest zod's defaults.
const order = z.object({ title: z.string().trim().min(1, 'Name the title.'), quantity: z.number().int().min(1) })

function OrderForm({ onSubmit, serverError }: { onSubmit: (data: z.output<typeof order>) => Promise<unknown>; serverError?: unknown }) {
  const form = useSchemaForm(order, { initial: { title: '' }, onSubmit })
  return (
    <form aria-label="Order" onSubmit={form.submit} noValidate>
      <TextField label="Title" {...form.fieldProps('title')} />
      <TextField label="Quantity" type="number" {...form.fieldProps('quantity')} />
      {form.errors[''] ? <p role="alert">{form.errors['']}</p> : null}
      <button type="submit" disabled={form.pending} aria-busy={form.pending}>
        Order
      </button>
      <button type="button" onClick={() => form.setServerErrors(serverError)}>
        Pretend the server refused
      </button>
    </form>
  )
}

test('an empty quantity is said in a sentence, not zod’s words; the first field with a problem gets focus; no axe violations', async () => {
  const onSubmit = vi.fn(() => Promise.resolve())
  const { container } = render(<OrderForm onSubmit={onSubmit} />)
  await userEvent.type(screen.getByRole('textbox', { name: 'Title' }), 'Organic Chemistry')
  const quantity = screen.getByRole('spinbutton', { name: 'Quantity' })
  await userEvent.type(quantity, '3')
  await userEvent.clear(quantity)
  await userEvent.click(screen.getByRole('button', { name: 'Order' }))

  expect(onSubmit).not.toHaveBeenCalled()
  expect(quantity).toHaveAttribute('aria-invalid', 'true')
  expect(quantity).toHaveAccessibleDescription('This field is required.')
  expect(quantity).toHaveFocus()
  expect(container.textContent).not.toMatch(/NaN|Invalid input|expected/)
  expect(await axeViolations(container)).toEqual([])
})

test('zod’s default messages become sentences; a schema’s own message stays as written', () => {
  expect(validateWith(order, { title: ' ', quantity: Number.NaN })).toEqual({ ok: false, errors: { title: 'Name the title.', quantity: 'Enter a number.' } })
  expect(validateWith(order, { title: 'A', quantity: 0 })).toEqual({ ok: false, errors: { quantity: 'Enter 1 or more.' } })
  expect(validateWith(order, { title: 7 })).toEqual({ ok: false, errors: { title: 'This value is not valid here.', quantity: 'This field is required.' } })
})

test('a valid form is sent once however quickly it is submitted twice, and is pending until the request settles', async () => {
  let settle = () => {}
  const onSubmit = vi.fn(() => new Promise<void>((resolve) => (settle = resolve)))
  render(<OrderForm onSubmit={onSubmit} />)
  await userEvent.type(screen.getByRole('textbox', { name: 'Title' }), 'Linear Algebra')
  await userEvent.type(screen.getByRole('spinbutton', { name: 'Quantity' }), '12')
  const form = screen.getByRole<HTMLFormElement>('form', { name: 'Order' })
  // Two submits in one tick: the button has not re-rendered as disabled between them.
  form.requestSubmit()
  form.requestSubmit()
  expect(onSubmit).toHaveBeenCalledExactlyOnceWith({ title: 'Linear Algebra', quantity: 12 })
  expect(await screen.findByRole('button', { name: 'Order' })).toHaveAttribute('aria-busy', 'true')
  settle()
  await vi.waitFor(() => expect(screen.getByRole('button', { name: 'Order' })).toBeEnabled())
})

test('the server’s refusal lands on the field it names (its data.fieldErrors), the rest on the form; editing the field clears its message', async () => {
  const refusal = { message: 'Bad request', data: { fieldErrors: { quantity: 'Order at most 500 copies.', '': 'This booklist was submitted meanwhile.' } } }
  render(<OrderForm onSubmit={() => Promise.resolve()} serverError={refusal} />)
  await userEvent.click(screen.getByRole('button', { name: 'Pretend the server refused' }))
  const quantity = screen.getByRole('spinbutton', { name: 'Quantity' })
  expect(quantity).toHaveAccessibleDescription('Order at most 500 copies.')
  expect(screen.getByRole('alert')).toHaveTextContent('This booklist was submitted meanwhile.')
  await userEvent.type(quantity, '5')
  expect(quantity).not.toHaveAttribute('aria-invalid')
})

test('a refusal that names no field is said for the whole form', async () => {
  render(<OrderForm onSubmit={() => Promise.resolve()} serverError={new Error('You may no longer edit this booklist.')} />)
  await userEvent.click(screen.getByRole('button', { name: 'Pretend the server refused' }))
  expect(screen.getByRole('alert')).toHaveTextContent('You may no longer edit this booklist.')
})

// An item change as a contract writes it: the internal status optional, withheld by a field rule from some.
const itemChange = z.object({ quantity: z.number().int().min(1), internalStatus: z.string().optional() })

function ItemForm({ withheld, onSubmit }: { withheld: readonly string[]; onSubmit: (data: z.output<typeof itemChange>) => Promise<unknown> }) {
  const form = useSchemaForm(itemChange, { initial: { quantity: 2, internalStatus: 'price-check' }, onSubmit, fieldRules: { withheld } })
  return (
    <form aria-label="Item" onSubmit={form.submit} noValidate>
      <TextField label="Quantity" type="number" {...form.fieldProps('quantity')} />
      <TextField label="Internal status" {...form.fieldProps('internalStatus')} />
      <button type="submit">Save</button>
    </form>
  )
}

test('a field the field rules withhold is not rendered (not merely disabled) and its value is never sent', async () => {
  const onSubmit = vi.fn(() => Promise.resolve())
  render(<ItemForm withheld={['internalStatus']} onSubmit={onSubmit} />)
  expect(screen.getByRole('spinbutton', { name: 'Quantity' })).toBeTruthy()
  expect(screen.queryByLabelText('Internal status')).toBeNull()
  await userEvent.click(screen.getByRole('button', { name: 'Save' }))
  expect(onSubmit).toHaveBeenCalledWith({ quantity: 2 })
})

test('with nothing withheld, the same form renders and sends the field', async () => {
  const onSubmit = vi.fn(() => Promise.resolve())
  render(<ItemForm withheld={[]} onSubmit={onSubmit} />)
  expect(screen.getByRole('textbox', { name: 'Internal status' })).toBeTruthy()
  await userEvent.click(screen.getByRole('button', { name: 'Save' }))
  expect(onSubmit).toHaveBeenCalledWith({ quantity: 2, internalStatus: 'price-check' })
})
