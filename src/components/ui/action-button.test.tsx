// @vitest-environment jsdom
import '../../app/testing/dom-test-setup.ts'
import { createMongoAbility, subject } from '@casl/ability'
import { AbilityProvider } from '@casl/react'
import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { ReactNode } from 'react'
import { expect, test, vi } from 'vitest'
import type { AppAbility } from '../../generated/ability.gen.ts'
import { ActionButton } from './action-button.tsx'

const withAbility = (rules: Parameters<typeof createMongoAbility>[0], children: ReactNode) => (
  <AbilityProvider value={createMongoAbility(rules) as unknown as AppAbility}>{children}</AbilityProvider>
)

test('renders only when the ability allows the action on the subject type', async () => {
  const onClick = vi.fn()
  const button = (
    <ActionButton can={{ I: 'edit', a: 'booklist' }} onClick={onClick}>
      Edit list
    </ActionButton>
  )
  const { rerender } = render(withAbility([{ action: 'edit', subject: 'booklist' }], button))
  await userEvent.click(screen.getByRole('button', { name: 'Edit list' }))
  expect(onClick).toHaveBeenCalledTimes(1)
  rerender(withAbility([{ action: 'view', subject: 'booklist' }], button))
  expect(screen.queryByRole('button', { name: 'Edit list' })).toBeNull()
})

test('asks about this record: its conditions decide, row by row', () => {
  // A record-level rule, as the compiled policy emits them (conditions on the record's fields).
  const ability = [{ action: 'visit', subject: 'Route', conditions: { path: '/booklist' } }]
  render(
    withAbility(
      ability,
      <>
        <ActionButton can={{ I: 'visit', this: subject('Route', { path: '/booklist' as const }) }}>Open booklist</ActionButton>
        <ActionButton can={{ I: 'visit', this: subject('Route', { path: '/courses' as const }) }}>Open courses</ActionButton>
      </>,
    ),
  )
  expect(screen.getAllByRole('button').map((b) => b.textContent)).toEqual(['Open booklist'])
})

test('while its action runs it is disabled and busy, so a double click sends nothing twice', async () => {
  const onClick = vi.fn()
  render(
    withAbility(
      [{ action: 'approve', subject: 'adoptions' }],
      <ActionButton can={{ I: 'approve', a: 'adoptions' }} pending onClick={onClick}>
        Approve
      </ActionButton>,
    ),
  )
  const button = screen.getByRole('button', { name: 'Approve' })
  expect(button).toBeDisabled()
  expect(button).toHaveAttribute('aria-busy', 'true')
  await userEvent.click(button)
  expect(onClick).not.toHaveBeenCalled()
})
