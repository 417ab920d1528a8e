// @vitest-environment jsdom
import '../../app/testing/dom-test-setup.ts'
import { TRPCError } from '@trpc/server'
import { fireEvent, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, test } from 'vitest'
import { persona } from '../../../tests/factories/facts.ts'
import { createFakeTrpcServer } from '../../app/testing/fake-trpc-server.ts'
import { renderApp } from '../../app/testing/render-app.tsx'
import { axeViolations } from '../../components/ui/testing/axe-violations.ts'
import type { AdoptInput, AdoptionsOverview, AssignedCourse, AssignedTitle, AwaitingApproval, DecideAdoptionInput, RejectAdoptionInput } from '../../contracts/adoptions.ts'

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
  const sent: { adopt: AdoptInput[]; approve: DecideAdoptionInput[]; reject: RejectAdoptionInput[] } = { adopt: [], approve: [], reject: [] }
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
      reject: t.procedure.input((value: unknown) => value as RejectAdoptionInput).mutation(({ input }) => {
        sent.reject.push(input)
        overview = { ...overview, awaitingApproval: overview.awaitingApproval.filter((a) => a.id !== input.id) }
        return { id: input.id, status: 'rejected' as const, version: input.version + 1 }
      }),
    }),
  }))
  return { server, sent, failListOnce: () => (failList = 1) }
}

const awaitingRecord = (id: string, adopterId: string) => ({ id, institutionId: 'inst-1', courseId: 'c-chem', nbsi: 't-chem', adopterId, instructorIds: [adopterId], status: 'proposed' as const })
const proposal = (id: string, version: number, courseCode: string, name: string, adoptedBy: string, adopterId: string): AwaitingApproval => ({
  id,
  version,
  courseCode,
  courseTitle: `${courseCode} course`,
  term: '2026-autumn',
  nbsi: `t-${id}`,
  title: name,
  adoptedBy,
  createdAt: '2026-11-01',
  record: awaitingRecord(id, adopterId),
})

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
    // A title opens its catalogue page.
    expect(within(chem).getByRole('link', { name: 'Organic Chemistry' })).toHaveAttribute('href', '/search/t-chem')
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
    expect(within(table).getAllByRole('button').map((b) => b.getAttribute('aria-label'))).toEqual(['Approve Organic Chemistry for CHEM101', 'Reject Organic Chemistry for CHEM101'])
    expect(within(table).getByRole('link', { name: 'Organic Chemistry' })).toHaveAttribute('href', '/search/t-chem')
    // The courses list is not this user's to open (no adoptions:viewAllCourses): the course code stays text.
    expect(within(table).getByText('CHEM101')).not.toHaveAttribute('href')
    expect(within(table).queryByRole('link', { name: 'CHEM101' })).toBeNull()
    fireEvent.click(within(table).getByRole('button', { name: 'Approve Organic Chemistry for CHEM101' }))
    expect(await screen.findByText('Adoption approved')).toBeInTheDocument()
    expect(sent.approve).toEqual([{ id: 'ad-7', version: 3 }])
    expect(screen.getByText('No courses are assigned to you')).toBeInTheDocument()
  })

  test('a course code awaiting approval opens the courses list searched for it, for who may open that list', async () => {
    // The courses list opens with adoptions:viewAllCourses where the institution ingests courses.
    const approver = persona({
      flags: { 'roles-and-permissions': true },
      permissions: { 'adoptions:viewAssignedCourses': true, 'adoptions:approve': true, 'adoptions:viewAllCourses': true },
      institution: { isEAorIA: true, courseIngestionEnabled: true },
      user: { id: me.id, institutionId: me.institutionId },
    })
    const { server } = adoptionsServer(approver, {
      courses: [],
      awaitingApproval: [proposal('ad-9', 2, 'PHYS110', 'Mechanics', 'ida@x.example', 'ida')],
    })
    renderApp(server, { path: '/adoptions' })
    const table = await screen.findByRole('table', { name: 'Adoptions awaiting your approval' })
    expect(within(table).getByRole('link', { name: 'PHYS110' })).toHaveAttribute('href', '/courses?q=PHYS110')
    expect(await axeViolations(table)).toEqual([])
  })

  test('rejects with a note: an empty one is refused inline and nothing is sent; with one it is sent and the row leaves', async () => {
    const user = userEvent.setup()
    // The record text is the server's data: shown as text, never as markup.
    const awaiting = [proposal('ad-7', 3, 'CHEM101', 'Organic <b>Chemistry</b>', 'ivan@x.example', 'ivan'), proposal('ad-9', 2, 'PHYS110', 'Mechanics', 'ida@x.example', 'ida')]
    const { server, sent } = adoptionsServer(factsWith({ 'adoptions:approve': true }), { courses: [], awaitingApproval: awaiting })
    renderApp(server, { path: '/adoptions' })
    const table = await screen.findByRole('table', { name: 'Adoptions awaiting your approval' })
    const opener = within(table).getByRole('button', { name: 'Reject Organic <b>Chemistry</b> for CHEM101' })
    // Keyboard only: focus the button, Enter opens the dialog with focus in the note.
    opener.focus()
    await user.keyboard('{Enter}')
    const dialog = screen.getByRole('dialog', { name: 'Reject this adoption?' })
    expect(dialog).toHaveAccessibleDescription('Organic <b>Chemistry</b> for CHEM101 CHEM101 course, proposed by ivan@x.example.')
    expect(dialog.querySelector('b')).toBeNull()
    const note = within(dialog).getByRole('textbox', { name: 'Why is it rejected?' })
    expect(note).toHaveFocus()
    expect(await axeViolations(dialog)).toEqual([])

    // Only spaces: the contract's message, read with the field, and nothing sent.
    await user.type(note, '   ')
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }))
    expect(note).toHaveAttribute('aria-invalid', 'true')
    expect(note).toHaveAccessibleDescription(expect.stringContaining('Say why, in a note: it is shown to the person who proposed it.'))
    expect(sent.reject).toEqual([])
    expect(screen.getByRole('dialog')).toBeInTheDocument()

    await user.clear(note)
    await user.type(note, 'We already adopted the 8th edition.')
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }))
    expect(await screen.findByText('Adoption rejected')).toBeInTheDocument()
    expect(sent.reject).toEqual([{ id: 'ad-7', version: 3, note: 'We already adopted the 8th edition.' }])
    expect(screen.queryByRole('dialog')).toBeNull()
    const after = screen.getByRole('table', { name: 'Adoptions awaiting your approval' })
    expect(within(after).queryByText('Organic <b>Chemistry</b>')).toBeNull()
    expect(within(after).getByText('Mechanics')).toBeInTheDocument()
    expect(sent.approve).toEqual([])
  })

  test('Cancel closes the reject dialog, sending nothing, and focus returns to its button', async () => {
    const user = userEvent.setup()
    const { server, sent } = adoptionsServer(factsWith({ 'adoptions:approve': true }), { courses: [], awaitingApproval: [proposal('ad-9', 2, 'PHYS110', 'Mechanics', 'ida@x.example', 'ida')] })
    renderApp(server, { path: '/adoptions' })
    const opener = await screen.findByRole('button', { name: 'Reject Mechanics for PHYS110' })
    await user.click(opener)
    await user.type(screen.getByRole('textbox', { name: 'Why is it rejected?' }), 'Not this one')
    await user.click(screen.getByRole('button', { name: 'Cancel' }))
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(opener).toHaveFocus()
    expect(sent.reject).toEqual([])
    // Opened again, the note starts empty.
    await user.click(opener)
    expect(screen.getByRole('textbox', { name: 'Why is it rejected?' })).toHaveValue('')
  })

  test('offers no Reject for one’s own proposal, nor without adoptions:approve', async () => {
    const awaiting = [proposal('ad-8', 1, 'PHYS110', 'Mechanics', me.email, me.id), proposal('ad-9', 2, 'BIO201', 'Cell Biology', 'ida@x.example', 'ida')]
    const mine = adoptionsServer(factsWith({ 'adoptions:approve': true }), { courses: [], awaitingApproval: awaiting })
    const { unmount } = renderApp(mine.server, { path: '/adoptions' })
    const table = await screen.findByRole('table', { name: 'Adoptions awaiting your approval' })
    expect(within(table).getAllByRole('button').map((b) => b.getAttribute('aria-label'))).toEqual(['Approve Cell Biology for BIO201', 'Reject Cell Biology for BIO201'])
    unmount()

    // A list the server should not have sent: the browser's rule still offers nothing.
    const without = adoptionsServer(factsWith({}), { courses: [], awaitingApproval: awaiting })
    renderApp(without.server, { path: '/adoptions' })
    const shown = await screen.findByRole('table', { name: 'Adoptions awaiting your approval' })
    expect(within(shown).queryAllByRole('button')).toEqual([])
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
