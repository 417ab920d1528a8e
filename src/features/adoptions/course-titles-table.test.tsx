// @vitest-environment jsdom
import '../../app/testing/dom-test-setup.ts'
import { act, render, screen, within } from '@testing-library/react'
import { createColumnHelper } from '@tanstack/react-table'
import { expect, test } from 'vitest'
import { LiveStoreProvider } from '../../app/live/live-store-context.tsx'
import { createLiveStore } from '../../app/live/live-store.ts'
import { LiveAnnouncerProvider } from '../../components/ui/live-announcer.tsx'
import type { AssignedCourse, AssignedTitle } from '../../contracts/adoptions.ts'
import type { LiveChange } from '../../contracts/live.ts'
import { CourseTitlesTable } from './course-titles-table.tsx'

const column = createColumnHelper<AssignedTitle>()
const columns = [column.accessor('title', { header: 'Title' })]

const title = (nbsi: string, name: string, adoptionId: string | null): AssignedTitle =>
  ({
    nbsi,
    title: name,
    authors: [],
    requirement: 'required',
    adoption:
      adoptionId === null ? null : { id: adoptionId, status: 'proposed', version: 1, adoptedBy: 'me@inst.example', updatedAt: '2026-11-20T09:00:00.000Z' },
    record: { courseId: 'c-chem' },
  }) as unknown as AssignedTitle

const course = (titles: AssignedTitle[]): AssignedCourse => ({
  id: 'c-chem',
  code: 'CHEM101',
  title: 'Intro Chemistry',
  term: '2026-autumn',
  department: 'Chemistry',
  enrolment: 120,
  titles,
  previousApproved: 0,
  readoptRecord: { id: '', institutionId: 'inst-1', courseId: 'c-chem', nbsi: '', adopterId: 'u-me', instructorIds: [], status: 'proposed' },
})

const approved = (adoptionId: string): LiveChange => ({
  eventId: 4,
  type: 'Adoption',
  id: adoptionId,
  timelineId: adoptionId,
  action: 'approve',
  actorId: 'omar',
  actorEmail: 'omar@westbrook.example',
  at: '2026-11-25T14:03:00Z',
  version: 2,
})

test('a title whose adoption someone else approved is marked by its adoption’s id, and said once in the page’s region', () => {
  const store = createLiveStore({ selfId: () => 'me' })
  const { container } = render(
    <LiveStoreProvider store={store}>
      <LiveAnnouncerProvider>
        <CourseTitlesTable
          course={course([title('t-org', 'Organic Chemistry', 'a-1'), title('t-bio', 'Cell Biology', null)])}
          columns={columns}
          onRowActivate={() => undefined}
        />
      </LiveAnnouncerProvider>
    </LiveStoreProvider>,
  )
  // A change of the title's id (its nbsi) is not its adoption's: nothing is marked.
  act(() => store.heard([{ ...approved('t-bio'), eventId: 3 }]))
  expect(container.querySelector('[aria-live="polite"]')).toHaveTextContent('')
  act(() => store.heard([approved('a-1')]))
  const row = screen.getByRole('row', { name: /Organic Chemistry/ })
  expect(within(row).getByText('approved by omar@westbrook.example just now')).toBeInTheDocument()
  expect(screen.getByRole('row', { name: /Cell Biology/ })).not.toHaveTextContent('omar')
  expect(container.querySelectorAll('[aria-live]')).toHaveLength(1)
  expect(container.querySelector('[aria-live="polite"]')).toHaveTextContent('Organic Chemistry for CHEM101: approved by omar@westbrook.example just now')
})
