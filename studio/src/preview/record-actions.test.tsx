// @vitest-environment jsdom
import '../../../src/app/testing/dom-test-setup.ts'
import { fireEvent, render, screen, within } from '@testing-library/react'
import { expect, test, vi } from 'vitest'
import { loadPolicySources } from '../../../scripts/policy/load.ts'
import { readTableSources } from '../../../scripts/policy/semantics/tables/read-table-sources.ts'
import { repoRoot } from '../../../scripts/policy/semantics/test-policy.ts'
import { analysePolicy } from '../analysis/analyse-policy.ts'
import { RecordActions } from './record-actions.tsx'

// The shipped policy and the record personas of policy/tests/records.yaml.
const analysis = analysePolicy({ policy: loadPolicySources(repoRoot), tables: readTableSources(repoRoot) })
const policy = analysis.policy!
const persona = (name: string) => {
  const facts = analysis.tables.personas.get(name)
  if (!facts) throw new Error(`policy/tests/records.yaml lost the persona ${name}`)
  return facts
}

test('lists per record type the actions the ability grants, and answers one record with explain and links', () => {
  const onJump = vi.fn()
  render(<RecordActions policy={policy} facts={persona('approver')} onJump={onJump} />)
  const summary = screen.getByRole('table', { name: 'Record actions' })
  expect(within(summary).getAllByRole('row')).toHaveLength(policy.records.length + 1)
  const request = within(summary).getByRole('row', { name: /^Request/ })
  const [may, never] = within(request).getAllByRole('cell')
  expect(within(may!).getByRole('button', { name: 'approve' })).toBeInTheDocument()
  expect(within(never!).getByRole('button', { name: 'create' })).toBeInTheDocument()

  // Pick approve on Request: a generated form, `values` as selects; the default record is denied.
  fireEvent.click(within(may!).getByRole('button', { name: 'approve' }))
  const form = screen.getByRole('form', { name: 'Try a record' })
  expect(within(form).getByRole('combobox', { name: 'Record type' })).toHaveValue('Request')
  expect(within(form).getByRole('combobox', { name: 'Action' })).toHaveValue('approve')
  const status = within(form).getByRole('combobox', { name: 'status' })
  expect(within(status).getAllByRole('option').map((option) => option.textContent)).toEqual(['draft', 'pending', 'approved', 'rejected', 'ordered', 'fulfilled', 'cancelled'])
  const answer = () => screen.getByRole('region', { name: 'Record answer' })
  expect(answer()).toHaveTextContent('approve Request: denied')

  // The rule compares institutionId with the user's: fill it from the persona's user, make it pending: allowed.
  fireEvent.click(within(form).getByRole('button', { name: "Fill institutionId from the persona's user" }))
  expect(within(form).getByRole('textbox', { name: 'institutionId' })).toHaveValue('inst-1')
  fireEvent.change(status, { target: { value: 'pending' } })
  expect(answer()).toHaveTextContent('approve Request: allowed, by the rule at policy/resources/request.yaml:')
  // Their own request is not theirs to approve.
  fireEvent.change(within(form).getByRole('textbox', { name: 'requesterId' }), { target: { value: 'u-app' } })
  expect(answer()).toHaveTextContent('approve Request: denied')
  expect(answer()).toHaveTextContent("the record's requesterId")

  const link = within(answer()).getAllByRole('button', { name: /^policy\/resources\/request\.yaml:\d+/ })[0]!
  const [, line, column = '1'] = /:(\d+)(?::(\d+))?$/.exec(link.textContent ?? '') ?? []
  fireEvent.click(link)
  expect(onJump).toHaveBeenCalledWith('policy/resources/request.yaml', Number(line), Number(column))
})

test('a persona without a user cannot fill the user fields, and a bad field value is named instead of answered', () => {
  render(<RecordActions policy={policy} facts={persona('approver-signed-out')} onJump={vi.fn()} />)
  const form = screen.getByRole('form', { name: 'Try a record' })
  fireEvent.change(within(form).getByRole('combobox', { name: 'Record type' }), { target: { value: 'Request' } })
  fireEvent.change(within(form).getByRole('combobox', { name: 'Action' }), { target: { value: 'approve' } })
  expect(within(form).getByRole('button', { name: "Fill institutionId from the persona's user" })).toBeDisabled()
  expect(screen.getByRole('region', { name: 'Record answer' })).toHaveTextContent('the facts have no user')

  fireEvent.change(within(form).getByRole('spinbutton', { name: 'quantity' }), { target: { value: '' } })
  expect(screen.queryByRole('region', { name: 'Record answer' })).toBeNull()
  expect(screen.getByRole('alert')).toHaveTextContent('record.quantity: expected')
})
