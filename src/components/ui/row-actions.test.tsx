// @vitest-environment jsdom
import '../../app/testing/dom-test-setup.ts'
import { createMongoAbility, subject } from '@casl/ability'
import { AbilityProvider } from '@casl/react'
import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { ReactNode } from 'react'
import { expect, test, vi } from 'vitest'
import type { AppAbility } from '../../generated/ability.gen.ts'
import { axeViolations } from './testing/axe-violations.ts'
import { RowActionsMode } from './row-actions-mode.ts'
import { RowActions, type RowAction } from './row-actions.tsx'

const ability = createMongoAbility([
  { action: 'approve', subject: 'Request' },
  { action: 'reject', subject: 'Request', conditions: { status: 'pending' } },
]) as unknown as AppAbility

function Actions({ mode, actions, extra }: { mode: 'inline' | 'menu'; actions: readonly RowAction[]; extra?: ReactNode }) {
  return (
    <AbilityProvider value={ability}>
      <RowActionsMode.Provider value={mode}>
        <RowActions label="Actions for Organic Chemistry" actions={actions} />
        {extra}
      </RowActionsMode.Provider>
    </AbilityProvider>
  )
}

const record = (status: string) => subject('Request', { status }) as never

function requestActions(onClick: (key: string) => void, status = 'pending'): RowAction[] {
  return [
    {
      key: 'approve',
      label: 'Approve…',
      ariaLabel: 'Approve Organic Chemistry',
      can: { I: 'approve', this: record(status) },
      onClick: () => onClick('approve'),
    },
    { key: 'reject', label: 'Reject…', ariaLabel: 'Reject Organic Chemistry', can: { I: 'reject', this: record(status) }, onClick: () => onClick('reject') },
    { key: 'cancel', label: 'Cancel…', ariaLabel: 'Cancel Organic Chemistry', can: { I: 'cancel', this: record(status) }, onClick: () => onClick('cancel') },
    { key: 'history', label: 'History', ariaLabel: 'History of Organic Chemistry', onClick: () => onClick('history') },
  ]
}

test('inline: one small button per allowed action, named as before; denied ones are absent', async () => {
  const onClick = vi.fn()
  const { container } = render(<Actions mode="inline" actions={requestActions(onClick)} />)
  expect(screen.getAllByRole('button').map((button) => button.getAttribute('aria-label'))).toEqual([
    'Approve Organic Chemistry',
    'Reject Organic Chemistry',
    'History of Organic Chemistry',
  ])
  await userEvent.click(screen.getByRole('button', { name: 'Reject Organic Chemistry' }))
  expect(onClick).toHaveBeenCalledWith('reject')
  expect(await axeViolations(container)).toEqual([])
})

test('every action denied: nothing is rendered, in either form', () => {
  const denied: RowAction[] = [{ key: 'cancel', label: 'Cancel…', can: { I: 'cancel', a: 'Request' }, onClick: () => {} }]
  const { container, rerender } = render(<Actions mode="inline" actions={denied} />)
  expect(container).toBeEmptyDOMElement()
  rerender(<Actions mode="menu" actions={denied} />)
  expect(container).toBeEmptyDOMElement()
})

test('menu: Enter opens on the first item, arrows wrap, Home and End, Enter chooses and focus returns to the button', async () => {
  const onClick = vi.fn()
  const { container } = render(<Actions mode="menu" actions={requestActions(onClick, 'approved')} />)
  const user = userEvent.setup()
  const button = screen.getByRole('button', { name: 'Actions for Organic Chemistry' })
  expect(button).toHaveAttribute('aria-haspopup', 'menu')
  expect(button).toHaveAttribute('aria-expanded', 'false')
  // Reject is denied on an approved request: neither a button nor an item.
  expect(screen.queryByRole('button', { name: 'Reject Organic Chemistry' })).toBeNull()
  await user.tab()
  expect(button).toHaveFocus()
  await user.keyboard('{Enter}')
  expect(button).toHaveAttribute('aria-expanded', 'true')
  const menu = screen.getByRole('menu', { name: 'Actions for Organic Chemistry' })
  expect(button).toHaveAttribute('aria-controls', menu.id)
  expect(
    within(menu)
      .getAllByRole('menuitem')
      .map((item) => item.getAttribute('aria-label')),
  ).toEqual(['Approve Organic Chemistry', 'History of Organic Chemistry'])
  expect(screen.getByRole('menuitem', { name: 'Approve Organic Chemistry' })).toHaveFocus()
  await user.keyboard('{ArrowDown}')
  expect(screen.getByRole('menuitem', { name: 'History of Organic Chemistry' })).toHaveFocus()
  await user.keyboard('{ArrowDown}')
  expect(screen.getByRole('menuitem', { name: 'Approve Organic Chemistry' })).toHaveFocus()
  await user.keyboard('{ArrowUp}')
  expect(screen.getByRole('menuitem', { name: 'History of Organic Chemistry' })).toHaveFocus()
  await user.keyboard('{Home}')
  expect(screen.getByRole('menuitem', { name: 'Approve Organic Chemistry' })).toHaveFocus()
  await user.keyboard('{End}')
  expect(screen.getByRole('menuitem', { name: 'History of Organic Chemistry' })).toHaveFocus()
  expect(await axeViolations(container)).toEqual([])
  await user.keyboard('{Enter}')
  expect(onClick).toHaveBeenCalledWith('history')
  expect(screen.queryByRole('menu')).toBeNull()
  expect(button).toHaveAttribute('aria-expanded', 'false')
  expect(button).toHaveFocus()
})

test('menu: ArrowDown opens on the first item, ArrowUp on the last; Escape closes and returns focus; Tab and a click outside close', async () => {
  const onClick = vi.fn()
  render(<Actions mode="menu" actions={requestActions(onClick)} extra={<button type="button">Elsewhere</button>} />)
  const user = userEvent.setup()
  const button = screen.getByRole('button', { name: 'Actions for Organic Chemistry' })
  button.focus()
  await user.keyboard('{ArrowDown}')
  expect(screen.getByRole('menuitem', { name: 'Approve Organic Chemistry' })).toHaveFocus()
  await user.keyboard('{Escape}')
  expect(screen.queryByRole('menu')).toBeNull()
  expect(button).toHaveFocus()

  await user.keyboard('{ArrowUp}')
  expect(screen.getByRole('menuitem', { name: 'History of Organic Chemistry' })).toHaveFocus()
  await user.keyboard(' ')
  expect(onClick).toHaveBeenLastCalledWith('history')
  expect(button).toHaveFocus()

  await user.keyboard(' ')
  expect(screen.getByRole('menuitem', { name: 'Approve Organic Chemistry' })).toHaveFocus()
  await user.tab()
  expect(screen.queryByRole('menu')).toBeNull()
  expect(screen.getByRole('button', { name: 'Elsewhere' })).toHaveFocus()

  await user.click(button)
  expect(screen.getByRole('menu')).toBeVisible()
  await user.click(screen.getByRole('button', { name: 'Elsewhere' }))
  expect(screen.queryByRole('menu')).toBeNull()
  expect(onClick).toHaveBeenCalledTimes(1)
})

test('one allowed action stays a button even when the table is short of room; a pending action is busy', () => {
  render(
    <Actions
      mode="menu"
      actions={[
        { key: 'cancel', label: 'Cancel…', can: { I: 'cancel', a: 'Request' }, onClick: () => {} },
        { key: 'approve', label: 'Approve…', can: { I: 'approve', a: 'Request' }, pending: true, onClick: () => {} },
      ]}
    />,
  )
  const approve = screen.getByRole('button', { name: 'Approve…' })
  expect(approve).toBeDisabled()
  expect(approve).toHaveAttribute('aria-busy', 'true')
})
