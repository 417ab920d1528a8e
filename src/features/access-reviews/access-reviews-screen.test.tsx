// @vitest-environment jsdom
import '../../app/testing/dom-test-setup.ts'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, test } from 'vitest'
import { persona } from '../../../tests/factories/facts.ts'
import { createFakeTrpcServer } from '../../app/testing/fake-trpc-server.ts'
import { renderApp } from '../../app/testing/render-app.tsx'
import { axeViolations } from '../../components/ui/testing/axe-violations.ts'
import type {
  AccessReviewDetail,
  AccessReviewPeopleInput,
  AccessReviewPeoplePage,
  AccessReviewPerson,
  AccessReviewSummary,
  DecideAccessInput,
  ReviewComparison,
  StartAccessReviewInput,
} from '../../contracts/access-reviews.ts'
import type { RecordEvent } from '../../contracts/record-history.ts'

const me = { id: 'admin-1', institutionId: 'inst-1' }
const facts = persona({ flags: { 'roles-and-permissions': true }, permissions: { 'permissions:manage': true }, user: me })

const summary = (overrides: Partial<AccessReviewSummary> = {}): AccessReviewSummary => ({
  id: 'r-1',
  status: 'open',
  startedBy: 'ada@inst.example',
  startedAt: '2026-11-02T08:15:00.000Z',
  signedOffBy: null,
  signedOffAt: null,
  policyHash: 'hash-2',
  peopleCount: 2,
  decidedCount: 0,
  previousReviewId: 'r-0',
  version: 2,
  canDecide: true,
  canSignOff: true,
  signOffRefusal: null,
  ...overrides,
})

const bob: AccessReviewPerson = {
  id: 'u-bob',
  email: 'bob@inst.example',
  name: 'Bob Marsh',
  disabled: false,
  granted: ['booklist:edit', 'booklist:view'],
  access: {
    pages: [{ path: '/booklist', title: 'Booklist' }],
    menu: [{ id: 'booklist', title: 'Booklist', path: '/booklist' }],
    actions: [{ key: 'edit Booklist', label: 'Edit a booklist', scope: 'on booklists of their institution that are draft' }],
  },
  decision: null,
  note: null,
  decidedBy: null,
  decidedAt: null,
  version: 2,
}

const cat: AccessReviewPerson = {
  ...bob,
  id: 'u-cat',
  email: 'cat@inst.example',
  name: null,
  disabled: true,
  granted: [],
  access: { pages: [], menu: [], actions: [] },
}

const started: RecordEvent = {
  id: 1,
  recordType: 'AccessReview',
  recordId: 'r-1',
  actorId: 'admin-2',
  actorEmail: 'ada@inst.example',
  at: '2026-11-02T08:15:00.000Z',
  action: 'start',
  from: null,
  to: 'open',
  note: null,
  changes: { people: { from: null, to: 2 } },
}

const comparison: ReviewComparison = {
  review: { id: 'r-1', startedAt: '2026-11-02T08:15:00.000Z' },
  previous: { id: 'r-0', startedAt: '2026-08-01T09:00:00.000Z' },
  peopleAdded: [],
  peopleRemoved: [],
  changed: [
    {
      id: 'u-bob',
      email: 'bob@inst.example',
      permissionsGained: [],
      permissionsLost: [],
      access: {
        pages: { gained: [], lost: [] },
        menu: { gained: [], lost: [] },
        actions: {
          gained: [{ key: 'edit Booklist', label: 'Edit a booklist', scope: 'on booklists that are submitted' }],
          lost: [{ key: 'edit Booklist', label: 'Edit a booklist', scope: 'on booklists that are draft' }],
        },
      },
      reason: 'policy',
    },
    {
      id: 'u-cat',
      email: 'cat@inst.example',
      permissionsGained: ['booklist:view'],
      permissionsLost: [],
      access: {
        pages: { gained: [{ path: '/booklist', title: 'Booklist' }], lost: [] },
        menu: { gained: [], lost: [] },
        actions: { gained: [], lost: [] },
      },
      reason: 'permissions',
    },
  ],
  policyChanged: { from: 'hash-1', to: 'hash-2' },
  factsChanged: false,
  permissionChanges: [
    {
      memberId: 'u-cat',
      memberEmail: 'cat@inst.example',
      byEmail: 'ada@inst.example',
      at: '2026-10-05T10:00:00.000Z',
      granted: ['booklist:view'],
      withdrawn: [],
      note: 'Needs the booklists',
    },
  ],
}

/** accessReviews.* over reviews in memory. */
function reviewsServer(reviews: AccessReviewSummary[], people: AccessReviewPerson[] = [bob, cat]) {
  const starts: StartAccessReviewInput[] = []
  const decisions: DecideAccessInput[] = []
  const peopleAsked: AccessReviewPeopleInput[] = []
  const store = new Map(reviews.map((review) => [review.id, review]))
  const detail = (id: string): AccessReviewDetail => ({ review: store.get(id)!, events: [started] })
  const server = createFakeTrpcServer(facts, { id: me.id, email: 'admin@inst.example', institutionId: me.institutionId }, (t) => ({
    accessReviews: t.router({
      list: t.procedure.query(() => ({ reviews: [...store.values()] })),
      get: t.procedure.input((value: unknown) => value as { id: string }).query(({ input }) => detail(input.id)),
      people: t.procedure
        .input((value: unknown) => value as AccessReviewPeopleInput)
        .query(({ input }): AccessReviewPeoplePage => {
          peopleAsked.push(input)
          return { rows: people, total: people.length }
        }),
      compare: t.procedure.input((value: unknown) => value as { id: string }).query(() => comparison),
      start: t.procedure
        .input((value: unknown) => value as StartAccessReviewInput)
        .mutation(({ input }) => {
          starts.push(input)
          store.set('r-new', summary({ id: 'r-new', previousReviewId: null, version: 1 }))
          return detail('r-new')
        }),
      decide: t.procedure
        .input((value: unknown) => value as DecideAccessInput)
        .mutation(({ input }) => {
          decisions.push(input)
          return detail(input.reviewId)
        }),
    }),
  }))
  return { server, starts, decisions, peopleAsked }
}

describe('the access reviews list', () => {
  test('says there is no review yet, and Start a review starts one with a key and opens it', async () => {
    const { server, starts } = reviewsServer([])
    const { history } = renderApp(server, { path: '/access/reviews' })
    expect(await screen.findByText('No review yet: start the first one')).toBeInTheDocument()
    expect(await axeViolations(screen.getByRole('main'))).toEqual([])
    await userEvent.click(screen.getAllByRole('button', { name: 'Start a review' })[0]!)
    const dialog = await screen.findByRole('dialog', { name: 'Start an access review' })
    await userEvent.click(within(dialog).getByRole('button', { name: 'Start the review' }))
    await waitFor(() => expect(history.location.pathname).toBe('/access/reviews/r-new'))
    expect(starts).toEqual([{ idempotencyKey: expect.any(String) as string }])
    expect(await screen.findByRole('heading', { level: 1, name: 'Access review of 2 Nov 2026' })).toBeInTheDocument()
  })

  test('lists each review with its state, how far its decisions are and its policy', async () => {
    const { server } = reviewsServer([
      summary({ id: 'r-1', peopleCount: 40, decidedCount: 12 }),
      summary({ id: 'r-0', status: 'signedOff', signedOffBy: 'eve@inst.example', signedOffAt: '2026-08-03T10:00:00.000Z', policyHash: 'hash-1' }),
    ])
    renderApp(server, { path: '/access/reviews' })
    const table = await screen.findByRole('table', { name: 'Access reviews' })
    expect(await within(table).findByText('12 of 40 decided')).toBeInTheDocument()
    expect(within(table).getByText('Open')).toBeInTheDocument()
    expect(within(table).getByText('Signed off by eve@inst.example on 3 Aug 2026')).toBeInTheDocument()
    expect(within(table).getByText('hash-1')).toBeInTheDocument()
  })
})

describe('one access review', () => {
  test('lists its people; deciding “change” on one sends the decision with the review’s version and offers their Staff page', async () => {
    const { server, decisions, peopleAsked } = reviewsServer([summary()])
    renderApp(server, { path: '/access/reviews/r-1?decision=%22undecided%22' })
    const table = await screen.findByRole('table', { name: 'People in this review' })
    const bobRow = (await within(table).findByText('bob@inst.example')).closest('tr')!
    expect(peopleAsked.at(-1)).toMatchObject({ reviewId: 'r-1', decision: 'undecided', page: 1 })
    expect(within(bobRow).getByText('2: booklist:edit, booklist:view')).toBeInTheDocument()
    expect(within(bobRow).getByText('Undecided')).toBeInTheDocument()
    expect(within(within(table).getByText('cat@inst.example').closest('tr')!).getByText('disabled')).toBeInTheDocument()
    expect(await axeViolations(screen.getByRole('main'))).toEqual([])

    await userEvent.click(within(bobRow).getByRole('button', { name: 'Decide on Bob Marsh (bob@inst.example)' }))
    const dialog = await screen.findByRole('dialog', { name: 'Access of Bob Marsh (bob@inst.example)' })
    expect(within(dialog).getByRole('list', { name: 'Record actions' })).toHaveTextContent('edit Booklist: on booklists of their institution that are draft')
    expect(within(dialog).getByRole('list', { name: 'Pages' })).toHaveTextContent('Booklist (/booklist)')
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Change' }))
    expect(within(dialog).getByRole('link', { name: 'Open their permissions on Staff' })).toHaveAttribute('href', expect.stringContaining('/staff?member='))
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Note (optional)' }), 'Drop booklist:edit')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save the decision' }))
    expect(await screen.findByText('Decision on bob@inst.example recorded: change')).toBeInTheDocument()
    expect(decisions).toEqual([{ reviewId: 'r-1', memberId: 'u-bob', decision: 'change', note: 'Drop booklist:edit', version: 2 }])
  })

  test('revoking needs a note, said before anything is sent', async () => {
    const { server, decisions } = reviewsServer([summary()])
    renderApp(server, { path: '/access/reviews/r-1?person=%22u-bob%22' })
    const dialog = await screen.findByRole('dialog', { name: 'Access of Bob Marsh (bob@inst.example)' })
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Revoke' }))
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save the decision' }))
    expect(within(dialog).getByRole('textbox', { name: /Note/ })).toHaveAccessibleDescription(/Say why bob@inst\.example's access is revoked, in a note\./)
    expect(decisions).toEqual([])
  })

  test('Sign off is disabled with the reason beside it when the reviewer marked their own access', async () => {
    const refusal = 'You marked your own access in this review; another holder of permissions:manage signs it off.'
    const { server } = reviewsServer([summary({ canSignOff: false, signOffRefusal: refusal, decidedCount: 1 })])
    renderApp(server, { path: '/access/reviews/r-1' })
    const signOff = await screen.findByRole('button', { name: 'Sign off…' })
    expect(signOff).toBeDisabled()
    expect(signOff).toHaveAccessibleDescription(refusal)
    expect(screen.getByText(refusal)).toBeInTheDocument()
    expect(screen.getByLabelText('Review summary')).toHaveTextContent('1 of 2 decided')
    expect(screen.getByRole('link', { name: 'Print the review' })).toHaveAttribute('href', '/access/reviews/r-1/print')
  })

  test('the changes view says the policy changed and lists each person’s change with its reason and the permission changes between', async () => {
    const { server } = reviewsServer([summary()])
    renderApp(server, { path: '/access/reviews/r-1?view=%22changes%22' })
    expect(await screen.findByText('Compared with the review of 1 Aug 2026.')).toBeInTheDocument()
    const notice = screen.getByText('The policy changed between the two reviews').closest('.notice')!
    expect(notice).toHaveTextContent('From hash-1 to hash-2')
    const bobChange = screen.getByRole('region', { name: 'bob@inst.example' })
    expect(within(bobChange).getByRole('heading', { name: 'bob@inst.example: Policy changed' })).toBeInTheDocument()
    expect(within(bobChange).getByRole('list', { name: 'Record actions gained' })).toHaveTextContent('edit Booklist: on booklists that are submitted')
    expect(within(bobChange).getByRole('list', { name: 'Record actions lost' })).toHaveTextContent('edit Booklist: on booklists that are draft')
    const catChange = screen.getByRole('region', { name: 'cat@inst.example' })
    expect(within(catChange).getByRole('heading', { name: 'cat@inst.example: Permissions changed' })).toBeInTheDocument()
    expect(within(catChange).getByRole('list', { name: 'Permissions gained' })).toHaveTextContent('booklist:view')
    expect(screen.getByRole('list', { name: 'Permission changes between the reviews' })).toHaveTextContent(
      'ada@inst.example changed the permissions of cat@inst.example on 5 Oct 2026, 10:00 UTC; granted booklist:view “Needs the booklists”',
    )
    expect(await axeViolations(screen.getByRole('main'))).toEqual([])
  })

  test('the history view shows the review’s events', async () => {
    const { server } = reviewsServer([summary()])
    renderApp(server, { path: '/access/reviews/r-1?view=%22history%22' })
    expect(await screen.findByRole('list', { name: 'Review history' })).toHaveTextContent(/ada@inst\.example started/)
  })
})
