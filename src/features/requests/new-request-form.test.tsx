// @vitest-environment jsdom
import '../../app/testing/dom-test-setup.ts'
import { TRPCError } from '@trpc/server'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, test } from 'vitest'
import { persona } from '../../../tests/factories/facts.ts'
import { catalogueTitle } from '../../../tests/factories/catalogue-titles.ts'
import type { CreateRequestInput, RequestDetail } from '../../contracts/requests.ts'
import { createFakeTrpcServer } from '../../app/testing/fake-trpc-server.ts'
import { renderApp } from '../../app/testing/render-app.tsx'
import { axeViolations } from '../../components/ui/testing/axe-violations.ts'

const organic = catalogueTitle('t-org', 'Organic Chemistry', { isbn13: '9780306406157' })
const physics = catalogueTitle('t-phy', 'Physics for Scientists', { isbn13: '9780131495081' })

const answer = (input: CreateRequestInput, status: RequestDetail['status']): RequestDetail => ({
  id: 'req-1',
  institutionId: 'inst-1',
  requesterId: 'user-1',
  requesterEmail: 'ada@example.edu',
  kind: input.kind,
  status,
  nbsi: input.nbsi,
  title: [organic, physics].find((title) => title.nbsi === input.nbsi)?.title ?? input.nbsi,
  courseId: input.courseId ?? null,
  quantity: input.quantity,
  note: input.note ?? null,
  createdAt: '2026-09-01T10:00:00.000Z',
  updatedAt: '2026-09-01T10:00:00.000Z',
  version: 1,
  events: [],
})

/** The app at `path`, with a requests.create that records every input; `failures` of them fail first. */
function open(path: string, options: { permissions?: Record<string, boolean>; failures?: number } = {}) {
  const creates: CreateRequestInput[] = []
  let failures = options.failures ?? 0
  const permissions: Record<string, boolean> = { 'catalogue:search': true, ...options.permissions }
  const server = createFakeTrpcServer(
    persona({ flags: { 'roles-and-permissions': true }, permissions }),
    undefined,
    (t) => ({
      requests: t.router({
        create: t.procedure
          .input((value: unknown) => value as CreateRequestInput)
          .mutation(({ input }) => {
            creates.push(input)
            if (failures > 0) {
              failures -= 1
              throw new TRPCError({ code: 'INTERNAL_SERVER_ERROR', message: 'The database is restarting.' })
            }
            return answer(input, permissions['booklist:autoApprove'] ? 'approved' : 'pending')
          }),
      }),
    }),
    { titles: [organic, physics] },
  )
  renderApp(server, { path })
  return { creates, server }
}

const form = async () => screen.findByRole('form', { name: 'New request' })

describe('the New request page', () => {
  test('the title from ?nbsi= is chosen; Change goes back to a search whose result can be chosen by keyboard', async () => {
    const { creates } = open('/search/request?nbsi=t-org')
    const title = await screen.findByRole('group', { name: 'Title' })
    expect(await within(title).findByText('Organic Chemistry')).toBeInTheDocument()
    expect(await axeViolations(document.body)).toEqual([])
    await userEvent.click(within(title).getByRole('button', { name: 'Change' }))
    const search = screen.getByRole('searchbox', { name: /Title/ })
    expect(search).toHaveFocus()
    await userEvent.type(search, 'physics')
    const choose = await screen.findByRole('button', { name: 'Choose Physics for Scientists' })
    choose.focus()
    await userEvent.keyboard('{Enter}')
    expect(within(screen.getByRole('group', { name: 'Title' })).getByText('Physics for Scientists')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Change' })).toHaveFocus()
    await userEvent.click(screen.getByRole('button', { name: 'Send request' }))
    expect(await screen.findByText('Request sent: pending approval')).toHaveFocus()
    expect(creates).toHaveLength(1)
    expect(creates[0]).toMatchObject({ nbsi: 't-phy', kind: 'title', quantity: 1 })
  })

  test('an unknown ?nbsi= is said plainly', async () => {
    open('/search/request?nbsi=t-gone')
    expect(await screen.findByText(/No catalogue title has the id “t-gone”/)).toBeInTheDocument()
    await userEvent.click(screen.getByRole('button', { name: 'Choose another title' }))
    expect(screen.getByRole('searchbox', { name: /Title/ })).toHaveFocus()
  })

  test('a message per invalid field, focus on the first, and no call', async () => {
    const { creates } = open('/search/request')
    await form()
    const quantity = screen.getByRole('spinbutton', { name: /Quantity/ })
    await userEvent.clear(quantity)
    await userEvent.type(quantity, '0')
    await userEvent.click(screen.getByRole('button', { name: 'Send request' }))
    const search = screen.getByRole('searchbox', { name: /Title/ })
    expect(search).toHaveAccessibleDescription(expect.stringContaining('Choose a title.'))
    expect(search).toHaveFocus()
    expect(quantity).toHaveAccessibleDescription('The quantity is at least 1.')
    expect(creates).toEqual([])
  })

  test('a double click creates one request', async () => {
    const { creates } = open('/search/request?nbsi=t-org')
    await screen.findByText('Organic Chemistry')
    await userEvent.dblClick(screen.getByRole('button', { name: 'Send request' }))
    await screen.findByText('Request sent: pending approval')
    expect(creates).toHaveLength(1)
  })

  test('sending again after a failure sends the same idempotency key; after "Raise another" a new one', async () => {
    const { creates } = open('/search/request?nbsi=t-org', { failures: 1 })
    await screen.findByText('Organic Chemistry')
    await userEvent.click(screen.getByRole('radio', { name: 'Supply' }))
    await userEvent.click(screen.getByRole('button', { name: 'Send request' }))
    expect(await within(await form()).findByRole('alert')).toHaveTextContent('The database is restarting.')
    // Said once, in the form beside what was typed (no toast repeating it).
    expect(screen.getAllByText(/The database is restarting\./)).toHaveLength(1)
    await waitFor(() => expect(screen.getByRole('button', { name: 'Send request' })).toBeEnabled())
    await userEvent.click(screen.getByRole('button', { name: 'Send request' }))
    await screen.findByText('Request sent: pending approval')
    expect(creates).toHaveLength(2)
    expect(creates[1]).toMatchObject({ kind: 'supply', nbsi: 't-org' })
    expect(creates[1]?.idempotencyKey).toBe(creates[0]?.idempotencyKey)
    await userEvent.click(screen.getByRole('button', { name: 'Raise another' }))
    await userEvent.click(await screen.findByRole('button', { name: 'Send request' }))
    await waitFor(() => expect(creates).toHaveLength(3))
    expect(creates[2]?.idempotencyKey).not.toBe(creates[0]?.idempotencyKey)
  })

  test('with booklist:autoApprove the page says it was approved at once', async () => {
    open('/search/request?nbsi=t-org', { permissions: { 'booklist:autoApprove': true } })
    await screen.findByText('Organic Chemistry')
    await userEvent.click(screen.getByRole('button', { name: 'Send request' }))
    expect(await screen.findByText('Approved at once: you hold booklist:autoApprove')).toHaveAttribute('role', 'status')
    // This persona may not open the requests list: no link to it.
    expect(screen.queryByRole('link', { name: 'See it with its history' })).toBeNull()
  })

  test('without catalogue:search the page says so and searches nothing', async () => {
    const { server } = open('/search/request', { permissions: { 'catalogue:search': false } })
    expect(await screen.findByText(/You may not search the catalogue/)).toBeInTheDocument()
    expect(server.searches).toEqual([])
  })
})
