// @vitest-environment jsdom
import '../../../src/app/testing/dom-test-setup.ts'
import { fireEvent, render, screen, within } from '@testing-library/react'
import { expect, test } from 'vitest'
import type { ReplayResult, StaffImpact } from '../../../scripts/policy/semantics/impact/impact-types.ts'
import { ImpactSections } from './impact-sections.tsx'
import type { ImpactView } from './use-impact.ts'

const hostile = '<img src=x onerror=alert(1)>@x'
const staff: StaffImpact = {
  basePolicyHash: 'base',
  candidatePolicyHash: 'candidate',
  staffCount: 7,
  institutions: [
    {
      id: 'north',
      name: 'North College',
      staffCount: 5,
      changes: [
        {
          kind: 'menu',
          key: 'reports',
          label: 'Reports',
          direction: 'loses',
          people: [
            { id: 'u1', email: 'ann@north.example', name: 'Ann', decidedBy: 'needs: flag report-page on' },
            { id: 'u2', email: hostile, name: null, decidedBy: 'has counterReport:view' },
            { id: 'u3', email: 'cy@north.example', name: null, decidedBy: 'has counterReport:view' },
          ],
        },
        {
          kind: 'action',
          key: 'approve Request',
          label: 'approve a request',
          direction: 'scope',
          people: [
            {
              id: 'u1',
              email: 'ann@north.example',
              name: 'Ann',
              before: 'on requests of their institution',
              after: 'never',
              decidedBy: 'has requests:approve',
            },
          ],
        },
      ],
    },
    { id: 'south', name: 'South School', staffCount: 2, changes: [] },
    {
      id: 'west',
      name: 'West Academy',
      staffCount: 0,
      problem: 'its settings name the list "terms", which the candidate policy does not declare',
      changes: [],
    },
  ],
}
const decisions: ReplayResult = {
  basePolicyHash: 'base',
  candidatePolicyHash: 'candidate',
  considered: 120,
  replayed: 118,
  personGone: 2,
  flips: 4,
  groups: [
    {
      procedure: 'requests.approve',
      rule: 'approve Request',
      from: 'allowed',
      to: 'denied',
      count: 4,
      examples: [
        { at: '2025-03-02T10:15:00.000Z', userId: 'u9', email: null, procedure: 'requests.approve', recordId: 'r-17' },
        { at: '2025-03-01T08:00:00.000Z', userId: 'u2', email: hostile, procedure: 'requests.approve', recordId: null },
      ],
    },
  ],
  factsAsTheyWere: 0,
  factsChangedSince: 5,
  differFromLogged: 0,
  loggedUnderOtherPolicy: 3,
  from: '2025-02-01T00:00:00.000Z',
  to: '2025-03-02T10:15:00.000Z',
}
const connected = { connected: true, location: '/data/adoptions.sqlite', dialect: 'sqlite' } as const
const view = (parts: Partial<ImpactView>): ImpactView => ({ database: connected, impact: { staff, decisions }, error: undefined, updating: false, ...parts })

test('staff changes per institution: a summary each, expanding to the people and what decides', () => {
  const { container } = render(<ImpactSections view={view({})} />)
  expect(screen.getByRole('heading', { name: 'Impact on staff' })).toBeInTheDocument()
  const institutions = screen.getByRole('list', { name: 'Staff impact by institution' })
  expect(within(institutions).getByText('North College')).toBeInTheDocument()
  // South School has no change, West Academy says why it was not compared.
  expect(within(institutions).queryByText('South School')).toBeNull()
  expect(within(institutions).getByText(/^Not compared: its settings name the list "terms"/)).toBeInTheDocument()
  expect(screen.queryByText(/No real staff member/)).toBeNull()

  const loses = screen.getByText('loses menu Reports: 3 staff', { selector: 'summary' })
  expect(loses).toHaveClass('lost')
  const details = loses.closest('details')!
  expect(details.open).toBe(false)
  fireEvent.click(loses)
  expect(details.open).toBe(true)
  expect(within(details).getByText('ann@north.example')).toBeInTheDocument()
  expect(details).toHaveTextContent('ann@north.example (Ann)')
  expect(within(details).getByText('needs: flag report-page on')).toBeInTheDocument()
  expect(within(details).getAllByText('has counterReport:view')).toHaveLength(2)

  const scope = screen.getByText('changes the scope of action approve a request: 1 staff member', { selector: 'summary' })
  expect(scope.closest('details')).toHaveTextContent('on requests of their institution → never')

  // Text from the database is text: no element is made of it.
  expect(within(details).getByText(hostile)).toBeInTheDocument()
  expect(container.querySelector('img')).toBeNull()
})

test('no change: says how many staff were compared', () => {
  const calm: StaffImpact = { ...staff, institutions: [{ id: 'south', name: 'South School', staffCount: 2, changes: [] }] }
  render(<ImpactSections view={view({ impact: { staff: calm, decisions } })} />)
  expect(screen.getByText('No real staff member gains or loses anything (7 compared).')).toBeInTheDocument()
})

test('recent decisions: the count, the groups with their examples, and the notes', () => {
  const { container } = render(<ImpactSections view={view({})} />)
  expect(screen.getByRole('heading', { name: 'Impact on recent decisions' })).toBeInTheDocument()
  expect(screen.getByText(/^Of the last 120 decisions/)).toHaveTextContent(
    'Of the last 120 decisions (2025-02-01 00:00 UTC to 2025-03-02 10:15 UTC), 4 would go the other way.',
  )
  const summary = screen.getByText('requests.approve · approve Request: allowed → denied — 4', { selector: 'summary' })
  fireEvent.click(summary)
  const examples = within(summary.closest('details')!).getAllByRole('listitem')
  expect(examples[0]).toHaveTextContent('2025-03-02 10:15 UTC · u9 · record r-17')
  expect(examples[1]).toHaveTextContent(`2025-03-01 08:00 UTC · ${hostile}`)
  const notes = screen.getByRole('list', { name: 'About the replay' })
  expect(notes).toHaveTextContent('5 of 118 replayed decisions were made with other facts that the history cannot rebuild')
  expect(notes).toHaveTextContent('2 not replayed')
  expect(notes).toHaveTextContent('3 were logged under another policy')
  expect(notes).not.toHaveTextContent('answered differently')
  expect(container.querySelector('img')).toBeNull()
})

test('an empty log says that the server logs decisions as staff use the product', () => {
  const empty: ReplayResult = {
    ...decisions,
    considered: 0,
    replayed: 0,
    personGone: 0,
    flips: 0,
    groups: [],
    factsAsTheyWere: 0,
    factsChangedSince: 0,
    loggedUnderOtherPolicy: 0,
    from: null,
    to: null,
  }
  render(<ImpactSections view={view({ impact: { staff, decisions: empty } })} />)
  expect(screen.getByText(/the server logs access decisions as staff use the product/)).toBeInTheDocument()
  expect(screen.queryByText(/^Of the last/)).toBeNull()
})

test('not connected, loading, updating and failing', () => {
  const { rerender } = render(<ImpactSections view={view({ database: { connected: false }, impact: undefined })} />)
  expect(screen.getByText(/^Not connected to a database\./)).toHaveTextContent(
    'Not connected to a database. Start the studio with npm run studio -- --database to see the effect on real staff and recent decisions.',
  )
  expect(screen.queryByRole('heading', { name: 'Impact on staff' })).toBeNull()

  rerender(<ImpactSections view={view({ impact: undefined })} />)
  expect(screen.getByText('Reading the database…').closest('[aria-busy]')).toHaveAttribute('aria-busy', 'true')

  rerender(<ImpactSections view={view({ updating: true })} />)
  expect(screen.getByRole('region', { name: 'Impact on the database' })).toHaveAttribute('aria-busy', 'true')
  expect(screen.getByText('loses menu Reports: 3 staff')).toBeInTheDocument()

  rerender(<ImpactSections view={view({ error: 'the database could not be read: SQLITE_CANTOPEN' })} />)
  expect(screen.getByRole('alert')).toHaveTextContent('the database could not be read: SQLITE_CANTOPEN')
  expect(screen.getByRole('alert')).toHaveClass('stale')
})
