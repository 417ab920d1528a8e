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
import type { WhoCanChoices, WhoCanInput, WhoCanResult, WhoCanRow } from '../../contracts/who-can.ts'

const me = { id: 'admin-1', institutionId: 'inst-1' }
const facts = persona({ flags: { 'roles-and-permissions': true }, permissions: { 'permissions:manage': true }, user: me })

const choices: WhoCanChoices = {
  pages: [
    { path: '/staff', title: 'Staff' },
    { path: '/requests', title: 'Requests' },
  ],
  menu: [
    { id: 'requests', title: 'Requests', depth: 0 },
    { id: 'requests-history', title: 'History', depth: 1 },
  ],
  records: [
    {
      subject: 'Request',
      description: 'A request for a title or supplies',
      byId: true,
      actions: [
        { name: 'read', description: 'See the request' },
        { name: 'approve', description: "Approve someone else's pending request" },
      ],
    },
    { subject: 'Title', description: 'A catalogue title', byId: false, actions: [{ name: 'read', description: 'See the title' }] },
  ],
}

const answer = (id: string, email: string, name: string | null, kind: WhoCanRow['answer'], because: string, rule: string | null): WhoCanRow => ({
  id,
  email,
  name,
  disabled: false,
  answer: kind,
  because,
  rule,
  scope: null,
})

const rows = [
  answer(
    'u-omar',
    'omar@inst.example',
    'Omar Haddad',
    'can',
    'has booklist:approve and the request is pending and not their own',
    'policy/resources/request.yaml:14',
  ),
  answer('u-rita', 'rita@inst.example', null, 'cannot', 'has booklist:approve but this request is their own', 'policy/resources/request.yaml:14'),
  answer('u-ben', 'ben@inst.example', 'Ben Ode <b>bold</b>', 'cannot', 'lacks booklist:approve', null),
]

/** whoCan.* over fixed answers; a record id `missing` is not of the institution. */
function whoCanServer() {
  const asked: WhoCanInput[] = []
  const server = createFakeTrpcServer(facts, { id: me.id, email: 'admin@inst.example', institutionId: me.institutionId }, (t) => ({
    whoCan: t.router({
      choices: t.procedure.query(() => choices),
      ask: t.procedure
        .input((value: unknown) => value as WhoCanInput)
        .query(({ input }): WhoCanResult => {
          asked.push(input)
          const question = input.question
          if (question.kind === 'action' && question.recordId === 'missing') throw new TRPCError({ code: 'NOT_FOUND', message: 'There is no such request.' })
          const shown = rows.filter((row) => (input.answer === undefined || row.answer === input.answer) && (!input.q || row.email.includes(input.q)))
          return { rows: shown, total: shown.length, asked: 'approve the request r-1 (pending)', counts: { can: 1, partial: 0, cannot: 2 } }
        }),
    }),
  }))
  return { server, asked }
}

describe('the Who can…? screen', () => {
  test('says what to do before anything is asked, and asks nothing', async () => {
    const { server, asked } = whoCanServer()
    renderApp(server, { path: '/access/who-can' })
    expect(await screen.findByRole('heading', { level: 1, name: 'Who can…?' })).toBeInTheDocument()
    expect(await screen.findByText('Ask a question')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Ask' })).toBeDisabled()
    expect(screen.queryByRole('table')).not.toBeInTheDocument()
    expect(asked).toEqual([])
  })

  test('a record action on one record lists each person with their answer, why and the rule; the counts filter it', async () => {
    const { server, asked } = whoCanServer()
    const { history } = renderApp(server, { path: '/access/who-can' })
    await userEvent.click(await screen.findByRole('radio', { name: 'a record action' }))
    await userEvent.selectOptions(screen.getByRole('combobox', { name: /Record type/ }), 'Request')
    // Title is not named by an id, Request is: its id field shows once it is chosen.
    await userEvent.selectOptions(screen.getByRole('combobox', { name: /Action/ }), 'approve')
    expect(screen.getByRole('combobox', { name: /Action/ })).toHaveAccessibleDescription("Approve someone else's pending request")
    await userEvent.type(screen.getByRole('textbox', { name: 'Request id' }), 'r-1{Enter}')

    const table = await screen.findByRole('table', { name: 'Who can' })
    expect(asked.at(-1)).toEqual({ page: 1, pageSize: 25, desc: false, question: { kind: 'action', subject: 'Request', action: 'approve', recordId: 'r-1' } })
    expect(new URLSearchParams(history.location.search).get('record')).toBe('r-1')
    expect(screen.getByRole('heading', { level: 2, name: 'Who can approve the request r-1 (pending)?' })).toBeInTheDocument()
    const omar = (await within(table).findByText('Omar Haddad')).closest('tr')!
    expect(within(omar).getByText('Can')).toBeInTheDocument()
    expect(omar).toHaveTextContent('has booklist:approve and the request is pending and not their own')
    expect(within(omar).getByText('policy/resources/request.yaml:14').tagName).toBe('CODE')
    const rita = within(table).getByText('rita@inst.example').closest('tr')!
    expect(within(rita).getByText('Cannot')).toBeInTheDocument()
    expect(rita).toHaveTextContent('has booklist:approve but this request is their own')
    // A person's name is text, never markup.
    expect(within(table).getByText('Ben Ode <b>bold</b>')).toBeInTheDocument()
    expect(await axeViolations(screen.getByRole('main'))).toEqual([])

    const counts = screen.getByRole('group', { name: 'Show only who' })
    expect(counts).toHaveTextContent('1 can · 0 hold part of it · 2 cannot')
    await userEvent.click(within(counts).getByRole('button', { name: '2 cannot' }))
    await vi.waitFor(() => expect(asked.at(-1)).toMatchObject({ answer: 'cannot' }))
    expect(within(counts).getByRole('button', { name: '2 cannot' })).toHaveAttribute('aria-pressed', 'true')
    await vi.waitFor(() => expect(within(table).queryByText('Omar Haddad')).not.toBeInTheDocument())
  })

  test('a linked question is asked once: the loader and the page share its query', async () => {
    const { server, asked } = whoCanServer()
    renderApp(server, { path: '/access/who-can?ask=action&subject=Request&action=approve&record=r-1&answer=can' })
    const table = await screen.findByRole('table', { name: 'Who can' })
    expect(await within(table).findByText('Omar Haddad')).toBeInTheDocument()
    expect(asked).toEqual([
      { page: 1, pageSize: 25, desc: false, answer: 'can', question: { kind: 'action', subject: 'Request', action: 'approve', recordId: 'r-1' } },
    ])
    expect(screen.getByRole('button', { name: '1 can' })).toHaveAttribute('aria-pressed', 'true')
  })

  test('a record not of the institution says so, in the server’s words', async () => {
    const { server } = whoCanServer()
    renderApp(server, { path: '/access/who-can?ask=%22action%22&subject=%22Request%22&action=%22approve%22&record=%22missing%22' })
    expect(await screen.findByRole('alert')).toHaveTextContent('There is no such request.')
    // The form reads the question from the URL, so it can be corrected.
    expect(screen.getByRole('textbox', { name: 'Request id' })).toHaveValue('missing')
  })
})
