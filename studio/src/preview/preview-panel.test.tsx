// @vitest-environment jsdom
import '../../../src/app/testing/dom-test-setup.ts'
import { fireEvent, render, screen, within } from '@testing-library/react'
import { expect, test, vi } from 'vitest'

// The grid renders hundreds of cells; role queries over it are slow in jsdom, so the tests find things by label.
vi.setConfig({ testTimeout: 30_000 })
import { loadPolicySources } from '../../../scripts/policy/load.ts'
import { readTableSources } from '../../../scripts/policy/semantics/tables/read-table-sources.ts'
import { repoRoot } from '../../../scripts/policy/semantics/test-policy.ts'
import { analysePolicy } from '../analysis/analyse-policy.ts'
import { CUSTOM, PreviewPanel, personaOptions } from './preview-panel.tsx'

const analysis = analysePolicy({ policy: loadPolicySources(repoRoot), tables: readTableSources(repoRoot) })
const policy = analysis.policy
if (!policy) throw new Error('the shipped policy should compile')

/** Types the persona's name into the picker and clicks its option (the combobox lists the matches). */
function choosePersona(name: string) {
  const input = screen.getByLabelText('Persona')
  fireEvent.change(input, { target: { value: name } })
  const listbox = document.getElementById(input.getAttribute('aria-controls') ?? '') as HTMLElement
  fireEvent.click(within(listbox).getByText(name, { selector: '[role="option"]' }))
  expect(input).toHaveValue(name)
}

function renderPanel(onJump = vi.fn()) {
  render(<PreviewPanel policy={policy!} personas={analysis.tables.personas} stale={false} onJump={onJump} />)
  return onJump
}

test('a persona shows their menu and landing; custom facts edited in the generated form change both', () => {
  renderPanel()
  choosePersona('nobody')
  expect(within(screen.getByRole('heading', { name: 'Menu' }).parentElement!).getByText('No menu items.')).toBeInTheDocument()

  choosePersona(CUSTOM)
  const form = screen.getByLabelText('Facts')
  // One field per fact of facts.yaml, one box per flag and permission.
  for (const fact of Object.keys(policy.facts)) expect(within(form).getAllByText(new RegExp(`^\\s*${fact}`)).length).toBeGreaterThan(0)
  fireEvent.click(within(form).getByRole('checkbox', { name: 'adoptions:viewAssignedCourses' }))
  fireEvent.click(within(form).getByRole('checkbox', { name: 'isEAorIA' }))
  const menu = screen.getByLabelText('Menu preview')
  expect(within(menu).getByRole('button', { name: 'Adoptions' })).toBeInTheDocument()
  expect(screen.getByText('/adoptions', { selector: '.landing code' })).toBeInTheDocument()

  // A list fact is JSON: a half-typed value is reported and keeps the last valid facts.
  const dashboards = within(form).getByRole('textbox', { name: /availableDashboards/ })
  fireEvent.change(dashboards, { target: { value: '[{"id": ' } })
  expect(within(form).getByText('not valid JSON yet')).toBeInTheDocument()
  expect(within(menu).getByRole('button', { name: 'Adoptions' })).toBeInTheDocument()

  // Custom facts start signed in as the persona they were copied from; signing out turns rules naming the user to never.
  const readAdoption = () => within(screen.getByRole('row', { name: 'read Adoption' })).getByRole('cell')
  expect(within(form).getByRole('checkbox', { name: 'signed in' })).toBeChecked()
  fireEvent.change(within(form).getByRole('textbox', { name: 'user id' }), { target: { value: '' } })
  expect(within(form).getByRole('alert')).toHaveTextContent('user.id: expected a non-empty string, got ""')
  expect(within(form).getByRole('textbox', { name: 'user id' })).toHaveValue('')
  fireEvent.change(within(form).getByRole('textbox', { name: 'user id' }), { target: { value: 'u-42' } })
  expect(screen.getByText(/^Signed in as u-42 at /)).toBeInTheDocument()
  fireEvent.click(within(form).getByRole('checkbox', { name: 'signed in' }))
  expect(within(form).queryByRole('textbox', { name: 'user id' })).toBeNull()
  expect(readAdoption()).toHaveTextContent(/^never$/)
})

test('a grid cell explains its outcome, and the rule it names opens in the editor', () => {
  const onJump = renderPanel()
  fireEvent.click(screen.getByLabelText('nobody at /adoptions: unauthorized'))
  const explain = screen.getByLabelText('Explain')
  expect(explain).toHaveTextContent('/adoptions: unauthorized')
  expect(explain).toHaveTextContent('To allow it, change:')
  const route = policy.routes.find((r) => r.path === '/adoptions')!
  fireEvent.click(within(explain).getAllByRole('button', { name: new RegExp(`^policy/routes\\.yaml:${route.access.src[1]}`) })[0]!)
  expect(onJump).toHaveBeenCalledWith('policy/routes.yaml', route.access.src[1], 1)
})

test('the persona picker groups the personas by institution, so each can be found by typing', () => {
  const options = personaOptions(analysis.tables.personas)
  expect(options[0]).toEqual({ value: CUSTOM, label: CUSTOM })
  expect(options.find((option) => option.value === 'carla')).toMatchObject({ group: 'Institution riverside', keywords: 'riverside' })
  expect(options.filter((option) => option.group === undefined)).toHaveLength(1)
  renderPanel()
  const input = screen.getByLabelText('Persona')
  fireEvent.change(input, { target: { value: 'riverside' } })
  const listbox = document.getElementById(input.getAttribute('aria-controls') ?? '') as HTMLElement
  expect(within(listbox).getByText('Institution riverside').closest('[role="group"]')).toHaveTextContent(/carla.*raj/)
})
