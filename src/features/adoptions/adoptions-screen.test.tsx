// @vitest-environment jsdom
import '../../app/testing/dom-test-setup.ts'
import { TRPCError } from '@trpc/server'
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, test } from 'vitest'
import { persona } from '../../../tests/factories/facts.ts'
import { createFakeTrpcServer } from '../../app/testing/fake-trpc-server.ts'
import { renderApp } from '../../app/testing/render-app.tsx'
import { axeViolations } from '../../components/ui/testing/axe-violations.ts'
import type { RecordEvent } from '../../contracts/record-history.ts'
import type {
  AdoptInput,
  AdoptionHistory,
  AssignedCourse,
  AssignedCoursesPage,
  AssignedTitle,
  AwaitingApproval,
  AwaitingPage,
  DecideAdoptionInput,
  ListAdoptionsInput,
  ListAwaitingInput,
  ReadoptInput,
  ReadoptPreview,
  ReadoptResult,
  RejectAdoptionInput,
} from '../../contracts/adoptions.ts'

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

const course = (
  id: string,
  code: string,
  titles: AssignedTitle[],
  term = '2026-autumn',
  previousApproved = 0,
  instructorIds: string[] = [],
): AssignedCourse => ({
  id,
  code,
  title: `${code} course`,
  term,
  department: 'Chemistry',
  enrolment: 30,
  titles,
  previousApproved,
  readoptRecord: { id: '', institutionId: 'inst-1', courseId: id, nbsi: '', adopterId: me.id, instructorIds, status: 'proposed' },
})

interface AdoptionsState {
  readonly courses: AssignedCourse[]
  readonly awaitingApproval: AwaitingApproval[]
}

/** One page of rows as the server would cut it (the fake filters by term and text, and does not sort). */
function pageOf<T extends { term: string }>(rows: readonly T[], input: ListAdoptionsInput | ListAwaitingInput, text: (row: T) => string) {
  const q = input.q?.toLowerCase()
  const matching = rows.filter((row) => (!input.term || row.term === input.term) && (!q || text(row).toLowerCase().includes(q)))
  const size = input.pageSize ?? 25
  const from = ((input.page ?? 1) - 1) * size
  return { rows: matching.slice(from, from + size), total: matching.length, terms: [...new Set(rows.map((row) => row.term))] }
}

const adoptionEvent = (
  id: number,
  recordId: string,
  action: string,
  actorEmail: string,
  from: string | null,
  to: string,
  note: string | null,
): RecordEvent => ({
  id,
  recordType: 'Adoption',
  recordId,
  action,
  actorId: actorEmail,
  actorEmail,
  at: `2026-11-0${id}T09:00:00.000Z`,
  from,
  to,
  note,
  changes: {},
})

/** adoptions.* over an in-memory state, recording what the screen sent. */
function adoptionsServer(facts: ReturnType<typeof factsWith>, initial: AdoptionsState) {
  let state = initial
  const sent: {
    list: ListAdoptionsInput[]
    awaiting: ListAwaitingInput[]
    adopt: AdoptInput[]
    approve: DecideAdoptionInput[]
    reject: RejectAdoptionInput[]
    history: string[]
    readopt: ReadoptInput[]
  } = {
    list: [],
    awaiting: [],
    adopt: [],
    approve: [],
    reject: [],
    history: [],
    readopt: [],
  }
  let failList = 0
  const server = createFakeTrpcServer(facts, me, (t) => ({
    adoptions: t.router({
      list: t.procedure
        .input((value: unknown) => value as ListAdoptionsInput)
        .query(({ input }): AssignedCoursesPage => {
          sent.list.push(input)
          if (failList > 0) {
            failList--
            throw new TRPCError({ code: 'INTERNAL_SERVER_ERROR', message: 'The database is restarting.' })
          }
          return { ...pageOf(state.courses, input, (c) => `${c.code} ${c.title}`), awaitingCount: state.awaitingApproval.length }
        }),
      awaiting: t.procedure
        .input((value: unknown) => value as ListAwaitingInput)
        .query(({ input }): AwaitingPage => {
          sent.awaiting.push(input)
          return pageOf(state.awaitingApproval, input, (a) => `${a.courseCode} ${a.courseTitle} ${a.title}`)
        }),
      // Any id: the history the server would answer for it (a proposal, then its rejection with the reason).
      history: t.procedure
        .input((value: unknown) => value as { id: string })
        .query(({ input }): AdoptionHistory => {
          sent.history.push(input.id)
          return {
            adoption: {
              id: input.id,
              status: 'rejected',
              courseCode: 'CHEM101',
              courseTitle: 'Chemistry',
              title: 'Organic Chemistry',
              adoptedBy: 'ivan@x.example',
            },
            events: [
              adoptionEvent(1, input.id, 'adopt', 'ivan@x.example', null, 'proposed', null),
              adoptionEvent(2, input.id, 'reject', 'apu@x.example', 'proposed', 'rejected', 'We use the 8th edition.'),
            ],
          }
        }),
      adopt: t.procedure
        .input((value: unknown) => value as AdoptInput)
        .mutation(({ input }) => {
          sent.adopt.push(input)
          const adoption = { id: 'ad-1', status: 'proposed' as const, version: 1, adoptedBy: me.email, updatedAt: '2026-11-23T08:00:00.000Z' }
          state = {
            ...state,
            courses: state.courses.map((c) => ({
              ...c,
              titles: c.titles.map((t) => (c.id === input.courseId && t.nbsi === input.nbsi ? { ...t, adoption, record: { ...t.record, id: 'ad-1' } } : t)),
            })),
          }
          return { id: 'ad-1', status: 'proposed' as const, version: 1 }
        }),
      approve: t.procedure
        .input((value: unknown) => value as DecideAdoptionInput)
        .mutation(({ input }) => {
          sent.approve.push(input)
          state = { ...state, awaitingApproval: state.awaitingApproval.filter((a) => a.id !== input.id) }
          return { id: input.id, status: 'approved' as const, version: input.version + 1 }
        }),
      // Last term approved two titles: one is proposed again, one is out of print.
      readoptPreview: t.procedure
        .input((value: unknown) => value as { courseId: string })
        .query(({ input }): ReadoptPreview => ({
          courseId: input.courseId,
          previous: { id: 'c-old', term: '2026-spring' },
          titles: [
            { nbsi: 't-lab', title: 'Lab Manual', outcome: sent.readopt.length > 0 ? 'alreadyAdopted' : 'propose' },
            { nbsi: 't-old', title: 'Old Tables', outcome: 'notInCatalogue' },
          ],
        })),
      readopt: t.procedure
        .input((value: unknown) => value as ReadoptInput)
        .mutation(({ input }): ReadoptResult => {
          sent.readopt.push(input)
          return {
            courseId: input.courseId,
            replayed: false,
            titles: [
              { nbsi: 't-lab', title: 'Lab Manual', outcome: 'propose' },
              { nbsi: 't-old', title: 'Old Tables', outcome: 'notInCatalogue' },
            ],
          }
        }),
      reject: t.procedure
        .input((value: unknown) => value as RejectAdoptionInput)
        .mutation(({ input }) => {
          sent.reject.push(input)
          state = { ...state, awaitingApproval: state.awaitingApproval.filter((a) => a.id !== input.id) }
          return { id: input.id, status: 'rejected' as const, version: input.version + 1 }
        }),
    }),
  }))
  return { server, sent, failListOnce: () => (failList = 1) }
}

const awaitingRecord = (id: string, adopterId: string) => ({
  id,
  institutionId: 'inst-1',
  courseId: 'c-chem',
  nbsi: 't-chem',
  adopterId,
  instructorIds: [adopterId],
  status: 'proposed' as const,
})
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

/** Approve and Reject buttons; the sort buttons of the headers are not decisions. */
const decisions = /^(Approve|Reject) /

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

  test('re-adopts last term’s titles of a course from a dialog that says what will be proposed and what was', async () => {
    const { server, sent } = adoptionsServer(factsWith({}), {
      courses: [
        course('c-chem', 'CHEM101', [], '2026-autumn', 2, [me.id]),
        // Last term approved titles, but the user does not teach it: the rule refuses, so no button.
        course('c-bio', 'BIO201', [], '2026-autumn', 2, ['someone-else']),
        // Taught, but nothing was approved last term: nothing to offer.
        course('c-phys', 'PHYS110', [], '2026-autumn', 0, [me.id]),
      ],
      awaitingApproval: [],
    })
    renderApp(server, { path: '/adoptions' })
    const buttons = await screen.findAllByRole('button', { name: 'Re-adopt last term’s titles' })
    expect(buttons).toHaveLength(1)
    const listed = sent.list.length
    await userEvent.click(buttons[0] as HTMLElement)
    const dialog = await screen.findByRole('dialog', { name: 'Re-adopt last term’s titles for CHEM101' })
    const planned = await within(dialog).findByRole('list', { name: 'What will be done' })
    expect(
      within(planned)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Lab Manual Will be proposed', 'Old Tables Left out: no longer in the catalogue'])
    expect(await axeViolations(dialog)).toEqual([])
    await userEvent.click(within(dialog).getByRole('button', { name: 'Propose 1 title' }))
    const outcomes = await within(dialog).findByRole('list', { name: 'What was done' })
    expect(
      within(outcomes)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Lab Manual Proposed', 'Old Tables Left out: no longer in the catalogue'])
    expect(sent.readopt).toEqual([{ courseId: 'c-chem', idempotencyKey: expect.stringMatching(/^[0-9a-f-]{36}$/) }])
    // The course's titles are read again: the change invalidates every adoptions.* query.
    await waitFor(() => expect(sent.list.length).toBeGreaterThan(listed))
    await userEvent.click(within(dialog).getByRole('button', { name: 'Done' }))
    expect(screen.queryByRole('dialog')).toBeNull()
  })

  test('lists what awaits approval only with adoptions:approve, never offering to approve one’s own', async () => {
    const record = (id: string, adopterId: string) => ({
      id,
      institutionId: 'inst-1',
      courseId: 'c-chem',
      nbsi: 't-chem',
      adopterId,
      instructorIds: [adopterId],
      status: 'proposed' as const,
    })
    const awaiting = [
      {
        id: 'ad-7',
        version: 3,
        courseCode: 'CHEM101',
        courseTitle: 'Chemistry',
        term: '2026-autumn',
        nbsi: 't-chem',
        title: 'Organic Chemistry',
        adoptedBy: 'ivan@x.example',
        createdAt: '2026-11-01',
        record: record('ad-7', 'ivan'),
      },
      {
        id: 'ad-8',
        version: 1,
        courseCode: 'PHYS110',
        courseTitle: 'Physics',
        term: '2026-autumn',
        nbsi: 't-phys',
        title: 'Mechanics',
        adoptedBy: me.email,
        createdAt: '2026-11-01',
        record: record('ad-8', me.id),
      },
    ]
    const { server, sent } = adoptionsServer(factsWith({ 'adoptions:approve': true }), { courses: [], awaitingApproval: awaiting })
    renderApp(server, { path: '/adoptions' })
    expect(await screen.findByText('No courses are assigned to you')).toBeInTheDocument()
    // One request a view: the courses view asks adoptions.list, whose count names what awaits.
    expect([sent.list.length, sent.awaiting.length]).toEqual([1, 0])
    fireEvent.click(screen.getByRole('link', { name: 'Awaiting your approval (2)' }))
    const table = await screen.findByRole('table', { name: 'Adoptions awaiting your approval' })
    expect((await within(table).findAllByRole('button', { name: decisions })).map((b) => b.getAttribute('aria-label'))).toEqual([
      'Approve Organic Chemistry for CHEM101',
      'Reject Organic Chemistry for CHEM101',
    ])
    expect(within(table).getByRole('link', { name: 'Organic Chemistry' })).toHaveAttribute('href', '/search/t-chem')
    // The courses list is not this user's to open (no adoptions:viewAllCourses): the course code stays text.
    expect(within(table).getByText('CHEM101')).not.toHaveAttribute('href')
    expect(within(table).queryByRole('link', { name: 'CHEM101' })).toBeNull()
    fireEvent.click(within(table).getByRole('button', { name: 'Approve Organic Chemistry for CHEM101' }))
    expect(await screen.findByText('Adoption approved')).toBeInTheDocument()
    expect(sent.approve).toEqual([{ id: 'ad-7', version: 3 }])
    expect(await within(await screen.findByRole('main')).findByText('1 adoption awaits your approval')).toBeInTheDocument()
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
    renderApp(server, { path: '/adoptions?view=awaiting' })
    const table = await screen.findByRole('table', { name: 'Adoptions awaiting your approval' })
    expect(await within(table).findByRole('link', { name: 'PHYS110' })).toHaveAttribute('href', '/courses?q=PHYS110')
    expect(await axeViolations(table)).toEqual([])
  })

  test('rejects with a note: an empty one is refused inline and nothing is sent; with one it is sent and the row leaves', async () => {
    const user = userEvent.setup()
    // The record text is the server's data: shown as text, never as markup.
    const awaiting = [
      proposal('ad-7', 3, 'CHEM101', 'Organic <b>Chemistry</b>', 'ivan@x.example', 'ivan'),
      proposal('ad-9', 2, 'PHYS110', 'Mechanics', 'ida@x.example', 'ida'),
    ]
    const { server, sent } = adoptionsServer(factsWith({ 'adoptions:approve': true }), { courses: [], awaitingApproval: awaiting })
    renderApp(server, { path: '/adoptions?view=awaiting' })
    const table = await screen.findByRole('table', { name: 'Adoptions awaiting your approval' })
    const opener = await within(table).findByRole('button', { name: 'Reject Organic <b>Chemistry</b> for CHEM101' })
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
    await waitFor(() => expect(within(after).queryByText('Organic <b>Chemistry</b>')).toBeNull())
    expect(within(after).getByText('Mechanics')).toBeInTheDocument()
    expect(sent.approve).toEqual([])
  })

  test('Cancel closes the reject dialog, sending nothing, and focus returns to its button', async () => {
    const user = userEvent.setup()
    const { server, sent } = adoptionsServer(factsWith({ 'adoptions:approve': true }), {
      courses: [],
      awaitingApproval: [proposal('ad-9', 2, 'PHYS110', 'Mechanics', 'ida@x.example', 'ida')],
    })
    renderApp(server, { path: '/adoptions?view=awaiting' })
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
    const { unmount } = renderApp(mine.server, { path: '/adoptions?view=awaiting' })
    const table = await screen.findByRole('table', { name: 'Adoptions awaiting your approval' })
    expect((await within(table).findAllByRole('button', { name: decisions })).map((b) => b.getAttribute('aria-label'))).toEqual([
      'Approve Cell Biology for BIO201',
      'Reject Cell Biology for BIO201',
    ])
    unmount()

    // A list the server should not have sent: the browser's rule still offers nothing.
    const without = adoptionsServer(factsWith({}), { courses: [], awaitingApproval: awaiting })
    renderApp(without.server, { path: '/adoptions?view=awaiting' })
    const shown = await screen.findByRole('table', { name: 'Adoptions awaiting your approval' })
    expect(await within(shown).findByText('Cell Biology')).toBeInTheDocument()
    expect(within(shown).queryAllByRole('button', { name: decisions })).toEqual([])
  })

  test('History on an adopted title opens its timeline, with the adoption in the URL; Close takes it out', async () => {
    const user = userEvent.setup()
    const adoption = { id: 'ad-3', status: 'rejected' as const, version: 2, adoptedBy: me.email, updatedAt: '2026-11-02T09:00:00.000Z' }
    const { server, sent } = adoptionsServer(factsWith({}), {
      courses: [
        course('c-chem', 'CHEM101', [title('c-chem', 't-chem', 'Organic Chemistry', [me.id], adoption), title('c-chem', 't-bio', 'Cell Biology', [me.id])]),
      ],
      awaitingApproval: [],
    })
    const { history } = renderApp(server, { path: '/adoptions' })
    const chem = await screen.findByRole('table', { name: 'Titles for CHEM101' })
    // A title never proposed has no history to show.
    expect(within(chem).queryByRole('button', { name: 'History of Cell Biology' })).toBeNull()
    await user.click(within(chem).getByRole('button', { name: 'History of Organic Chemistry' }))
    const dialog = await screen.findByRole('dialog', { name: 'Adoption history' })
    expect(history.location.search).toBe('?adoption=ad-3')
    expect(sent.history).toEqual(['ad-3'])
    expect(within(dialog).getByText('Organic Chemistry for CHEM101 Chemistry')).toBeInTheDocument()
    const events = await within(dialog).findAllByRole('listitem')
    expect(events[0]).toHaveTextContent(/ivan@x\.example proposed/)
    expect(events[1]).toHaveTextContent(/apu@x\.example rejected: proposed → rejected/)
    expect(events[1]).toHaveTextContent('“We use the 8th edition.”')
    expect(await axeViolations(dialog)).toEqual([])
    await user.click(within(dialog).getByRole('button', { name: 'Close' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(history.location.search).toBe('')
  })

  test('a link to an adoption awaiting approval opens its history over that view, and History on its row does too', async () => {
    const user = userEvent.setup()
    const { server, sent } = adoptionsServer(factsWith({ 'adoptions:approve': true }), {
      courses: [],
      awaitingApproval: [proposal('ad-9', 2, 'PHYS110', 'Mechanics', 'ida@x.example', 'ida')],
    })
    const { unmount } = renderApp(server, { path: '/adoptions?view=awaiting&adoption=%22ad-9%22' })
    const dialog = await screen.findByRole('dialog', { name: 'Adoption history' })
    expect(await within(dialog).findAllByRole('listitem')).toHaveLength(2)
    expect(sent.history).toEqual(['ad-9'])
    unmount()

    const { history } = renderApp(server, { path: '/adoptions?view=awaiting' })
    const table = await screen.findByRole('table', { name: 'Adoptions awaiting your approval' })
    await user.click(await within(table).findByRole('button', { name: 'History of Mechanics for PHYS110' }))
    expect(await screen.findByRole('dialog', { name: 'Adoption history' })).toBeInTheDocument()
    expect(history.location.search).toBe('?view=awaiting&adoption=ad-9')
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

  test('puts the term and the search in the URL and the request, and pages the courses', async () => {
    const many = Array.from({ length: 30 }, (_, i) => course(`c-${i}`, `MATH${100 + i}`, [], '2025-spring'))
    const { server, sent } = adoptionsServer(factsWith({}), { courses: [course('c-chem', 'CHEM101', []), ...many], awaitingApproval: [] })
    const { history } = renderApp(server, { path: '/adoptions' })
    expect(await within(await screen.findByRole('main')).findByText('31 courses assigned to you')).toBeInTheDocument()
    expect(screen.getAllByRole('heading', { level: 2 })).toHaveLength(25)
    // No one to approve for: no views to switch between.
    expect(screen.queryByRole('navigation', { name: 'Adoptions views' })).toBeNull()
    fireEvent.click(screen.getByRole('button', { name: 'Next page' }))
    await waitFor(() => expect(sent.list.at(-1)).toMatchObject({ page: 2, pageSize: 25 }))
    expect(await screen.findByRole('heading', { name: 'MATH129 MATH129 course' })).toBeInTheDocument()

    fireEvent.change(screen.getByLabelText('Term'), { target: { value: '2026-autumn' } })
    expect(screen.getByRole('option', { name: 'Autumn 2026' })).toBeInTheDocument()
    expect(await within(await screen.findByRole('main')).findByText('1 course assigned to you')).toBeInTheDocument()
    expect(sent.list.at(-1)).toMatchObject({ term: '2026-autumn', page: 1 })
    expect(history.location.search).toBe('?term=2026-autumn')

    fireEvent.change(screen.getByLabelText('Term'), { target: { value: '' } })
    fireEvent.change(screen.getByRole('searchbox', { name: 'Course or title' }), { target: { value: 'math12' } })
    expect(await within(await screen.findByRole('main')).findByText('10 courses assigned to you')).toBeInTheDocument()
    expect(sent.list.at(-1)).toMatchObject({ q: 'math12', page: 1 })
    expect(history.location.search).toBe('?q=math12')

    fireEvent.change(screen.getByRole('searchbox', { name: 'Course or title' }), { target: { value: 'nothing like it' } })
    expect(await screen.findByText('No courses match these filters')).toBeInTheDocument()
    fireEvent.click(screen.getByRole('button', { name: 'Clear the filters' }))
    expect(await within(await screen.findByRole('main')).findByText('31 courses assigned to you')).toBeInTheDocument()
    expect(history.location.search).toBe('')
    expect(sent.awaiting).toEqual([])
    expect(await axeViolations(screen.getByRole('main'))).toEqual([])
  })

  test('lists the proposals awaiting approval at ?view=awaiting, with their total, asking only adoptions.awaiting', async () => {
    const awaiting = Array.from({ length: 27 }, (_, i) => proposal(`ad-${i}`, 1, `CHEM${100 + i}`, `Title ${i}`, 'ivan@x.example', 'ivan'))
    const { server, sent } = adoptionsServer(factsWith({ 'adoptions:approve': true }), {
      courses: [course('c-chem', 'CHEM101', [])],
      awaitingApproval: awaiting,
    })
    const { history } = renderApp(server, { path: '/adoptions?view=awaiting' })
    const table = await screen.findByRole('table', { name: 'Adoptions awaiting your approval' })
    expect(await screen.findByText('27 adoptions await your approval')).toBeInTheDocument()
    // A page of 25 is drawn ten rows at a time (the kit's rows-in-steps.ts): all 25 and the header row arrive.
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(26))
    expect(screen.getByText('Awaiting your approval (27)')).toHaveAttribute('aria-current', 'page')
    expect(sent.list).toEqual([])
    expect(sent.awaiting.at(-1)).toMatchObject({ page: 1, pageSize: 25 })
    fireEvent.click(within(table).getByRole('button', { name: /Proposed on/ }))
    await waitFor(() => expect(sent.awaiting.at(-1)).toMatchObject({ sort: 'created' }))
    expect(history.location.search).toMatch(/^\?view=awaiting&sort=created/)
    expect(await axeViolations(screen.getByRole('main'))).toEqual([])
    fireEvent.click(screen.getByRole('link', { name: 'Your courses' }))
    expect(await screen.findByRole('heading', { name: 'CHEM101 CHEM101 course' })).toBeInTheDocument()
    expect(history.location.search).toBe('')
  })

  test('shows an unknown view or a sort the view lacks as a problem, and asks nothing', async () => {
    const { server, sent } = adoptionsServer(factsWith({ 'adoptions:approve': true }), { courses: [course('c-chem', 'CHEM101', [])], awaitingApproval: [] })
    const { unmount } = renderApp(server, { path: '/adoptions?view=x' })
    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent('View: “x” is not a view of this page: choose one of courses, awaiting.')
    expect(screen.queryByRole('table')).toBeNull()
    expect([sent.list, sent.awaiting]).toEqual([[], []])
    unmount()

    renderApp(server, { path: '/adoptions?view=awaiting&sort=code' })
    expect(await screen.findByRole('alert')).toHaveTextContent('Sort: “code” is not a column this view sorts by: choose one of created, course, title.')
    expect([sent.list, sent.awaiting]).toEqual([[], []])
    fireEvent.click(screen.getByRole('button', { name: 'Clear Sort' }))
    expect(await screen.findByText('Nothing awaits your approval')).toBeInTheDocument()
    expect(sent.awaiting).toHaveLength(1)
  })
})
