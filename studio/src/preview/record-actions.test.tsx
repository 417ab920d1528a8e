// @vitest-environment jsdom
import '../../../src/app/testing/dom-test-setup.ts'
import { fireEvent, render, screen, within } from '@testing-library/react'
import { expect, test, vi } from 'vitest'
import { loadPolicySources } from '../../../scripts/policy/load.ts'
import { readTableSources } from '../../../scripts/policy/semantics/tables/read-table-sources.ts'
import { repoRoot } from '../../../scripts/policy/semantics/test-policy.ts'
import { analysePolicy } from '../analysis/analyse-policy.ts'
import { guardedFields } from '../../../scripts/policy/compile-records.ts'
import { buildAbility } from '../../../src/policy/ability.ts'
import { recordTestPasses } from '../../../src/policy/record-decision.ts'
import { recordFieldsText } from '../../../src/policy/record-scope-text.ts'
import { validateRecord } from '../../../src/policy/validate-record.ts'
import { RecordActions } from './record-actions.tsx'
import { defaultRecord, fillFromUser, userFields } from './record-fields.ts'

// The shipped policy and the record personas of policy/tests/records.yaml.
const analysis = analysePolicy({ policy: loadPolicySources(repoRoot), tables: readTableSources(repoRoot) })
const policy = analysis.policy!
const persona = (name: string) => {
  const facts = analysis.tables.personas.get(name)
  if (!facts) throw new Error(`policy/tests/records.yaml lost the persona ${name}`)
  return facts
}

test('says per record type and action on which records the persona may take it, and answers one record with explain and links', () => {
  const onJump = vi.fn()
  render(<RecordActions policy={policy} facts={persona('approver')} onJump={onJump} />)
  expect(screen.getByText('Signed in as u-app at inst-1.')).toBeInTheDocument()
  const summary = screen.getByRole('table', { name: 'Record actions' })
  const actionCount = policy.records.reduce((sum, type) => sum + type.actions.length, 0)
  expect(within(summary).getAllByRole('row')).toHaveLength(actionCount + 1)
  const scopeOf = (name: string) => within(within(summary).getByRole('row', { name })).getByRole('cell')
  expect(scopeOf('approve Request')).toHaveTextContent(/^on requests of their institution that are pending and not their own; all fields$/)
  expect(scopeOf('cancel Request')).toHaveTextContent(/^on their own requests of their institution that are draft or pending; all fields$/)
  expect(scopeOf('create Request')).toHaveTextContent(/^never$/)
  expect(scopeOf('create Request')).toHaveAttribute('title', "no rule's `when` holds for these facts")

  // Pick approve on Request: a generated form, `values` as selects; the default record is denied.
  fireEvent.click(within(within(summary).getByRole('row', { name: 'approve Request' })).getByRole('button', { name: 'approve' }))
  const form = screen.getByRole('form', { name: 'Try a record' })
  expect(within(form).getByRole('combobox', { name: 'Record type' })).toHaveValue('Request')
  expect(within(form).getByRole('combobox', { name: 'Action' })).toHaveValue('approve')
  const status = within(form).getByRole('combobox', { name: 'status' })
  expect(
    within(status)
      .getAllByRole('option')
      .map((option) => option.textContent),
  ).toEqual(['draft', 'pending', 'approved', 'rejected', 'ordered', 'fulfilled', 'cancelled'])
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

test('a signed-out persona reads never on rules naming the user, cannot fill the user fields, and a bad field value is named instead of answered', () => {
  render(<RecordActions policy={policy} facts={persona('approver-signed-out')} onJump={vi.fn()} />)
  expect(screen.getByText('Signed out: rules that name the user never pass.')).toBeInTheDocument()
  const approve = within(screen.getByRole('row', { name: 'approve Request' })).getByRole('cell')
  expect(approve).toHaveTextContent(/^never$/)
  expect(approve).toHaveAttribute('title', 'the rules that hold name the signed-in user, and the facts have none (signed out)')
  const form = screen.getByRole('form', { name: 'Try a record' })
  fireEvent.change(within(form).getByRole('combobox', { name: 'Record type' }), { target: { value: 'Request' } })
  fireEvent.change(within(form).getByRole('combobox', { name: 'Action' }), { target: { value: 'approve' } })
  expect(within(form).getByRole('button', { name: "Fill institutionId from the persona's user" })).toBeDisabled()
  expect(screen.getByRole('region', { name: 'Record answer' })).toHaveTextContent('the facts have no user')

  fireEvent.change(within(form).getByRole('spinbutton', { name: 'quantity' }), { target: { value: '' } })
  expect(screen.queryByRole('region', { name: 'Record answer' })).toBeNull()
  expect(screen.getByRole('alert')).toHaveTextContent('record.quantity: expected')
})

test("filling from the persona's user gives, for every record type and action, a valid record that passes each test naming the user", () => {
  const facts = persona('everything-legacy')
  let filledSome = 0
  for (const type of policy.records) {
    for (const { name: action } of type.actions) {
      const fields = userFields(policy, type.name, action)
      const record = fillFromUser(type, defaultRecord(type), fields, facts.user!)
      expect(validateRecord(policy, type.name, record, action).errors, `${action} ${type.name}`).toEqual([])
      for (const rule of policy.abilityRules.filter((r) => r.subject === type.name && r.action === action)) {
        for (const test of rule.where ?? []) {
          if (fields.has(test.field) && (test.op === 'eq' || test.op === 'in'))
            expect(recordTestPasses(test, record, facts.user), `${action} ${type.name}: ${test.field}`).toBe(true)
        }
      }
      if (fields.size > 0) filledSome++
    }
  }
  expect(filledSome).toBeGreaterThan(30)
  // A list field gains the user and keeps what it held.
  const course = policy.records.find((type) => type.name === 'Course')!
  expect(
    fillFromUser(course, { ...defaultRecord(course), instructorIds: ['u-9'] }, new Map([['instructorIds', 'id' as const]]), facts.user!)['instructorIds'],
  ).toEqual(['u-9', 'u-leg'])
})

test('says per action which fields: all of them, all but those a forbid rule withholds for these facts, or only those the grants name', () => {
  const cell = (name: string) => within(screen.getByRole('row', { name })).getByRole('cell')
  const { unmount } = render(<RecordActions policy={policy} facts={persona('booklist-editor')} onJump={vi.fn()} />)
  expect(cell('read BooklistItem')).toHaveTextContent(/; all fields but internalStatus$/)
  expect(cell('edit BooklistItem')).toHaveTextContent(/; all fields but internalStatus$/)
  unmount()
  render(<RecordActions policy={policy} facts={persona('librarian')} onJump={vi.fn()} />)
  expect(cell('read BooklistItem')).toHaveTextContent(/; all fields$/)
  // A never action says nothing of fields.
  expect(cell('create Request')).toHaveTextContent(/^never$/)

  // A grant that names its fields, and no forbid rule: only those.
  const facts = persona('librarian')
  const abilityRules = policy.abilityRules
    .filter((rule) => !(rule.subject === 'BooklistItem' && rule.action === 'read' && rule.inverted))
    .map((rule) => (rule.subject === 'BooklistItem' && rule.action === 'read' ? { ...rule, fields: ['id', 'quantity'] } : rule))
  const narrowed = { ...policy, abilityRules, guardedFields: guardedFields(policy.records, abilityRules) }
  expect(recordFieldsText(narrowed, buildAbility(narrowed, facts), 'read', 'BooklistItem')).toBe('only id, quantity')
  expect(recordFieldsText(narrowed, buildAbility(narrowed, facts), 'edit', 'BooklistItem')).toBe('all fields')
})
