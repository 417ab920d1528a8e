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
import type { RecordEvent } from '../../contracts/record-history.ts'
import type { ListStudentsInput, StudentAccessChange, StudentRow, StudentsPage } from '../../contracts/students.ts'

const me = { id: 'user-1', institutionId: 'inst-1' }
const facts = persona({
  flags: { 'roles-and-permissions': true, 'user-management-page': true },
  institution: { isEA: true, opt_out_hosting_type: 'adoptions-hosted', enabledAccessLength: 365 },
  user: me,
})

const student = (
  id: string,
  name: string,
  accessState: StudentRow['accessState'],
  accessExpiresAt: string | null = '2027-06-30T00:00:00.000Z',
): StudentRow => ({
  id,
  institutionId: 'inst-1',
  studentNumber: `S${id}`,
  name,
  email: `${id}@students.example`,
  enrolment: 'active',
  accessState,
  accessExpiresAt,
  accessRevokedAt: accessState === 'revoked' ? '2026-11-01T09:00:00.000Z' : null,
  version: 1,
})

/** students.* over rows in memory: a change moves the row on as the server would; an id in `changedMeanwhile` answers CONFLICT. */
function studentsServer(rows: StudentRow[], changedMeanwhile: string[] = [], as = facts) {
  const lists: ListStudentsInput[] = []
  const changes: { action: string; input: StudentAccessChange }[] = []
  const store = new Map(rows.map((row) => [row.id, row]))
  const history: RecordEvent[] = [
    {
      id: 1,
      recordType: 'Student',
      recordId: 's1',
      actorId: 'ana',
      actorEmail: 'ana@inst.example',
      at: '2026-01-10T09:00:00.000Z',
      action: 'grantAccess',
      from: 'expired',
      to: 'active',
      note: 'New intake',
      changes: { accessExpiresAt: { from: null, to: '2027-01-10T09:00:00.000Z' } },
    },
    {
      id: 2,
      recordType: 'Student',
      recordId: 's1',
      actorId: 'ben',
      actorEmail: 'ben@inst.example',
      at: '2026-11-01T09:00:00.000Z',
      action: 'revokeAccess',
      from: 'active',
      to: 'revoked',
      note: 'Left the course',
      changes: {},
    },
  ]
  const server = createFakeTrpcServer(as, { id: me.id, email: 'me@inst.example', institutionId: me.institutionId }, (t) => {
    const change = (action: 'grantAccess' | 'revokeAccess') =>
      t.procedure
        .input((value: unknown) => value as StudentAccessChange)
        .mutation(({ input }) => {
          changes.push({ action, input })
          if (changedMeanwhile.includes(input.id)) {
            throw new TRPCError({
              code: 'CONFLICT',
              message: 'This student changed after you loaded it: ben@inst.example revoked access at 25 Nov 2026, 09:00 UTC. Reload to see the latest version.',
            })
          }
          const row = store.get(input.id)!
          const next: StudentRow =
            action === 'grantAccess'
              ? { ...row, accessState: 'active', accessExpiresAt: '2027-11-26T00:00:00.000Z', accessRevokedAt: null, version: row.version + 1 }
              : { ...row, accessState: 'revoked', accessRevokedAt: '2026-11-26T00:00:00.000Z', version: row.version + 1 }
          store.set(input.id, next)
          return next
        })
    return {
      students: t.router({
        list: t.procedure
          .input((value: unknown) => value as ListStudentsInput)
          .query(({ input }): StudentsPage => {
            lists.push(input)
            const shown = [...store.values()].filter((row) => input.access === undefined || row.accessState === input.access)
            return { rows: shown, total: shown.length, accessLengthDays: 365 }
          }),
        history: t.procedure.input((value: unknown) => value as { id: string }).query(({ input }) => ({ student: store.get(input.id)!, events: history })),
        grantAccess: change('grantAccess'),
        revokeAccess: change('revokeAccess'),
      }),
    }
  })
  return { server, lists, changes }
}

const rowOf = (name: string) => screen.getByRole('cell', { name }).closest('tr')!

describe('the students screen', () => {
  test('reads its filters from the URL and shows each student’s access; each button only where its rule passes', async () => {
    const { server, lists } = studentsServer([
      student('s1', 'Ada Lovelace', 'active'),
      student('s2', 'Alan Turing', 'expiring', '2026-12-10T00:00:00.000Z'),
      student('s3', 'Grace Hopper', 'revoked'),
      student('s4', 'Katherine Johnson', 'expired', null),
    ])
    renderApp(server, { path: '/students?q=%22a%22&sort=%22accessExpiresAt%22' })
    const table = await screen.findByRole('table', { name: 'Students' })
    await within(table).findByText('Ada Lovelace')
    expect(lists.at(-1)).toMatchObject({ q: 'a', sort: 'accessExpiresAt', page: 1 })
    expect(within(rowOf('Alan Turing')).getByText('expiring')).toBeInTheDocument()
    expect(within(rowOf('Alan Turing')).getByText('10 Dec 2026')).toBeInTheDocument()
    expect(within(rowOf('Grace Hopper')).getByText('Revoked 1 Nov 2026')).toBeInTheDocument()
    expect(within(rowOf('Katherine Johnson')).getByText('Never granted')).toBeInTheDocument()
    // Extend for who has access, Grant for who has none; nothing to revoke once revoked or expired.
    expect(within(rowOf('Ada Lovelace')).getByRole('button', { name: 'Extend access for Ada Lovelace (Ss1)' })).toBeInTheDocument()
    expect(within(rowOf('Ada Lovelace')).getByRole('button', { name: 'Revoke access for Ada Lovelace (Ss1)' })).toBeInTheDocument()
    expect(within(rowOf('Grace Hopper')).getByRole('button', { name: 'Grant access for Grace Hopper (Ss3)' })).toBeInTheDocument()
    expect(within(rowOf('Grace Hopper')).queryByRole('button', { name: /^Revoke/ })).not.toBeInTheDocument()
    expect(within(rowOf('Katherine Johnson')).queryByRole('button', { name: /^Revoke/ })).not.toBeInTheDocument()
    expect(within(screen.getByRole('main')).getByText(/4 students · a grant or extension gives 365 days/)).toBeInTheDocument()
    expect(await axeViolations(screen.getByRole('main'))).toEqual([])
  })

  test('extends many at once, each on its own, and lists the one that failed with its reason', async () => {
    const { server, changes } = studentsServer(
      [student('s1', 'Ada Lovelace', 'active'), student('s2', 'Alan Turing', 'expiring'), student('s3', 'Grace Hopper', 'revoked')],
      ['s2'],
    )
    renderApp(server, { path: '/students' })
    await screen.findByRole('cell', { name: 'Ada Lovelace' })
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select all rows on this page' }))
    await userEvent.click(within(screen.getByRole('group', { name: 'Selected rows' })).getByRole('button', { name: 'Grant or extend access…' }))
    const dialog = screen.getByRole('dialog', { name: 'Grant or extend access for 3 students?' })
    expect(within(dialog).getByText(/Each gets 365 days/)).toBeInTheDocument()
    await userEvent.type(within(dialog).getByRole('textbox'), 'Spring term')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Grant or extend' }))
    const outcome = (await screen.findByText('2 granted or extended, 1 failed')).closest('[role="status"]') as HTMLElement
    expect(within(outcome).getByRole('listitem')).toHaveTextContent(
      /^Alan Turing \(Ss2\): This student changed after you loaded it: ben@inst\.example revoked access/,
    )
    expect(changes.map((c) => [c.action, c.input]).sort()).toEqual([
      ['grantAccess', { id: 's1', version: 1, note: 'Spring term' }],
      ['grantAccess', { id: 's2', version: 1, note: 'Spring term' }],
      ['grantAccess', { id: 's3', version: 1, note: 'Spring term' }],
    ])
    // The list was asked again: Grace has access now.
    await vi.waitFor(() => expect(within(rowOf('Grace Hopper')).getByText('active', { selector: '.status-badge' })).toBeInTheDocument())
  })

  test('revokes one student after a confirm with a note, and the row shows it', async () => {
    const { server, changes } = studentsServer([student('s1', 'Ada Lovelace', 'active')])
    renderApp(server, { path: '/students' })
    await userEvent.click(await screen.findByRole('button', { name: 'Revoke access for Ada Lovelace (Ss1)' }))
    const dialog = screen.getByRole('dialog', { name: 'Revoke access for Ada Lovelace?' })
    expect(within(dialog).getByText(/loses access now/)).toBeInTheDocument()
    await userEvent.type(within(dialog).getByRole('textbox'), 'Withdrew')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Revoke access' }))
    expect(await screen.findByText('Ada Lovelace: access revoked')).toBeInTheDocument()
    expect(changes).toEqual([{ action: 'revokeAccess', input: { id: 's1', version: 1, note: 'Withdrew' } }])
    await vi.waitFor(() => expect(within(rowOf('Ada Lovelace')).getByText('revoked', { selector: '.status-badge' })).toBeInTheDocument())
  })

  test('a link to a student opens their access history: who, when, from → to, until when, the note', async () => {
    const { server } = studentsServer([student('s1', 'Ada Lovelace', 'revoked')])
    renderApp(server, { path: '/students?student=%22s1%22' })
    const dialog = await screen.findByRole('dialog', { name: 'Access history' })
    const events = await within(dialog).findAllByRole('listitem')
    expect(events[0]).toHaveTextContent(/ana@inst\.example granted access: expired → active; access ends 10 Jan 2027“New intake”/)
    expect(events[0]).toHaveTextContent('“New intake”')
    expect(events[1]).toHaveTextContent(/ben@inst\.example revoked access: active → revoked/)
    expect(within(dialog).getByText(/since 1 Nov 2026/)).toBeInTheDocument()
  })

  test('Enter on a row opens that student’s history', async () => {
    const { server } = studentsServer([student('s1', 'Ada Lovelace', 'revoked')])
    renderApp(server, { path: '/students' })
    const row = (await screen.findByRole('cell', { name: 'Ada Lovelace' })).closest('tr')!
    row.focus()
    await userEvent.keyboard('{Enter}')
    expect(await screen.findByRole('dialog', { name: 'Access history' })).toBeInTheDocument()
  })

  test('an access state the page does not know is shown beside its field, and nothing is asked', async () => {
    const { server, lists } = studentsServer([student('s1', 'Ada Lovelace', 'active')])
    renderApp(server, { path: '/students?access=%22lapsed%22' })
    expect((await screen.findAllByText('“lapsed” is not a state of access: choose one of active, expiring, expired, revoked.')).length).toBeGreaterThan(0)
    expect(lists).toEqual([])
  })

  test('the email column and address only for those who manage access (the read rule’s field rule), never a per-screen condition', async () => {
    // Without permissions:manage the server sends no address (students.api.test.ts): the column is not there at all.
    const { server } = studentsServer([{ ...student('s1', 'Ada Lovelace', 'active'), email: undefined }])
    const { unmount } = renderApp(server, { path: '/students?student=%22s1%22' })
    const table = await screen.findByRole('table', { name: 'Students' })
    await within(table).findByText('Ada Lovelace')
    expect(within(table).queryByRole('columnheader', { name: /Email/ })).not.toBeInTheDocument()
    expect(screen.getByLabelText('Name or number')).toBeInTheDocument()
    const dialog = await screen.findByRole('dialog', { name: 'Access history' })
    expect(await within(dialog).findByText('Ada Lovelace (Ss1)')).toBeInTheDocument()
    unmount()

    const manager = { ...facts, permissions: { ...facts.permissions, 'permissions:manage': true } }
    const managed = studentsServer([student('s1', 'Ada Lovelace', 'active')], [], manager)
    renderApp(managed.server, { path: '/students?student=%22s1%22' })
    const shown = await screen.findByRole('table', { name: 'Students' })
    expect(await within(shown).findByRole('columnheader', { name: /Email/ })).toBeInTheDocument()
    expect(within(rowOf('Ada Lovelace')).getByText('s1@students.example')).toBeInTheDocument()
    expect(screen.getByLabelText('Name, email or number')).toBeInTheDocument()
    expect(
      await within(await screen.findByRole('dialog', { name: 'Access history' })).findByText('Ada Lovelace (Ss1) · s1@students.example'),
    ).toBeInTheDocument()
  })

  test('student names are text, never markup', async () => {
    const { server } = studentsServer([student('s1', '<img src=x onerror=alert(1)>', 'active')])
    renderApp(server, { path: '/students' })
    expect(await screen.findByRole('cell', { name: '<img src=x onerror=alert(1)>' })).toBeInTheDocument()
    expect(document.querySelector('img[src="x"]')).toBeNull()
  })
})
