// @vitest-environment jsdom
import '../../app/testing/dom-test-setup.ts'
import { TRPCError } from '@trpc/server'
import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, test, vi } from 'vitest'
import { persona } from '../../../tests/factories/facts.ts'
import { createFakeTrpcServer } from '../../app/testing/fake-trpc-server.ts'
import { renderApp } from '../../app/testing/render-app.tsx'
import { axeViolations } from '../../components/ui/testing/axe-violations.ts'
import type { DecideRequestInput, ListRequestsInput, RequestDetail, RequestListRow, RequestPage, RequestStatus } from '../../contracts/requests.ts'

const me = { id: 'user-1', institutionId: 'inst-1' }
/** An institution whose Requests page is open (pricing approvals, neither EA nor IA). */
const requestsFacts = (permissions: Record<string, boolean>) =>
  persona({
    flags: { 'roles-and-permissions': true, 'order-approvals-page': true },
    permissions,
    institution: { approval_type: 'pricing_approvals', hasApprovalPermission: true, isPricingApprovalsEnabled: true },
    user: me,
  })
const approver = requestsFacts({ 'booklist:approve': true, 'booklist:request': true })
const requester = requestsFacts({ 'booklist:request': true })

const request = (id: string, requesterId: string, title: string, status: RequestStatus = 'pending', version = 1): RequestListRow => ({
  id,
  institutionId: 'inst-1',
  requesterId,
  requesterEmail: `${requesterId}@inst.example`,
  kind: 'purchase',
  status,
  nbsi: `t-${id}`,
  title,
  courseId: null,
  courseCode: null,
  quantity: 2,
  note: null,
  createdAt: '2026-11-20T09:00:00.000Z',
  updatedAt: '2026-11-20T09:00:00.000Z',
  version,
  record: { id, institutionId: 'inst-1', requesterId, kind: 'purchase', status, nbsi: `t-${id}`, courseId: null, quantity: 2 },
})

/**
 * requests.* over rows held in memory: a decision moves the row on, as the
 * server would; an id in `decidedMeanwhile` answers CONFLICT naming who decided it.
 */
function requestsServer(facts: ReturnType<typeof requestsFacts>, rows: RequestListRow[], decidedMeanwhile: string[] = []) {
  const lists: ListRequestsInput[] = []
  const decisions: { action: string; input: DecideRequestInput }[] = []
  const store = new Map(rows.map((row) => [row.id, row]))
  const server = createFakeTrpcServer(facts, { id: me.id, email: 'me@inst.example', institutionId: me.institutionId }, (t) => {
    const decide = (action: 'approve' | 'reject' | 'cancel', to: RequestStatus) =>
      t.procedure
        .input((value: unknown) => value as DecideRequestInput)
        .mutation(({ input }) => {
          decisions.push({ action, input })
          if (decidedMeanwhile.includes(input.id)) {
            throw new TRPCError({
              code: 'CONFLICT',
              message:
                'This request changed after you loaded it: omar@inst.example approved it at ' +
                '25 Nov 2026, 09:00 UTC; it is now approved. Reload to see the latest version.',
            })
          }
          const row = store.get(input.id)!
          store.set(input.id, { ...row, status: to, version: row.version + 1, record: { ...row.record, status: to } })
          return { ...store.get(input.id)!, events: [] }
        })
    return {
      requests: t.router({
        list: t.procedure
          .input((value: unknown) => value as ListRequestsInput)
          .query(({ input }): RequestPage => {
            lists.push(input)
            const open = input.stage !== 'closed'
            const shown = [...store.values()].filter((row) => ['draft', 'pending'].includes(row.status) === open)
            return { rows: shown, total: shown.length, stage: open ? 'open' : 'closed', requesters: [{ id: 'rita', label: 'rita@inst.example' }], courses: [] }
          }),
        get: t.procedure
          .input((value: unknown) => value as { id: string })
          .query(({ input }): RequestDetail => ({
            ...store.get(input.id)!,
            events: [
              {
                id: 1,
                recordType: 'Request',
                recordId: input.id,
                actorId: 'rita',
                actorEmail: 'rita@inst.example',
                at: '2026-11-20T09:00:00.000Z',
                action: 'create',
                from: null,
                to: 'pending',
                note: 'For CHEM101',
                changes: {},
              },
              {
                id: 2,
                recordType: 'Request',
                recordId: input.id,
                actorId: 'omar',
                actorEmail: 'omar@inst.example',
                at: '2026-11-21T10:30:00.000Z',
                action: 'approve',
                from: 'pending',
                to: 'approved',
                note: 'Budget ok',
                changes: {},
              },
            ],
          })),
        approve: decide('approve', 'approved'),
        reject: decide('reject', 'rejected'),
        cancel: decide('cancel', 'cancelled'),
      }),
    }
  })
  return { server, lists, decisions }
}

const rowOf = (title: string) => screen.getByRole('cell', { name: title }).closest('tr')!

describe('the requests screen', () => {
  test('reads its filters from the URL, offers decisions only where the rule allows (none on one’s own), and approves with a note', async () => {
    const { server, lists, decisions } = requestsServer(approver, [request('r1', 'rita', 'Organic Chemistry'), request('r2', me.id, 'My Own Book')])
    renderApp(server, { path: '/requests?kind=purchase&from=2026-11-01' })
    const table = await screen.findByRole('table', { name: 'Open requests' })
    await within(table).findByText('Organic Chemistry')
    expect(lists.at(-1)).toMatchObject({ stage: 'open', kind: 'purchase', from: '2026-11-01', page: 1 })
    expect(within(rowOf('My Own Book')).queryByRole('button', { name: /^Approve/ })).not.toBeInTheDocument()
    expect(within(rowOf('My Own Book')).getByRole('button', { name: /^Cancel My Own Book/ })).toBeInTheDocument()
    expect(within(rowOf('Organic Chemistry')).queryByRole('button', { name: /^Cancel/ })).not.toBeInTheDocument()
    expect(await axeViolations(screen.getByRole('main'))).toEqual([])

    await userEvent.click(within(rowOf('Organic Chemistry')).getByRole('button', { name: /^Approve Organic Chemistry/ }))
    const dialog = screen.getByRole('dialog', { name: 'Approve this request?' })
    await userEvent.type(within(dialog).getByRole('textbox'), 'Budget ok')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Approve' }))
    expect(await screen.findByText('Request approved')).toBeInTheDocument()
    expect(decisions).toEqual([{ action: 'approve', input: { id: 'r1', version: 1, note: 'Budget ok' } }])
    // The list was asked again: the approved request has left the open ones.
    await vi.waitFor(() => expect(screen.queryByRole('cell', { name: 'Organic Chemistry' })).not.toBeInTheDocument())
  })

  test('decides many at once, each on its own: the one someone else decided is listed with who did it, and nothing is sent twice', async () => {
    const rows = [request('r1', 'rita', 'Organic Chemistry'), request('r2', 'rita', 'Cell Biology'), request('r3', 'rory', 'Linear Algebra')]
    const { server, decisions } = requestsServer(approver, rows, ['r2'])
    renderApp(server, { path: '/requests' })
    await screen.findByRole('cell', { name: 'Organic Chemistry' })
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select all rows on this page' }))
    await userEvent.click(within(screen.getByRole('group', { name: 'Selected rows' })).getByRole('button', { name: 'Approve…' }))
    const dialog = screen.getByRole('dialog', { name: 'Approve 3 requests?' })
    await userEvent.click(within(dialog).getByRole('button', { name: 'Approve' }))
    const outcome = screen.getByText('2 approved, 1 failed').closest('[role="status"]') as HTMLElement
    expect(within(outcome).getByRole('listitem')).toHaveTextContent(
      /^Cell Biology, 2 × purchase by rita@inst\.example: This request changed after you loaded it: omar@inst\.example approved it/,
    )
    expect(decisions.map((d) => d.input.id).sort()).toEqual(['r1', 'r2', 'r3'])
  })

  test('a decision someone else made first says who and what, and the list is asked again', async () => {
    const { server, lists } = requestsServer(approver, [request('r2', 'rita', 'Cell Biology')], ['r2'])
    renderApp(server, { path: '/requests' })
    await screen.findByRole('cell', { name: 'Cell Biology' })
    const asked = lists.length
    await userEvent.click(screen.getByRole('button', { name: /^Reject Cell Biology/ }))
    await userEvent.click(within(screen.getByRole('dialog', { name: 'Reject this request?' })).getByRole('button', { name: 'Reject' }))
    expect(await screen.findByText(/omar@inst\.example approved it at 25 Nov 2026/)).toBeInTheDocument()
    await vi.waitFor(() => expect(lists.length).toBeGreaterThan(asked))
  })

  test('a requester sees no selection and no Approve, and cancels their own pending request', async () => {
    const { server, decisions } = requestsServer(requester, [request('r5', me.id, 'My Own Book')])
    renderApp(server, { path: '/requests' })
    await screen.findByRole('cell', { name: 'My Own Book' })
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument()
    expect(screen.queryByRole('button', { name: /^Approve/ })).not.toBeInTheDocument()
    await userEvent.click(screen.getByRole('button', { name: /^Cancel My Own Book/ }))
    await userEvent.click(within(screen.getByRole('dialog', { name: 'Cancel this request?' })).getByRole('button', { name: 'Cancel the request' }))
    expect(await screen.findByText('Request cancelled')).toBeInTheDocument()
    expect(decisions).toEqual([{ action: 'cancel', input: { id: 'r5', version: 1 } }])
  })

  test('an impossible day or a status of the other stage is shown beside its field, and nothing is asked', async () => {
    const { server, lists } = requestsServer(approver, [])
    renderApp(server, { path: '/requests?from=2026-02-30&status=approved' })
    expect(await screen.findByText('“2026-02-30” is not a day: give one such as 2026-11-23.')).toBeInTheDocument()
    expect(screen.getAllByText(/“approved” is not a status of an open request/).length).toBeGreaterThan(0)
    expect(lists).toEqual([])
  })

  test('History lists closed requests and opens each one’s timeline: who, when, from → to, note', async () => {
    const { server, lists } = requestsServer(requester, [request('r9', me.id, 'Decided Book', 'approved', 2)])
    const { history } = renderApp(server, { path: '/approvals/history?page=1' })
    expect(await screen.findByRole('heading', { level: 1, name: 'Approvals history' })).toBeInTheDocument()
    await screen.findByRole('table', { name: 'Closed requests' })
    expect(lists.at(-1)).toMatchObject({ stage: 'closed' })
    await userEvent.click(await screen.findByRole('button', { name: /^History of Decided Book/ }))
    // The open history is in the URL: a link to it opens it, and closing it leaves the list as it was.
    expect(history.location.search).toBe('?request=r9')
    const timeline = await within(screen.getByRole('dialog', { name: 'Request history' })).findByRole('list', { name: 'History' })
    const events = within(timeline)
      .getAllByRole('listitem')
      .map((item) => item.textContent)
    expect(events[0]).toMatch(/^rita@inst\.example created: pending“For CHEM101”20 Nov 2026, 09:00 UTC$/)
    expect(events[1]).toMatch(/^omar@inst\.example approved: pending → approved“Budget ok”21 Nov 2026, 10:30 UTC$/)
    await userEvent.click(screen.getByRole('button', { name: 'Close' }))
    await vi.waitFor(() => expect(history.location.search).toBe(''))
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
  })

  test('a link to a request opens its history over the list, even when it is on no page of it', async () => {
    const { server } = requestsServer(approver, [request('r1', 'rita', 'Organic Chemistry')])
    renderApp(server, { path: '/requests?request=r1&page=3' })
    const dialog = await screen.findByRole('dialog', { name: 'Request history' })
    expect(await within(dialog).findByText('Organic Chemistry, 2 × purchase by rita@inst.example')).toBeInTheDocument()
    expect(within(dialog).getAllByRole('listitem')).toHaveLength(2)
    // Asking who can act on it is for who manages permissions.
    expect(within(dialog).queryByRole('link', { name: 'Who can act on this?' })).not.toBeInTheDocument()
  })

  test('for who manages permissions, a request’s history links to who can approve it', async () => {
    const { server } = requestsServer(requestsFacts({ 'booklist:approve': true, 'permissions:manage': true }), [request('r1', 'rita', 'Organic Chemistry')])
    renderApp(server, { path: '/requests?request=r1' })
    const dialog = await screen.findByRole('dialog', { name: 'Request history' })
    const link = await within(dialog).findByRole('link', { name: 'Who can act on this?' })
    const target = new URL(link.getAttribute('href')!, 'http://app.example')
    expect(target.pathname).toBe('/access/who-can')
    expect(Object.fromEntries(target.searchParams)).toEqual({ ask: 'action', subject: 'Request', action: 'approve', record: 'r1' })
  })
})
