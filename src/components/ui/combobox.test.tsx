// @vitest-environment jsdom
import '../../app/testing/dom-test-setup.ts'
import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { expect, test, vi } from 'vitest'
import { Combobox, type ComboboxOption } from './combobox.tsx'
import { axeViolations } from './testing/axe-violations.ts'

const courses: ComboboxOption[] = [
  { value: 'c1', label: 'BIO101 Cells and life', keywords: 'biology' },
  { value: 'c2', label: 'BIO202 Genetics' },
  { value: 'c3', label: 'CHE101 Chemistry basics', disabled: true },
  { value: 'c4', label: 'HIS110 Modern history' },
]

function Harness({
  options = courses,
  initial,
  onChange = () => {},
  allowEmpty,
}: {
  options?: ComboboxOption[]
  initial?: string
  onChange?: (value: string | undefined) => void
  allowEmpty?: string
}) {
  const [value, setValue] = useState<string | undefined>(initial)
  return (
    <Combobox
      label="Course"
      description="Type to find a course"
      options={options}
      value={value}
      allowEmpty={allowEmpty}
      onChange={(next) => {
        setValue(next)
        onChange(next)
      }}
    />
  )
}

test('the input is a labelled, described combobox that controls a listbox, closed until used', async () => {
  const { container } = render(<Harness />)
  const input = screen.getByRole('combobox', { name: 'Course' })
  expect(input).toHaveAccessibleDescription('Type to find a course')
  expect(input).toHaveAttribute('aria-expanded', 'false')
  expect(input).toHaveAttribute('aria-autocomplete', 'list')
  const listbox = document.getElementById(input.getAttribute('aria-controls') ?? '')
  expect(listbox).toHaveAttribute('role', 'listbox')
  expect(screen.queryByRole('option')).toBeNull()
  expect(await axeViolations(container)).toEqual([])
})

test('typing filters by label or keywords, case-insensitively; the count is said politely', async () => {
  const user = userEvent.setup()
  const { container } = render(<Harness />)
  const input = screen.getByRole('combobox', { name: 'Course' })
  await user.type(input, 'bio')
  expect(input).toHaveAttribute('aria-expanded', 'true')
  expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['BIO101 Cells and life', 'BIO202 Genetics'])
  expect(screen.getByRole('status')).toHaveTextContent('2 results')
  expect(await axeViolations(container)).toEqual([])

  await user.clear(input)
  await user.type(input, 'BIOLOGY')
  expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['BIO101 Cells and life'])
  expect(screen.getByRole('status')).toHaveTextContent('1 result')

  await user.clear(input)
  await user.type(input, 'zzz')
  expect(screen.queryByRole('option')).toBeNull()
  expect(screen.getByText('No matches for “zzz”', { selector: 'p' })).toBeVisible()
  expect(screen.getByRole('status')).toHaveTextContent('No matches for “zzz”')
})

test('Down and Up move the active option (aria-activedescendant), Enter chooses it and closes', async () => {
  const user = userEvent.setup()
  const onChange = vi.fn()
  render(<Harness onChange={onChange} />)
  const input = screen.getByRole('combobox', { name: 'Course' })
  await user.click(input)
  expect(input).toHaveAttribute('aria-expanded', 'true')
  await user.keyboard('{ArrowDown}')
  const first = screen.getByRole('option', { name: 'BIO101 Cells and life' })
  expect(input).toHaveAttribute('aria-activedescendant', first.id)
  await user.keyboard('{ArrowDown}{ArrowDown}')
  // The disabled CHE101 is skipped.
  expect(input).toHaveAttribute('aria-activedescendant', screen.getByRole('option', { name: 'HIS110 Modern history' }).id)
  await user.keyboard('{ArrowUp}')
  expect(input).toHaveAttribute('aria-activedescendant', screen.getByRole('option', { name: 'BIO202 Genetics' }).id)
  await user.keyboard('{Enter}')
  expect(onChange).toHaveBeenLastCalledWith('c2')
  expect(input).toHaveAttribute('aria-expanded', 'false')
  expect(input).toHaveValue('BIO202 Genetics')

  // Opened again, the whole list shows with the chosen option selected.
  await user.keyboard('{ArrowDown}')
  expect(screen.getAllByRole('option')).toHaveLength(4)
  expect(screen.getByRole('option', { name: 'BIO202 Genetics' })).toHaveAttribute('aria-selected', 'true')
})

test('Home and End go to the first and last option while open', async () => {
  const user = userEvent.setup()
  render(<Harness />)
  const input = screen.getByRole('combobox', { name: 'Course' })
  await user.click(input)
  await user.keyboard('{End}')
  expect(input).toHaveAttribute('aria-activedescendant', screen.getByRole('option', { name: 'HIS110 Modern history' }).id)
  await user.keyboard('{Home}')
  expect(input).toHaveAttribute('aria-activedescendant', screen.getByRole('option', { name: 'BIO101 Cells and life' }).id)
})

test('Escape closes the list; a second Escape puts the chosen label back', async () => {
  const user = userEvent.setup()
  const onChange = vi.fn()
  render(<Harness initial="c4" onChange={onChange} />)
  const input = screen.getByRole('combobox', { name: 'Course' })
  expect(input).toHaveValue('HIS110 Modern history')
  await user.clear(input)
  await user.type(input, 'gen')
  expect(input).toHaveAttribute('aria-expanded', 'true')
  await user.keyboard('{Escape}')
  expect(input).toHaveAttribute('aria-expanded', 'false')
  expect(input).toHaveValue('gen')
  await user.keyboard('{Escape}')
  expect(input).toHaveValue('HIS110 Modern history')
  expect(onChange).not.toHaveBeenCalled()
})

test('a disabled option is listed but cannot be chosen', async () => {
  const user = userEvent.setup()
  const onChange = vi.fn()
  render(<Harness onChange={onChange} />)
  const input = screen.getByRole('combobox', { name: 'Course' })
  await user.type(input, 'che')
  const disabled = screen.getByRole('option', { name: 'CHE101 Chemistry basics' })
  expect(disabled).toHaveAttribute('aria-disabled', 'true')
  await user.keyboard('{ArrowDown}')
  expect(input).not.toHaveAttribute('aria-activedescendant', disabled.id)
  await user.click(disabled)
  expect(onChange).not.toHaveBeenCalled()
})

test('grouped options are listed under their group, each group labelled', async () => {
  const user = userEvent.setup()
  const options: ComboboxOption[] = [
    { value: 'p1', label: 'Ada (adopter)', group: 'North College' },
    { value: 'p2', label: 'Ben (approver)', group: 'South University' },
    { value: 'p3', label: 'Cy (admin)', group: 'North College' },
  ]
  const onChange = vi.fn()
  const { container } = render(<Harness options={options} onChange={onChange} />)
  await user.click(screen.getByRole('combobox', { name: 'Course' }))
  const groups = screen.getAllByRole('group')
  expect(
    groups.map((group) => group.getAttribute('aria-labelledby') && document.getElementById(group.getAttribute('aria-labelledby') ?? '')?.textContent),
  ).toEqual(['North College', 'South University'])
  expect(
    within(groups[0] as HTMLElement)
      .getAllByRole('option')
      .map((option) => option.textContent),
  ).toEqual(['Ada (adopter)', 'Cy (admin)'])
  expect(await axeViolations(container)).toEqual([])
  // Keyboard order follows the groups: Ada, Cy, then Ben.
  await user.keyboard('{ArrowDown}{ArrowDown}{Enter}')
  expect(onChange).toHaveBeenLastCalledWith('p3')
})

test('the empty choice is listed first; choosing it chooses nothing, and its label is the placeholder', async () => {
  const user = userEvent.setup()
  const onChange = vi.fn()
  render(<Harness initial="c1" allowEmpty="Any course" onChange={onChange} />)
  const input = screen.getByRole('combobox', { name: 'Course' })
  await user.click(input)
  expect(screen.getAllByRole('option')[0]).toHaveTextContent('Any course')
  await user.click(screen.getByRole('option', { name: 'Any course' }))
  expect(onChange).toHaveBeenLastCalledWith(undefined)
  expect(input).toHaveValue('')
  expect(input).toHaveAttribute('placeholder', 'Any course')
})

test('clicking an option chooses it', async () => {
  const user = userEvent.setup()
  const onChange = vi.fn()
  render(<Harness onChange={onChange} />)
  await user.type(screen.getByRole('combobox', { name: 'Course' }), 'his')
  await user.click(screen.getByRole('option', { name: 'HIS110 Modern history' }))
  expect(onChange).toHaveBeenLastCalledWith('c4')
  expect(screen.getByRole('combobox', { name: 'Course' })).toHaveValue('HIS110 Modern history')
})
