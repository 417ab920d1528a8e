// @vitest-environment jsdom
import '../../app/testing/dom-test-setup.ts'
import { act, render, screen, within } from '@testing-library/react'
import { createColumnHelper } from '@tanstack/react-table'
import { expect, test } from 'vitest'
import { LiveStoreProvider } from '../../app/live/live-store-context.tsx'
import { createLiveStore } from '../../app/live/live-store.ts'
import { LiveAnnouncerProvider } from '../../components/ui/live-announcer.tsx'
import type { LiveChange } from '../../contracts/live.ts'
import type { SupplyGroup, SupplyRequestRow } from '../../contracts/supplies.ts'
import { SupplyGroupTable } from './supply-group-table.tsx'

const column = createColumnHelper<SupplyRequestRow>()
const columns = [column.accessor('title', { header: 'Title' })]
const course = { id: 'c-chem', code: 'CHEM101', title: 'Intro Chemistry', enrolment: 120 }

const request = (id: string, title: string): SupplyRequestRow => ({
  id,
  nbsi: `t-${id}`,
  title,
  quantity: 1,
  status: 'pending',
  requesterEmail: 'me@inst.example',
  createdAt: '2026-11-20T09:00:00.000Z',
  version: 1,
  record: { id, institutionId: 'inst-1', requesterId: 'me', kind: 'supply', status: 'pending', nbsi: `t-${id}`, courseId: course.id, quantity: 1 },
})

const change = (id: string, action: string): LiveChange => ({
  eventId: 9,
  type: 'Request',
  id,
  timelineId: id,
  action,
  actorId: 'omar',
  actorEmail: 'omar@westbrook.example',
  at: '2026-11-25T14:03:00Z',
  version: 2,
})

function setup(requests: SupplyRequestRow[]) {
  const store = createLiveStore({ selfId: () => 'me' })
  const view = (group: SupplyGroup) => (
    <LiveStoreProvider store={store}>
      <LiveAnnouncerProvider>
        <SupplyGroupTable group={group} columns={columns} />
      </LiveAnnouncerProvider>
    </LiveStoreProvider>
  )
  const rendered = render(view({ course, requests }))
  return { store, rerender: (next: SupplyRequestRow[]) => rendered.rerender(view({ course, requests: next })), container: rendered.container }
}

const region = (container: HTMLElement) => container.querySelector('[aria-live="polite"]')

test('a request someone else changed is marked with who, and said once, by title and course, in the page’s region', () => {
  const chem = request('r1', 'Organic Chemistry')
  const { store, container } = setup([chem, request('r2', 'Cell Biology')])
  act(() => store.heard([change('r1', 'approve')]))
  const row = screen.getByRole('row', { name: /Organic Chemistry/ })
  expect(within(row).getByText('approved by omar@westbrook.example just now')).toBeInTheDocument()
  expect(screen.getByRole('row', { name: /Cell Biology/ })).not.toHaveTextContent('omar')
  expect(container.querySelectorAll('[aria-live]')).toHaveLength(1)
  expect(region(container)).toHaveTextContent('Organic Chemistry for CHEM101: approved by omar@westbrook.example just now')
})

test('a request that left the course’s list after someone else’s change stays a moment, marked as leaving', () => {
  const chem = request('r1', 'Organic Chemistry')
  const bio = request('r2', 'Cell Biology')
  const { store, rerender, container } = setup([chem, bio])
  act(() => store.heard([change('r1', 'cancel')]))
  rerender([bio])
  const row = screen.getByRole('row', { name: /Organic Chemistry/ })
  expect(within(row).getByText('cancelled by omar@westbrook.example just now — no longer in this list')).toBeInTheDocument()
  expect(region(container)).toHaveTextContent('Organic Chemistry for CHEM101: cancelled by omar@westbrook.example just now — no longer in this list')
})
