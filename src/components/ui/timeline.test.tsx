// @vitest-environment jsdom
import '../../app/testing/dom-test-setup.ts'
import { render, screen, within } from '@testing-library/react'
import { expect, test } from 'vitest'
import type { RecordEvent } from '../../contracts/record-history.ts'
import { axeViolations } from './testing/axe-violations.ts'
import { Timeline } from './timeline.tsx'

const hostile = '<img src=x onerror=alert(1)>'

function event(overrides: Partial<RecordEvent> & Pick<RecordEvent, 'id' | 'action'>): RecordEvent {
  return {
    recordType: 'Request',
    recordId: 'r1',
    actorId: 'u1',
    actorEmail: 'abe@testville.example',
    at: '2026-11-25T14:03:00.000Z',
    from: null,
    to: null,
    note: null,
    changes: {},
    ...overrides,
  }
}

const history: RecordEvent[] = [
  event({ id: 1, action: 'create', to: 'pending', actorEmail: 'ida@testville.example', at: '2026-11-24T09:30:00.000Z' }),
  event({ id: 2, action: 'updateItem', changes: { quantity: { from: 30, to: 12 }, note: { from: 'old', to: null } }, at: '2026-11-24T10:00:00.000Z' }),
  event({ id: 3, action: 'approve', from: 'pending', to: 'approved', note: 'Fine by me', at: '2026-11-25T14:03:00.000Z' }),
  // A change that leaves the status where it was does not claim a move.
  event({ id: 4, action: 'reopen', from: 'approved', to: 'approved', at: '2026-11-26T08:00:00.000Z' }),
]

test('lists the events oldest first, as given: who, what, the status move, the fields, the note and when', async () => {
  const { container } = render(<Timeline events={history} label="History" empty="No changes yet." />)
  const list = screen.getByRole('list', { name: 'History' })
  const items = within(list).getAllByRole('listitem')
  expect(items).toHaveLength(4)

  expect(items[0]).toHaveTextContent('ida@testville.example created: pending')
  expect(items[1]).toHaveTextContent('abe@testville.example changed: quantity 30 → 12, note cleared')
  expect(items[2]).toHaveTextContent('abe@testville.example approved: pending → approved')
  expect(within(items[2]!).getByText('“Fine by me”')).toBeInTheDocument()
  expect(items[3]).toHaveTextContent(/^abe@testville\.example reopened26 Nov 2026, 08:00 UTC$/)

  const times = items.map((item) => item.querySelector('time'))
  expect(times.map((time) => time?.getAttribute('dateTime'))).toEqual(history.map((entry) => entry.at))
  expect(times[2]).toHaveTextContent('25 Nov 2026, 14:03 UTC')
  expect(times[0]).toHaveTextContent('24 Nov 2026, 09:30 UTC')
  expect(await axeViolations(container)).toEqual([])
})

test('names what the event was done to when asked', () => {
  const added = event({ id: 5, action: 'addItem', changes: { title: { from: null, to: 'Organic Chemistry' }, quantity: { from: null, to: 30 } } })
  render(<Timeline events={[added]} label="History" empty="No changes yet." describe={(entry) => String(entry.changes['title']?.to ?? '')} />)
  expect(screen.getByRole('listitem')).toHaveTextContent('abe@testville.example added Organic Chemistry: quantity 30')
})

test('an item removed reads as what it was, not as its fields cleared', () => {
  const removed = event({
    id: 7,
    action: 'removeItem',
    changes: { title: { from: 'Organic Chemistry', to: null }, quantity: { from: 3, to: null }, requirement: { from: 'essential', to: null } },
  })
  render(<Timeline events={[removed]} label="History" empty="No changes yet." describe={(entry) => String(entry.changes['title']?.from ?? '')} />)
  expect(screen.getByRole('listitem')).toHaveTextContent('abe@testville.example removed Organic Chemistry: quantity 3, requirement essential')
})

test('hostile record text in a note, a title or an email is shown as text and creates no element', async () => {
  const attack = event({
    id: 6,
    action: 'addItem',
    actorEmail: `${hostile}@testville.example`,
    note: hostile,
    changes: { title: { from: null, to: hostile }, requirement: { from: null, to: hostile } },
  })
  const { container } = render(
    <Timeline events={[attack]} label="History" empty="No changes yet." describe={(entry) => String(entry.changes['title']?.to ?? '')} />,
  )
  const item = screen.getByRole('listitem')
  expect(within(item).getByText(`“${hostile}”`)).toBeInTheDocument()
  expect(within(item).getByText(hostile, { selector: '.timeline-subject' })).toBeInTheDocument()
  expect(item).toHaveTextContent(`requirement ${hostile}`)
  expect(item).toHaveTextContent(`${hostile}@testville.example added`)
  expect(container.querySelector('img')).toBeNull()
  expect(container.querySelector('[onerror]')).toBeNull()
  expect(await axeViolations(container)).toEqual([])
})

test('with no events it says so, and shows no empty list', async () => {
  const { container } = render(<Timeline events={[]} label="History" empty="No changes yet." />)
  expect(screen.getByText('No changes yet.')).toBeInTheDocument()
  expect(screen.queryByRole('list')).toBeNull()
  expect(await axeViolations(container)).toEqual([])
})
