// @vitest-environment jsdom
import '../../app/testing/dom-test-setup.ts'
import { TRPCError } from '@trpc/server'
import { fireEvent, screen, within } from '@testing-library/react'
import { describe, expect, test } from 'vitest'
import { persona } from '../../../tests/factories/facts.ts'
import { createFakeTrpcServer } from '../../app/testing/fake-trpc-server.ts'
import { renderApp } from '../../app/testing/render-app.tsx'
import { axeViolations } from '../../components/ui/testing/axe-violations.ts'
import type { AdoptInput, AdoptionsOverview, AssignedCourse, AssignedTitle, DecideAdoptionInput } from '../../contracts/adoptions.ts'

const me = { id: 'user-1', email: 'raj@riverside.example', institutionId: 'inst-1' }
const factsWith = (permissions: Record<string, boolean>) =>
  persona({
    flags: { 'roles-and-permissions': true },
    permissions: { 'adoptions:viewAssignedCourses': true, ...permissions },
    institution: { isEAorIA: true },
    user: { id: me.id, institutionId: me.institutionId },
  })

const title = (courseId: string, nbsi: string, name: string, instructorIds: string[], adoption: AssignedTitle['adoption'] = null): AssignedTitle => ({
  nbsi,
  title: name,
  authors: ['A. Author'],
  requirement: 'essential',
  adoption,
  record: { id: adoption?.id ?? '', institutionId: 'inst-1', courseId, nbsi, adopterId: me.id, instructorIds, status: adoption?.status ?? 'proposed' },
})

const course = (id: string, code: string, titles: AssignedTitle[]): AssignedCourse => ({ id, code, title: `${code} course`, term: '2026-autumn', department: 'Chemistry', enrolment: 30, titles })

/** adoptions.* over an in-memory state, recording what the screen sent. */
function adoptionsServer(facts: ReturnType<typeof factsWith>, initial: AdoptionsOverview) {
  let overview = initial
  const sent: { adopt: AdoptInput[]; approve: DecideAdoptionInput[] } = { adopt: [], approve: [] }
  let failList = 0
  const server = createFakeTrpcServer(facts, me, (t) => ({
    adoptions: t.router({
      list: t.procedure.query(() => {
        if (failList > 0) {
          failList--
          throw new TRPCError({ code: 'INTERNAL_SERVER_ERROR', message: 'The database is restarting.' })
        }
        return overview
      }),
      adopt: t.procedure.input((value: unknown) => value as AdoptInput).mutation(({ input }) => {
        sent.adopt.push(input)
        const adoption = { id: 'ad-1', status: 'proposed' as const, version: 1, adoptedBy: me.email, updatedAt: '2026-11-23T08:00:00.000Z' }
        overview = {
          ...overview,
          courses: overview.courses.map((c) => ({ ...c, titles: c.titles.map((t) => (c.id === input.courseId && t.nbsi === input.nbsi ? { ...t, adoption, record: { ...t.record, id: 'ad-1' } } : t)) })),
        }
        return { id: 'ad-1', status: 'proposed' as const, version: 1 }
      }),
      approve: t.procedure.input((value: unknown) => value as DecideAdoptionInput).mutation(({ input }) => {
        sent.approve.push(input)
        overview = { ...overview, awaitingApproval: overview.awaitingApproval.filter((a) => a.id !== input.id) }
        return { id: input.id, status: 'approved' as const, version: input.version + 1 }
      }),
    }),
  }))
  return { server, sent, failListOnce: () => (failList = 1) }
}

describe('the adoptions screen', () => {
  test('shows each assigned course with its titles and adopts a title where the rule allows', async () => {
    const { server, sent } = adoptionsServer(factsWith({}), {
      courses: [
        course('c-chem', 'CHEM101', [title('c-chem', 't-chem', 'Organic Chemistry', [me.id])]),
        // A course whose record does not list the user: no button, as the server would refuse.
        course('c-bio', 'BIO201', [title('c-bio', 't-bio', 'Cell Biology', ['someone-else'])]),
      ],
      awaitingApproval: [],
    })
    renderApp(server, { path: '/adoptions' })
    const chem = await screen.findByRole('table', { name: 'Titles for CHEM101' })
    expect(within(chem).getByText('not adopted')).toBeInTheDocument()
    expect(within(screen.getByRole('table', { name: 'Titles for BIO201' })).queryByRole('button')).toBeNull()
    expect(await axeViolations(screen.getByRole('main'))).toEqual([])
    fireEvent.click(within(chem).getByRole('button', { name: 'Adopt Organic Chemistry' }))
    expect(await within(chem).findByText('proposed')).toBeInTheDocument()
    expect(sent.adopt).toEqual([{ courseId: 'c-chem', nbsi: 't-chem', idempotencyKey: expect.stringMatching(/^[0-9a-f-]{36}$/) }])
    expect(within(chem).getByRole('button', { name: 'Withdraw Organic Chemistry' })).toBeInTheDocument()
    expect(await screen.findByText('Adoption proposed')).toBeInTheDocument()
  })

  test('lists what awaits approval only with adoptions:approve, never offering to approve one’s own', async () => {
    const record = (id: string, adopterId: string) => ({ id, institutionId: 'inst-1', courseId: 'c-chem', nbsi: 't-chem', adopterId, instructorIds: [adopterId], status: 'proposed' as const })
    const awaiting = [
      { id: 'ad-7', version: 3, courseCode: 'CHEM101', courseTitle: 'Chemistry', term: '2026-autumn', nbsi: 't-chem', title: 'Organic Chemistry', adoptedBy: 'ivan@x.example', createdAt: '2026-11-01', record: record('ad-7', 'ivan') },
      { id: 'ad-8', version: 1, courseCode: 'PHYS110', courseTitle: 'Physics', term: '2026-autumn', nbsi: 't-phys', title: 'Mechanics', adoptedBy: me.email, createdAt: '2026-11-01', record: record('ad-8', me.id) },
    ]
    const { server, sent } = adoptionsServer(factsWith({ 'adoptions:approve': true }), { courses: [], awaitingApproval: awaiting })
    renderApp(server, { path: '/adoptions' })
    const table = await screen.findByRole('table', { name: 'Adoptions awaiting your approval' })
    expect(within(table).getAllByRole('button').map((b) => b.getAttribute('aria-label'))).toEqual(['Approve Organic Chemistry for CHEM101'])
    fireEvent.click(within(table).getByRole('button', { name: 'Approve Organic Chemistry for CHEM101' }))
    expect(await screen.findByText('Adoption approved')).toBeInTheDocument()
    expect(sent.approve).toEqual([{ id: 'ad-7', version: 3 }])
    expect(screen.getByText('No courses are assigned to you')).toBeInTheDocument()
  })

  test('shows a failed load with Retry, and Retry loads the courses', async () => {
    const { server, failListOnce } = adoptionsServer(factsWith({}), { courses: [course('c-chem', 'CHEM101', [])], awaitingApproval: [] })
    failListOnce()
    renderApp(server, { path: '/adoptions' })
    expect(await screen.findByText('The database is restarting.')).toBeInTheDocument()
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }))
    expect(await screen.findByRole('heading', { name: 'CHEM101 CHEM101 course' })).toBeInTheDocument()
    expect(screen.getByText('No titles yet')).toBeInTheDocument()
  })
})
