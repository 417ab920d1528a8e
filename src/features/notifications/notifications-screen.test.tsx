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
import {
  kindDescriptions,
  notificationKinds,
  type EmailChoice,
  type NotificationItem,
  type NotificationKind,
  type NotificationSettings,
} from '../../contracts/notifications.ts'

const facts = persona({ flags: { 'roles-and-permissions': true }, permissions: { 'catalogue:search': true } })
const me = { id: 'user-1', email: 'ada@inst.example', institutionId: 'inst-1' }
const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString()

const item = (id: string, sentence: string, read: boolean, extra: Partial<NotificationItem> = {}): NotificationItem => ({
  id,
  kind: 'requestDecided',
  sentence,
  note: null,
  recordType: 'Request',
  recordId: `r-${id}`,
  actorEmail: 'amy@inst.example',
  createdAt: minutesAgo(5),
  read,
  ...extra,
})

interface Options {
  readonly items?: NotificationItem[]
  readonly failList?: boolean
  readonly undeliverable?: NotificationSettings['undeliverable']
}

/** notifications.* over items in memory, as the server answers them; records every mark and setting. */
function inboxServer({ items = [], failList = false, undeliverable = [] }: Options = {}) {
  const store = items.map((entry) => ({ ...entry }))
  const marked: string[] = []
  const saved: { kind: NotificationKind; email: EmailChoice }[] = []
  const choices = Object.fromEntries(notificationKinds.map((kind) => [kind, kindDescriptions[kind].defaultEmail])) as Record<NotificationKind, EmailChoice>
  const unread = () => store.filter((entry) => !entry.read).length
  const server = createFakeTrpcServer(facts, { ...me, unreadNotifications: unread() }, (t) => ({
    notifications: t.router({
      list: t.procedure
        .input((value: unknown) => value as { page: number })
        .query(() => {
          if (failList) throw new TRPCError({ code: 'INTERNAL_SERVER_ERROR', message: 'boom' })
          return { items: store, total: store.length, unread: unread() }
        }),
      unread: t.procedure.query(() => unread()),
      markRead: t.procedure
        .input((value: unknown) => value as { id: string })
        .mutation(({ input }) => {
          marked.push(input.id)
          for (const entry of store) if (entry.id === input.id) entry.read = true
          return { unread: unread() }
        }),
      markAllRead: t.procedure.mutation(() => {
        marked.push('*')
        for (const entry of store) entry.read = true
        return { unread: 0 }
      }),
      settings: t.procedure.query((): NotificationSettings => ({ choices: { ...choices }, address: me.email, undeliverable })),
      setEmail: t.procedure
        .input((value: unknown) => value as { kind: NotificationKind; email: EmailChoice })
        .mutation(({ input }) => {
          saved.push(input)
          choices[input.kind] = input.email
          return { ...input, label: kindDescriptions[input.kind].label }
        }),
    }),
  }))
  return { server, marked, saved }
}

const bell = () => within(screen.getByRole('banner')).getByRole('link', { name: /^Notifications/ })

describe('the Notifications page', () => {
  test('lists newest first, marks the unread in words, and shows a hostile sentence as text', async () => {
    const { server } = inboxServer({
      items: [
        item('n3', '<img src=x onerror=alert(1)>', false, { note: 'Ordered from Blackwell' }),
        item('n2', 'amy@inst.example approved your request for Anatomy', true, { createdAt: minutesAgo(120) }),
      ],
    })
    renderApp(server, { path: '/notifications' })
    const list = await screen.findByRole('list', { name: 'Notifications, newest first' })
    const entries = within(list).getAllByRole('listitem')
    expect(entries).toHaveLength(2)
    expect(within(entries[0]!).getByText('Unread')).toBeInTheDocument()
    expect(within(entries[1]!).queryByText('Unread')).not.toBeInTheDocument()
    const hostile = within(entries[0]!).getByRole('link', { name: '<img src=x onerror=alert(1)>' })
    expect(hostile).toHaveAttribute('href', '/requests?request=r-n3')
    expect(list.querySelector('img')).toBeNull()
    expect(within(entries[0]!).getByText('Note: Ordered from Blackwell')).toBeInTheDocument()
    expect(within(entries[0]!).getByText(/amy@inst\.example/)).toBeInTheDocument()
    expect(within(entries[0]!).getByText('5 minutes ago')).toBeInTheDocument()
    expect(within(entries[1]!).getByText('2 hours ago')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Notification settings' })).toHaveAttribute('href', '/notifications/settings')
    expect(bell()).toHaveAccessibleName('Notifications, 1 unread')
    expect(await axeViolations(screen.getByRole('main'))).toEqual([])
  })

  test('Mark all read marks them, updates the bell, and is disabled once none is unread', async () => {
    const { server, marked } = inboxServer({ items: [item('n1', 'One', false), item('n2', 'Two', false)] })
    renderApp(server, { path: '/notifications' })
    await screen.findByRole('list', { name: 'Notifications, newest first' })
    expect(bell()).toHaveAccessibleName('Notifications, 2 unread')
    expect(within(bell()).getByText('2')).toBeInTheDocument()
    await userEvent.click(screen.getByRole('button', { name: 'Mark all read' }))
    expect(await screen.findByText('All notifications marked read')).toBeInTheDocument()
    expect(marked).toEqual(['*'])
    expect(await screen.findByRole('button', { name: 'Mark all read' })).toBeDisabled()
    await vi.waitFor(() => expect(bell()).toHaveAccessibleName('Notifications'))
    expect(screen.queryByText('Unread')).not.toBeInTheDocument()
  })

  test('opening an unread notification marks it read and goes to its record', async () => {
    const { server, marked } = inboxServer({ items: [item('n1', 'Your request was approved', false, { recordType: 'StaffMember', recordId: 'u1' })] })
    const { history } = renderApp(server, { path: '/notifications' })
    await userEvent.click(await screen.findByRole('link', { name: 'Your request was approved' }))
    await vi.waitFor(() => expect(marked).toEqual(['n1']))
    await vi.waitFor(() => expect(history.location.pathname).not.toBe('/notifications'))
  })

  test('says so when there is nothing yet, with Mark all read disabled', async () => {
    renderApp(inboxServer().server, { path: '/notifications' })
    expect(await screen.findByText('Nothing yet')).toBeInTheDocument()
    expect(screen.getByText(/You will be told here when/)).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Mark all read' })).toBeDisabled()
    expect(bell()).toHaveAccessibleName('Notifications')
  })

  test('a failed load says so, with Retry', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    renderApp(inboxServer({ failList: true }).server, { path: '/notifications' })
    const alert = await screen.findByRole('alert', {}, { timeout: 5000 })
    expect(alert).toHaveTextContent('Your notifications could not be loaded')
    expect(within(alert).getByRole('button', { name: 'Retry' })).toBeInTheDocument()
  })
})

describe('the Notification settings page', () => {
  test('shows each kind’s choice with its default and when it is sent, and saves a change with a toast', async () => {
    const { server, saved } = inboxServer()
    renderApp(server, { path: '/notifications/settings' })
    const group = await screen.findByRole('group', { name: `${kindDescriptions.requestRaised.label}. ${kindDescriptions.requestRaised.when}` })
    expect(screen.getAllByRole('group')).toHaveLength(notificationKinds.length)
    expect(within(group).getByRole('radio', { name: 'Email at once' })).toBeChecked()
    const progressed = screen.getByRole('group', { name: new RegExp(`^${kindDescriptions.requestProgressed.label}`) })
    expect(within(progressed).getByRole('radio', { name: 'Daily digest' })).toBeChecked()
    await userEvent.click(within(group).getByRole('radio', { name: 'No email' }))
    expect(await screen.findByText(`${kindDescriptions.requestRaised.label}: No email`)).toBeInTheDocument()
    expect(saved).toEqual([{ kind: 'requestRaised', email: 'off' }])
    expect(within(group).getByRole('radio', { name: 'No email' })).toBeChecked()
    expect(screen.queryByText(/We could not reach your address/)).not.toBeInTheDocument()
    expect(await axeViolations(screen.getByRole('main'))).toEqual([])
  })

  test('warns when mail could not reach the person, with the mail server’s words', async () => {
    const { server } = inboxServer({ undeliverable: [{ at: '2026-03-01T09:00:00.000Z', error: '550 5.1.1 mailbox unavailable' }] })
    renderApp(server, { path: '/notifications/settings' })
    const notice = await screen.findByText(`We could not reach your address ${me.email}`)
    expect(notice.closest('[role="status"]')).toHaveTextContent('550 5.1.1 mailbox unavailable')
    expect(await axeViolations(screen.getByRole('main'))).toEqual([])
  })
})
