// @vitest-environment jsdom
import '../../../src/app/testing/dom-test-setup.ts'
import { fireEvent, render, screen, within } from '@testing-library/react'
import { expect, test, vi } from 'vitest'

// The grid renders hundreds of cells. Role queries over it are slow in jsdom (each element's role, name and
// visibility are computed), and so is Testing Library's ByLabelText: for every form control it walks the whole
// document for that control's <label>s, which took most of these tests' time (issue 61). So they find things by
// label with byLabel below: an aria-label, or a <label>'s text and the control it names, of the kind a selector says.
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
  const input = byLabel(document, 'Persona')
  fireEvent.change(input, { target: { value: name } })
  const listbox = document.getElementById(input.getAttribute('aria-controls') ?? '') as HTMLElement
  fireEvent.click(within(listbox).getByText(name, { selector: '[role="option"]' }))
  expect(input).toHaveValue(name)
}

const normalized = (text: string | null) => (text ?? '').replace(/\s+/g, ' ').trim()
const matches = (text: string | null, wanted: string | RegExp) => (typeof wanted === 'string' ? normalized(text) === wanted : wanted.test(normalized(text)))

/** Elements inside `container` labelled `wanted`: by their aria-label, or by a <label> whose control they are. */
function queryAllByLabel(container: ParentNode, wanted: string | RegExp, selector = '*'): HTMLElement[] {
  const byAria = [...container.querySelectorAll<HTMLElement>('[aria-label]')].filter((element) => matches(element.getAttribute('aria-label'), wanted))
  const byLabelElement = [...container.querySelectorAll('label')].filter((label) => matches(label.textContent, wanted)).map((label) => label.control)
  return [...new Set([...byAria, ...byLabelElement])].filter((element): element is HTMLElement => element instanceof HTMLElement && element.matches(selector))
}

function queryByLabel(container: ParentNode, wanted: string | RegExp, selector = '*'): HTMLElement | null {
  const found = queryAllByLabel(container, wanted, selector)
  if (found.length > 1) throw new Error(`${found.length} elements are labelled ${String(wanted)}`)
  return found[0] ?? null
}

function byLabel(container: ParentNode, wanted: string | RegExp, selector = '*'): HTMLElement {
  const found = queryByLabel(container, wanted, selector)
  if (!found) throw new Error(`no ${selector} is labelled ${String(wanted)}`)
  return found
}

const checkbox = 'input[type="checkbox"]'
const textbox = 'input:not([type]), input[type="text"], textarea'

function renderPanel(onJump = vi.fn()) {
  render(<PreviewPanel policy={policy!} personas={analysis.tables.personas} stale={false} onJump={onJump} />)
  return onJump
}

test('a persona shows their menu and landing; custom facts edited in the generated form change both', () => {
  renderPanel()
  choosePersona('nobody')
  expect(within(screen.getByText('Menu', { selector: 'h1, h2, h3, h4' }).parentElement!).getByText('No menu items.')).toBeInTheDocument()

  choosePersona(CUSTOM)
  const form = byLabel(document, 'Facts')
  // One field per fact of facts.yaml, one box per flag and permission.
  for (const fact of Object.keys(policy.facts)) expect(within(form).getAllByText(new RegExp(`^\\s*${fact}`)).length).toBeGreaterThan(0)
  fireEvent.click(byLabel(form, 'adoptions:viewAssignedCourses', checkbox))
  fireEvent.click(byLabel(form, 'isEAorIA', checkbox))
  const menu = byLabel(document, 'Menu preview')
  expect(within(menu).getByRole('button', { name: 'Adoptions' })).toBeInTheDocument()
  expect(screen.getByText('/adoptions', { selector: '.landing code' })).toBeInTheDocument()

  // A list fact is JSON: a half-typed value is reported and keeps the last valid facts.
  const dashboards = byLabel(form, /availableDashboards/, textbox)
  fireEvent.change(dashboards, { target: { value: '[{"id": ' } })
  expect(within(form).getByText('not valid JSON yet')).toBeInTheDocument()
  expect(within(menu).getByRole('button', { name: 'Adoptions' })).toBeInTheDocument()

  // Custom facts start signed in as the persona they were copied from; signing out turns rules naming the user to never.
  const readAdoption = () => within(byLabel(document, 'read Adoption', 'tr')).getByRole('cell')
  expect(byLabel(form, 'signed in', checkbox)).toBeChecked()
  fireEvent.change(byLabel(form, 'user id', textbox), { target: { value: '' } })
  expect(within(form).getByRole('alert')).toHaveTextContent('user.id: expected a non-empty string, got ""')
  expect(byLabel(form, 'user id', textbox)).toHaveValue('')
  fireEvent.change(byLabel(form, 'user id', textbox), { target: { value: 'u-42' } })
  expect(screen.getByText(/^Signed in as u-42 at /)).toBeInTheDocument()
  fireEvent.click(byLabel(form, 'signed in', checkbox))
  expect(queryByLabel(form, 'user id', textbox)).toBeNull()
  expect(readAdoption()).toHaveTextContent(/^never$/)
})

test('a grid cell explains its outcome, and the rule it names opens in the editor', () => {
  const onJump = renderPanel()
  fireEvent.click(byLabel(document, 'nobody at /adoptions: unauthorized'))
  const explain = byLabel(document, 'Explain')
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
  const input = byLabel(document, 'Persona')
  fireEvent.change(input, { target: { value: 'riverside' } })
  const listbox = document.getElementById(input.getAttribute('aria-controls') ?? '') as HTMLElement
  expect(within(listbox).getByText('Institution riverside').closest('[role="group"]')).toHaveTextContent(/carla.*raj/)
})
