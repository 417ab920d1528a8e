// @vitest-environment jsdom
import '../testing/dom-test-setup.ts'
import { act, render, screen, within } from '@testing-library/react'
import { createColumnHelper } from '@tanstack/react-table'
import { expect, test } from 'vitest'
import { LiveAnnouncerProvider } from '../../components/ui/live-announcer.tsx'
import type { LiveChange } from '../../contracts/live.ts'
import { LiveStoreProvider } from '../live/live-store-context.tsx'
import { createLiveStore } from '../live/live-store.ts'
import { ListTable } from './list-table.tsx'

interface Course {
  readonly id: string
  readonly code: string
  readonly booklistId: string | null
}

const column = createColumnHelper<Course>()
const columns = [column.accessor('code', { header: 'Code' })]
const rows: Course[] = [
  { id: 'c-chem', code: 'CHEM101', booklistId: 'bl-chem' },
  { id: 'c-bio', code: 'BIO201', booklistId: null },
]
const query = { data: { rows, total: 2 }, status: 'success' as const, error: null, refetch: () => undefined }

const submitted: LiveChange = {
  eventId: 5,
  type: 'Booklist',
  id: 'bl-chem',
  timelineId: 'bl-chem',
  action: 'submit',
  actorId: 'omar',
  actorEmail: 'omar@westbrook.example',
  at: '2026-11-25T14:03:00Z',
  version: 2,
}

function renderTables(store = createLiveStore({ selfId: () => 'me' })) {
  const live = { type: 'Booklist' as const, getRecordId: (row: Course) => row.booklistId ?? undefined, label: (row: Course) => `${row.code} booklist` }
  const view = render(
    <LiveStoreProvider store={store}>
      <LiveAnnouncerProvider>
        <ListTable query={query} what="The courses" count={(total) => `${total} courses`} caption="Courses" columns={columns} live={live} />
        <ListTable query={query} what="The courses" count={(total) => `${total} more courses`} caption="More courses" columns={columns} />
      </LiveAnnouncerProvider>
    </LiveStoreProvider>,
  )
  return { store, ...view }
}

test('a screen with two lists has one polite region: both counts and the marks are said through it', () => {
  const { store, container } = renderTables()
  const regions = container.querySelectorAll('[aria-live="polite"]')
  expect(regions).toHaveLength(1)
  expect(regions[0]?.textContent).toBe('2 courses. 2 more courses')
  act(() => store.heard([submitted]))
  expect(regions[0]?.textContent).toBe('CHEM101 booklist: submitted by omar@westbrook.example just now')
})

test('a row is marked by the record it shows (a course by its booklist), not by its own id', () => {
  const { store } = renderTables()
  act(() => store.heard([{ ...submitted, eventId: 4, id: 'c-bio', timelineId: 'c-bio' }]))
  const table = screen.getByRole('table', { name: 'Courses' })
  expect(within(table).getByRole('row', { name: /BIO201/ })).not.toHaveTextContent('omar')
  act(() => store.heard([submitted]))
  expect(within(table).getByRole('row', { name: /CHEM101/ })).toHaveTextContent('submitted by omar@westbrook.example just now')
})

test('a list alone, under no screen’s region, keeps one of its own', () => {
  const { container } = render(<ListTable query={query} what="The courses" count={(total) => `${total} courses`} caption="Courses" columns={columns} />)
  expect(container.querySelectorAll('[aria-live="polite"]')).toHaveLength(1)
})
