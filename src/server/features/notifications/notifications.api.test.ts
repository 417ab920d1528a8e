import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { kindDescriptions, notificationsPageSize, type NotificationKind } from '../../../contracts/notifications.ts'
import { replaceData } from '../../data/replace-data.ts'
import { defaultLimits } from '../../limits.ts'
import { memoryLogger } from '../../logger.ts'
import { policy } from '../../policy.ts'
import { codeOf } from '../../testing/error-code.ts'
import { fixtureInstitution } from '../../testing/fixture-institution.ts'
import { cookieFor, parseOrThrow } from '../../testing/seed.ts'
import { createTestDatabase, testDatabases, type TestDatabase } from '../../testing/test-databases.ts'
import { createContext, type ServerDeps } from '../../trpc/context.ts'
import { createCallerFactory } from '../../trpc/init.ts'
import { appRouter } from '../../trpc/router.ts'

const createCaller = createCallerFactory(appRouter)

const now = '2026-03-01T12:00:00.000Z'
const minutesAgo = (minutes: number) => new Date(Date.parse(now) - minutes * 60_000).toISOString()

const fixture = `
institutions:${fixtureInstitution('testville')}
users:
  - { email: ann@testville.example, institution: testville, permissions: {} }
  - { email: bob@testville.example, institution: testville, permissions: {} }
`

describe.each(testDatabases())('the notifications API on %s', (kind) => {
  let temp: TestDatabase
  let deps: ServerDeps
  const ids: Record<string, string> = {}
  const as = (email: string) => createCaller(async () => createContext(deps, await cookieFor(deps.db, email)))
  const ann = () => as('ann@testville.example')
  const bob = () => as('bob@testville.example')

  /** A notification for `to`, made by `from`, `minutes` before now. */
  const notify = (id: string, to: string, from: string, minutes: number, extra: { sentence?: string; note?: string | null; read?: boolean } = {}) => ({
    id,
    institution_id: 'testville',
    recipient_id: ids[to] ?? '',
    kind: 'requestDecided' as const,
    record_type: 'Request' as const,
    record_id: `r-${id}`,
    event_id: Number(id.replace(/\D/g, '')) || 1,
    actor_id: ids[from] ?? '',
    sentence: extra.sentence ?? `Sentence ${id}`,
    note: extra.note ?? null,
    created_at: minutesAgo(minutes),
    read_at: extra.read === true ? minutesAgo(0) : null,
    email: 'none' as const,
    digested_at: null,
  })
  const readIds = async (recipient: string) =>
    (
      await temp.db
        .selectFrom('notifications')
        .select('id')
        .where('recipient_id', '=', ids[recipient] ?? '')
        .where('read_at', 'is not', null)
        .orderBy('id')
        .execute()
    ).map((row) => row.id)

  beforeEach(async () => {
    temp = await createTestDatabase(kind)
    deps = { db: temp.db, policy, logger: memoryLogger(), now: () => Date.parse(now), limits: defaultLimits }
    await replaceData(temp.db, parseOrThrow(fixture, 'notifications-fixture.yaml'))
    for (const user of await temp.db.selectFrom('users').select(['id', 'email']).execute()) ids[user.email.split('@')[0] ?? ''] = user.id
    await temp.db
      .insertInto('notifications')
      .values([
        notify('n1', 'ann', 'bob', 30, { note: 'Ordered from Blackwell' }),
        notify('n2', 'ann', 'bob', 20, { read: true }),
        notify('n3', 'ann', 'bob', 10, { sentence: '<img src=x onerror=alert(1)>' }),
        notify('n4', 'bob', 'ann', 5),
      ])
      .execute()
  })
  afterEach(() => temp.dispose())

  it('lists only the caller’s own notifications, newest first, with the actor’s email, the total and the unread count', async () => {
    const page = await ann().notifications.list({ page: 1 })
    expect(page.items.map((item) => [item.id, item.read])).toEqual([
      ['n3', false],
      ['n2', true],
      ['n1', false],
    ])
    expect([page.total, page.unread]).toEqual([3, 2])
    expect(page.items[2]).toEqual({
      id: 'n1',
      kind: 'requestDecided',
      sentence: 'Sentence n1',
      note: 'Ordered from Blackwell',
      recordType: 'Request',
      recordId: 'r-n1',
      actorEmail: 'bob@testville.example',
      createdAt: minutesAgo(30),
      read: false,
    })
    // The sentence is stored and answered as it was written: the page shows it as text.
    expect(page.items[0]?.sentence).toBe('<img src=x onerror=alert(1)>')
    const bobs = await bob().notifications.list({ page: 1 })
    expect([bobs.items.map((item) => item.id), bobs.total, bobs.unread]).toEqual([['n4'], 1, 1])
  })

  it('pages by notificationsPageSize, newest first, stable across pages', async () => {
    await temp.db
      .insertInto('notifications')
      .values(Array.from({ length: notificationsPageSize + 2 }, (_, i) => notify(`m${100 + i}`, 'bob', 'ann', 100 + i)))
      .execute()
    const first = await bob().notifications.list({ page: 1 })
    const second = await bob().notifications.list({ page: 2 })
    expect(first.items).toHaveLength(notificationsPageSize)
    expect(first.total).toBe(notificationsPageSize + 3)
    // Bob's own n4 is the newest, so the first page ends one short of the 25 made here.
    expect(second.items.map((item) => item.id)).toEqual([99, 100, 101].map((n) => `m${n + notificationsPageSize}`))
    expect(first.items[0]?.id).toBe('n4')
    expect(await codeOf(bob().notifications.list({ page: 0 }))).toBe('BAD_REQUEST')
  })

  it('counts the unread in auth.getUser and notifications.unread', async () => {
    expect((await ann().auth.getUser()).unreadNotifications).toBe(2)
    expect(await ann().notifications.unread()).toBe(2)
    expect((await bob().auth.getUser()).unreadNotifications).toBe(1)
  })

  it('marks one read, idempotently, and never another person’s', async () => {
    expect(await ann().notifications.markRead({ id: 'n1' })).toEqual({ unread: 1 })
    expect(await ann().notifications.markRead({ id: 'n1' })).toEqual({ unread: 1 })
    // Bob's notification, named by Ann: nothing changes, and nothing says it exists.
    expect(await ann().notifications.markRead({ id: 'n4' })).toEqual({ unread: 1 })
    expect(await ann().notifications.markRead({ id: 'nope' })).toEqual({ unread: 1 })
    expect(await readIds('ann')).toEqual(['n1', 'n2'])
    expect(await readIds('bob')).toEqual([])
  })

  it('marks all of the caller’s read, idempotently, and no one else’s', async () => {
    expect(await ann().notifications.markAllRead()).toEqual({ unread: 0 })
    expect(await ann().notifications.markAllRead()).toEqual({ unread: 0 })
    expect(await readIds('ann')).toEqual(['n1', 'n2', 'n3'])
    expect(await readIds('bob')).toEqual([])
    expect((await bob().notifications.list({ page: 1 })).unread).toBe(1)
  })

  it('answers each kind’s default until changed, the caller’s address, and their undeliverable mail newest first (at most 5)', async () => {
    const settings = await ann().notifications.settings()
    const defaults = Object.fromEntries(Object.entries(kindDescriptions).map(([name, description]) => [name, description.defaultEmail]))
    expect(settings).toEqual({ choices: defaults, address: 'ann@testville.example', undeliverable: [] })

    const outbox = (n: number, recipient: string, status: 'pending' | 'sent' | 'failed', error: string | null) => ({
      key: `notification:x${n}:email`,
      institution_id: 'testville',
      recipient_id: ids[recipient] ?? '',
      notification_id: null,
      digest_day: null,
      status,
      next_attempt_at: minutesAgo(n),
      last_error: error,
      created_at: minutesAgo(n),
    })
    await temp.db
      .insertInto('mail_outbox')
      .values([
        ...Array.from({ length: 6 }, (_, i) => outbox(i + 1, 'ann', 'failed', `550 mailbox unavailable (${i + 1})`)),
        outbox(7, 'ann', 'sent', null),
        outbox(8, 'ann', 'pending', null),
        outbox(9, 'bob', 'failed', 'not bob'),
      ])
      .execute()
    const failed = (await ann().notifications.settings()).undeliverable
    expect(failed).toEqual([1, 2, 3, 4, 5].map((n) => ({ at: minutesAgo(n), error: `550 mailbox unavailable (${n})` })))
  })

  it('saves the caller’s choice per kind, the last one winning, and only theirs', async () => {
    expect(await ann().notifications.setEmail({ kind: 'requestRaised', email: 'daily' })).toEqual({
      kind: 'requestRaised',
      email: 'daily',
      label: kindDescriptions.requestRaised.label,
    })
    await ann().notifications.setEmail({ kind: 'requestRaised', email: 'off' })
    await ann().notifications.setEmail({ kind: 'uploadFinished', email: 'immediate' })
    const choices = (await ann().notifications.settings()).choices
    expect([choices.requestRaised, choices.uploadFinished, choices.requestDecided]).toEqual(['off', 'immediate', 'immediate'])
    expect((await bob().notifications.settings()).choices.requestRaised).toBe('immediate')
    expect(await temp.db.selectFrom('notification_settings').select('user_id').distinct().execute()).toEqual([{ user_id: ids['ann'] }])
  })

  it('refuses another person in the input: a userId is not part of a setting, and nobody’s row changes', async () => {
    const input = { kind: 'requestRaised', email: 'off', userId: ids['bob'] } as unknown as { kind: NotificationKind; email: 'off' }
    expect(await codeOf(ann().notifications.setEmail(input))).toBe('BAD_REQUEST')
    expect(await temp.db.selectFrom('notification_settings').selectAll().execute()).toEqual([])
    expect((await bob().notifications.settings()).choices.requestRaised).toBe('immediate')
  })

  it('refuses an unknown kind or email choice with the valid ones named', async () => {
    const refusal = async (input: unknown) => {
      try {
        await ann().notifications.setEmail(input as never)
        return 'OK'
      } catch (error) {
        return `${(error as { code?: string }).code}: ${(error as Error).message}`
      }
    }
    const kindRefusal = await refusal({ kind: 'everything', email: 'off' })
    expect(kindRefusal).toMatch(/^BAD_REQUEST: /)
    expect(kindRefusal).toContain('Unknown kind of notification. Valid kinds: requestRaised, requestDecided')
    const emailRefusal = await refusal({ kind: 'requestRaised', email: 'weekly' })
    expect(emailRefusal).toMatch(/^BAD_REQUEST: /)
    expect(emailRefusal).toContain('Unknown email choice. Valid choices: off (No email), immediate (Email at once), daily (Daily digest).')
    expect(await temp.db.selectFrom('notification_settings').selectAll().execute()).toEqual([])
  })
})
