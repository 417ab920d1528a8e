// @vitest-environment jsdom
import '../../app/testing/dom-test-setup.ts'
import { TRPCError } from '@trpc/server'
import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, test } from 'vitest'
import { persona } from '../../../tests/factories/facts.ts'
import { createFakeTrpcServer } from '../../app/testing/fake-trpc-server.ts'
import { renderApp } from '../../app/testing/render-app.tsx'
import { axeViolations } from '../../components/ui/testing/axe-violations.ts'
import type { RecordEvent } from '../../contracts/record-history.ts'
import type { ListStaffInput, PermissionsPreview, PreviewPermissionsInput, SetPermissionsInput, StaffPage, StaffRow } from '../../contracts/staff.ts'
import { permissionNames } from '../../generated/policy-names.gen.ts'

const me = { id: 'admin-1', institutionId: 'inst-1' }
const facts = persona({ flags: { 'roles-and-permissions': true }, permissions: { 'permissions:manage': true }, user: me })

const member = (id: string, email: string, granted: StaffRow['granted'], overrides: Partial<StaffRow> = {}): StaffRow => ({
  id,
  institutionId: 'inst-1',
  email,
  name: null,
  disabled: false,
  granted,
  isYou: id === me.id,
  version: 3,
  ...overrides,
})

const permissions = permissionNames.map((name) => ({ name, description: `What ${name} lets them do.` }))

/** staff.* over members in memory; `refusal` is what the preview says the change would be refused with. */
function staffServer(rows: StaffRow[], refusal: string | null = null) {
  const lists: ListStaffInput[] = []
  const previews: PreviewPermissionsInput[] = []
  const saved: SetPermissionsInput[] = []
  const store = new Map(rows.map((row) => [row.id, row]))
  const audit: RecordEvent[] = [
    {
      id: 7,
      recordType: 'StaffMember',
      recordId: 'u-rita',
      actorId: 'admin-2',
      actorEmail: 'omar@inst.example',
      at: '2026-11-02T08:15:00.000Z',
      action: 'changePermissions',
      from: null,
      to: null,
      note: 'Covers approvals in November',
      changes: { 'booklist:approve': { from: 'not held', to: 'held' } },
    },
  ]
  const server = createFakeTrpcServer(facts, { id: me.id, email: 'admin@inst.example', institutionId: me.institutionId }, (t) => ({
    staff: t.router({
      list: t.procedure
        .input((value: unknown) => value as ListStaffInput)
        .query(({ input }): StaffPage => {
          lists.push(input)
          return { rows: [...store.values()], total: store.size }
        }),
      get: t.procedure.input((value: unknown) => value as { id: string }).query(({ input }) => ({ member: store.get(input.id)!, events: audit, permissions })),
      previewPermissions: t.procedure
        .input((value: unknown) => value as PreviewPermissionsInput)
        .query(({ input }): PermissionsPreview => {
          previews.push(input)
          const before = new Set(store.get(input.id)!.granted)
          const after = new Set(input.granted)
          const booklist = { kind: 'page' as const, key: '/booklist', label: 'Booklist' }
          const read = { kind: 'action' as const, key: 'read Booklist', label: 'See the booklist and its items', scope: 'on booklists of their institution' }
          const spend = { kind: 'page' as const, key: '/analytics/uaaSpend', label: 'Spend overview' }
          const approve = {
            kind: 'action' as const,
            key: 'approve Request',
            label: "Approve someone else's pending request",
            scope: 'on requests of their institution that are pending and not their own',
          }
          const gains =
            after.has('booklist:view') && !before.has('booklist:view')
              ? [booklist, read]
              : after.has('booklist:approve') && !before.has('booklist:approve')
                ? [approve]
                : []
          const losesSpend = before.has('dashboards:uaaSpend') && !after.has('dashboards:uaaSpend')
          const losses = losesSpend ? [spend] : []
          const landing = losesSpend
            ? { before: { title: 'Spend overview', path: '/analytics/uaaSpend' }, after: { title: 'Students', path: '/students' } }
            : null
          return {
            granted: input.granted.filter((name) => !before.has(name)),
            withdrawn: [...before].filter((name) => !after.has(name)) as StaffRow['granted'],
            gains,
            losses,
            landing,
            refusal,
          }
        }),
      setPermissions: t.procedure
        .input((value: unknown) => value as SetPermissionsInput)
        .mutation(({ input }) => {
          saved.push(input)
          if (refusal) throw new TRPCError({ code: 'FORBIDDEN', message: refusal })
          const next = { ...store.get(input.id)!, granted: input.granted as StaffRow['granted'], version: input.version + 1 }
          store.set(input.id, next)
          return next
        }),
    }),
  }))
  return { server, lists, previews, saved }
}

describe('the staff screen', () => {
  test('lists staff with how many permissions each holds, and opens one’s permissions grouped with the policy’s descriptions', async () => {
    const { server, lists } = staffServer([
      member('u-rita', 'rita@inst.example', ['booklist:request']),
      member(me.id, 'admin@inst.example', ['permissions:manage']),
    ])
    renderApp(server, { path: '/staff?q=%22inst%22' })
    const table = await screen.findByRole('table', { name: 'Staff members' })
    const rita = (await within(table).findByRole('cell', { name: 'rita@inst.example' })).closest('tr')!
    expect(lists.at(-1)).toMatchObject({ q: 'inst', page: 1 })
    expect(within(rita).getByText(`1 of ${permissionNames.length}`)).toBeInTheDocument()
    expect(await axeViolations(screen.getByRole('main'))).toEqual([])

    await userEvent.click(within(rita).getByRole('button', { name: 'Permissions of rita@inst.example' }))
    const dialog = await screen.findByRole('dialog', { name: 'Staff permissions' })
    const booklists = await within(dialog).findByRole('group', { name: 'Booklists' })
    expect(within(booklists).getByRole('checkbox', { name: 'booklist:request' })).toBeChecked()
    expect(within(booklists).getByRole('checkbox', { name: 'booklist:view' })).not.toBeChecked()
    expect(within(booklists).getByRole('checkbox', { name: 'booklist:view' })).toHaveAccessibleDescription('What booklist:view lets them do.')
    expect(within(dialog).getByRole('group', { name: 'Analytics dashboards' })).toBeInTheDocument()
    // The audit: who, when, what changed, why.
    const audit = within(dialog).getByRole('list', { name: 'Changes to their permissions' })
    expect(audit).toHaveTextContent(/omar@inst\.example changed permissions: booklist:approve not held → held/)
    expect(audit).toHaveTextContent('“Covers approvals in November”')
    expect(audit).toHaveTextContent('2 Nov 2026, 08:15 UTC')
    expect(await axeViolations(dialog)).toEqual([])
  })

  test('a change is reviewed first: what they gain, then Confirm sends the map with its version and note', async () => {
    const { server, previews, saved } = staffServer([member('u-rita', 'rita@inst.example', ['booklist:request'])])
    renderApp(server, { path: '/staff?member=%22u-rita%22' })
    const dialog = await screen.findByRole('dialog', { name: 'Staff permissions' })
    const review = await within(dialog).findByRole('button', { name: 'Review the change…' })
    expect(review).toBeDisabled()
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'booklist:view' }))
    expect(within(dialog).getByText('(to grant)')).toBeInTheDocument()
    await userEvent.click(review)
    const pages = await within(dialog).findByRole('list', { name: 'Pages they gain' })
    expect(pages).toHaveTextContent('Booklist (/booklist)')
    expect(within(dialog).getByRole('list', { name: 'What they may do with records: gains' })).toHaveTextContent(
      'See the booklist and its items: on booklists of their institution (read Booklist)',
    )
    expect(within(dialog).getByText('No page they can open today.')).toBeInTheDocument()
    expect(within(dialog).getByText('Their start page stays the same.')).toBeInTheDocument()
    expect(previews.at(-1)).toEqual({ id: 'u-rita', granted: ['booklist:view', 'booklist:request'] })
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Note (optional)' }), 'Joins the booklist team')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm the change' }))
    expect(await screen.findByText('Permissions of rita@inst.example changed; they apply from their next request')).toBeInTheDocument()
    expect(saved).toEqual([{ id: 'u-rita', version: 3, granted: ['booklist:view', 'booklist:request'], note: 'Joins the booklist team' }])
  })

  test('the review names pages, the start page and record actions by their words first, with the codes after them as secondary text', async () => {
    const { server } = staffServer([member('u-ben', 'ben@inst.example', ['dashboards:uaaSpend'])])
    renderApp(server, { path: '/staff?member=%22u-ben%22' })
    const dialog = await screen.findByRole('dialog', { name: 'Staff permissions' })
    await userEvent.click(await within(dialog).findByRole('checkbox', { name: 'dashboards:uaaSpend' }))
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'booklist:approve' }))
    await userEvent.click(within(dialog).getByRole('button', { name: 'Review the change…' }))
    const lost = await within(dialog).findByRole('list', { name: 'Pages they lose' })
    const page = within(lost).getByRole('listitem')
    expect(page).toHaveTextContent(/^Spend overview \(\/analytics\/uaaSpend\)$/)
    // The path is secondary: its own smaller span, never the first words.
    expect(within(page).getByText('(/analytics/uaaSpend)')).toHaveClass('field-description')
    expect(within(dialog).getByLabelText('Start page')).toHaveTextContent(
      'Their start page changes from Spend overview (/analytics/uaaSpend) to Students (/students).',
    )
    expect(within(dialog).getByText('(/students)')).toHaveClass('field-description')
    const action = within(within(dialog).getByRole('list', { name: 'What they may do with records: gains' })).getByRole('listitem')
    expect(action).toHaveTextContent(
      /^Approve someone else's pending request: on requests of their institution that are pending and not their own \(approve Request\)$/,
    )
    expect(within(action).getByText('(approve Request)')).toHaveClass('field-description')
    expect(within(dialog).getByText('Nothing they can do today.')).toBeInTheDocument()
  })

  test('a change the server would refuse is said before it is sent, and cannot be confirmed', async () => {
    const refusal = 'rita@inst.example is the only person at your institution who can manage permissions; grant it to someone else first.'
    const { server, saved } = staffServer([member('u-rita', 'rita@inst.example', ['permissions:manage'])], refusal)
    renderApp(server, { path: '/staff?member=%22u-rita%22' })
    const dialog = await screen.findByRole('dialog', { name: 'Staff permissions' })
    await userEvent.click(await within(dialog).findByRole('checkbox', { name: 'permissions:manage' }))
    await userEvent.click(within(dialog).getByRole('button', { name: 'Review the change…' }))
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(refusal)
    expect(within(dialog).getByRole('button', { name: 'Confirm the change' })).toBeDisabled()
    expect(within(dialog).getByText(/loses permissions:manage/)).toBeInTheDocument()
    expect(saved).toEqual([])
  })

  test('one’s own permissions are shown but cannot be changed', async () => {
    const { server } = staffServer([member(me.id, 'admin@inst.example', ['permissions:manage'])])
    renderApp(server, { path: `/staff?member=%22${me.id}%22` })
    const dialog = await screen.findByRole('dialog', { name: 'Staff permissions' })
    expect(await within(dialog).findByText(/you cannot change them/)).toBeInTheDocument()
    expect(within(dialog).getByRole('checkbox', { name: 'permissions:manage' })).toBeDisabled()
    expect(within(dialog).queryByRole('button', { name: 'Review the change…' })).not.toBeInTheDocument()
  })
})
