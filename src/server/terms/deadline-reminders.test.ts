import { createMongoAbility } from '@casl/ability'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { notificationPath } from '../../contracts/notifications.ts'
import { replaceData } from '../data/replace-data.ts'
import { historyOf } from '../db/record-events-repo.ts'
import { listNotifications } from '../features/notifications/notifications.repo.ts'
import { memoryLogger } from '../logger.ts'
import { startOutboxWorker, type OutboxWorker } from '../notifications/mail/outbox-worker.ts'
import { policy } from '../policy.ts'
import { fixtureInstitution } from '../testing/fixture-institution.ts'
import { createTestDatabase, testDatabases, type TestDatabase } from '../testing/test-databases.ts'
import { parseOrThrow } from '../testing/test-records.ts'
import { dueOffset, lateSentence, sendDeadlineReminders } from './deadline-reminders.ts'
import { systemActorId } from './system-actor.ts'

/**
 * Spring 2027 at testville (New York) has its booklist deadline on 7 Dec 2026
 * and reminders 14, 7 and 1 days before. ian teaches CHEM101 and BIO200
 * (drafts), ivy PHY110 (no booklist; her email choice for reminders is off),
 * sam ART300 (submitted). ann approves adoptions and sees every course; ada
 * approves but sees none, so she is never told. otherville's instructor and
 * approver are never told of testville's term.
 */
const fixture = `
institutions:${fixtureInstitution('testville', {
  more: {
    timeZone: 'America/New_York',
    reminderDays: [14, 7, 1],
    terms: [
      { name: '2026-autumn', starts: '2026-09-14', ends: '2026-12-18', adoptionDeadline: '2026-08-17', booklistDeadline: '2026-08-10' },
      { name: '2027-spring', starts: '2027-01-11', ends: '2027-05-14', adoptionDeadline: '2026-12-14', booklistDeadline: '2026-12-07' },
    ],
  },
})}${fixtureInstitution('otherville')}
users:
  - { email: ian@testville.example, institution: testville, permissions: { adoptions:viewAssignedCourses: true } }
  - { email: ivy@testville.example, institution: testville, permissions: { adoptions:viewAssignedCourses: true } }
  - { email: sam@testville.example, institution: testville, permissions: { adoptions:viewAssignedCourses: true } }
  - { email: ann@testville.example, institution: testville, permissions: { adoptions:approve: true, adoptions:viewAllCourses: true } }
  - { email: ada@testville.example, institution: testville, permissions: { adoptions:approve: true } }
  - { email: oz@otherville.example, institution: otherville, permissions: { adoptions:viewAssignedCourses: true } }
  - { email: otto@otherville.example, institution: otherville, permissions: { adoptions:approve: true, adoptions:viewAllCourses: true } }
courses:
  - { code: CHEM101, title: Organic Chemistry, term: 2027-spring, institution: testville, instructors: [ian@testville.example, guest@elsewhere.example], booklist: draft }
  - { code: BIO200, title: Cell Biology, term: 2027-spring, institution: testville, instructors: [ian@testville.example], booklist: draft }
  - { code: PHY110, title: Physics Now, term: 2027-spring, institution: testville, instructors: [ivy@testville.example] }
  - { code: ART300, title: Art History, term: 2027-spring, institution: testville, instructors: [sam@testville.example], booklist: submitted }
  - { code: OLD100, title: Gone By, term: 2026-autumn, institution: testville, instructors: [ian@testville.example], booklist: draft }
  - { code: OTH100, title: Elsewhere, term: 2027-spring, institution: otherville, instructors: [oz@otherville.example], booklist: draft }
`

const at = (iso: string) => Date.parse(iso)
// Deadline day 7 Dec 2026 in New York ends at 2026-12-08T04:59:59.999Z; New York days start at 05:00Z.
const before15 = at('2026-11-22T12:00:00.000Z')
const before14 = at('2026-11-23T12:00:00.000Z')
const before7 = at('2026-11-30T12:00:00.000Z')
const before1 = at('2026-12-06T12:00:00.000Z')
const passed = at('2026-12-08T12:00:00.000Z')
const longPassed = at('2026-12-15T06:00:00.000Z')

describe('when a reminder is due', () => {
  const deadline = at('2026-12-08T04:59:59.999Z')
  it('the smallest offset whose day has come; the late notice for 7 days after; then nothing', () => {
    expect(dueOffset([14, 7, 1], deadline, at('2026-11-23T04:59:59.999Z'))).toBeUndefined()
    expect(dueOffset([14, 7, 1], deadline, at('2026-11-23T05:00:00.000Z'))).toBe(14)
    expect(dueOffset([14, 7, 1], deadline, before7)).toBe(7)
    expect(dueOffset([14, 7, 1], deadline, at('2026-12-07T20:00:00.000Z'))).toBe(1)
    expect(dueOffset([14, 7, 1], deadline, deadline)).toBe(0)
    expect(dueOffset([14, 7, 1], deadline, deadline + 7 * 86_400_000 - 1)).toBe(0)
    expect(dueOffset([14, 7, 1], deadline, deadline + 7 * 86_400_000)).toBeUndefined()
  })

  it('the late notice names 20 codes, then how many more', () => {
    const courses = Array.from({ length: 23 }, (_, i) => ({ code: `C${String(i).padStart(3, '0')}` }))
    expect(lateSentence({ name: '2027-spring', booklist_deadline: '2026-12-07' }, courses)).toBe(
      `Booklists of 23 courses of Spring 2027 missed the 7 Dec 2026 deadline: ${courses
        .slice(0, 20)
        .map((course) => course.code)
        .join(', ')} and 3 more.`,
    )
  })

  it('a Term notification leads to the booklists of the term, or to its status board when late', () => {
    expect(notificationPath('Term', '2027-spring', 'deadlineReminder')).toBe('/booklist?term=2027-spring')
    expect(notificationPath('Term', '2027-spring', 'deadlineMissed')).toBe('/adoptions/status?term=2027-spring')
  })
})

describe.each(testDatabases())('deadline reminders on %s', (kind) => {
  let temp: TestDatabase
  let ids: Record<string, string>
  const workers: OutboxWorker[] = []

  beforeEach(async () => {
    temp = await createTestDatabase(kind)
    await replaceData(temp.db, parseOrThrow(fixture, 'deadline-reminders.yaml'))
    const users = await temp.db.selectFrom('users').select(['id', 'email']).execute()
    ids = Object.fromEntries(users.map((user) => [user.email.split('@')[0] ?? '', user.id]))
    await temp.db
      .insertInto('notification_settings')
      .values({ user_id: ids.ivy ?? '', kind: 'deadlineReminder', email: 'off' })
      .execute()
  })
  afterEach(async () => {
    for (const worker of workers.splice(0)) await worker.close()
    await temp.dispose()
  })

  const pass = (now: number) => sendDeadlineReminders({ db: temp.db, policy, now, logger: memoryLogger() })
  const nameOf = (id: string) => Object.entries(ids).find(([, known]) => known === id)?.[0] ?? id
  /** Every notification so far, oldest first, as "who: sentence". */
  const told = async () =>
    (await temp.db.selectFrom('notifications').select(['recipient_id', 'sentence', 'created_at']).execute())
      .map((row) => ({ at: Date.parse(String(row.created_at)), line: `${nameOf(row.recipient_id)}: ${row.sentence}` }))
      .sort((a, b) => a.at - b.at || a.line.localeCompare(b.line))
      .map((row) => row.line)
  const worker = (clock: () => number) => {
    const started = startOutboxWorker({
      db: temp.db,
      policy,
      transport: { send: async () => {}, close: () => {} },
      now: clock,
      logger: memoryLogger(),
      appOrigin: 'https://adoptions.example.edu',
      from: 'Adoptions <no-reply@example.edu>',
      intervalMs: 0,
    })
    workers.push(started)
    return started
  }

  const ian14 = 'ian: Booklists for BIO200, CHEM101 (Spring 2027) are due on 7 Dec 2026, in 14 days.'
  const ivy14 = 'ivy: Booklist for PHY110 Physics Now (Spring 2027) is due on 7 Dec 2026, in 14 days.'

  it('reminds at 14, 7 and 1 days before, once each, the instructors of the courses not submitted only', async () => {
    expect(await pass(before15)).toEqual({ notifications: 0, mails: 0 })
    expect(await pass(before14)).toEqual({ notifications: 2, mails: 1 })
    expect(await told()).toEqual([ian14, ivy14])
    await pass(before14 + 3_600_000)
    await pass(at('2026-11-30T04:59:59.999Z'))
    expect(await told(), 'nothing more until the 7-day reminder').toHaveLength(2)
    await pass(before7)
    await pass(before1)
    expect(await told()).toEqual([
      ian14,
      ivy14,
      'ian: Booklists for BIO200, CHEM101 (Spring 2027) are due on 7 Dec 2026, in 7 days.',
      'ivy: Booklist for PHY110 Physics Now (Spring 2027) is due on 7 Dec 2026, in 7 days.',
      'ian: Booklists for BIO200, CHEM101 (Spring 2027) are due on 7 Dec 2026, in 1 day.',
      'ivy: Booklist for PHY110 Physics Now (Spring 2027) is due on 7 Dec 2026, in 1 day.',
    ])
    const rows = await temp.db.selectFrom('term_reminders').select(['course_id', 'offset_days']).orderBy('course_id').orderBy('offset_days').execute()
    expect(rows.map((row) => `${row.course_id}@${row.offset_days}`)).toEqual(
      ['testville-BIO200-2027-spring', 'testville-CHEM101-2027-spring', 'testville-PHY110-2027-spring'].flatMap((course) =>
        [1, 7, 14].map((o) => `${course}@${o}`),
      ),
    )
  })

  it('queues mail at once per the person’s choice: ivy chose none, so she is told in the app only', async () => {
    await pass(before14)
    const notifications = await temp.db
      .selectFrom('notifications')
      .select(['id', 'recipient_id', 'email', 'kind', 'record_type', 'record_id', 'actor_id'])
      .execute()
    expect(
      notifications
        .map(({ id: _id, ...rest }) => ({ ...rest, recipient_id: nameOf(rest.recipient_id) }))
        .sort((a, b) => a.recipient_id.localeCompare(b.recipient_id)),
    ).toEqual([
      { recipient_id: 'ian', email: 'immediate', kind: 'deadlineReminder', record_type: 'Term', record_id: '2027-spring', actor_id: systemActorId },
      { recipient_id: 'ivy', email: 'none', kind: 'deadlineReminder', record_type: 'Term', record_id: '2027-spring', actor_id: systemActorId },
    ])
    const mails = await temp.db.selectFrom('mail_outbox').select(['recipient_id', 'notification_id', 'status']).execute()
    expect(mails).toEqual([{ recipient_id: ids.ian, notification_id: notifications.find((row) => row.recipient_id === ids.ian)?.id, status: 'pending' }])
  })

  it('a clock jumping past two offsets sends the smallest due one only', async () => {
    await pass(before7)
    await pass(before7 + 86_400_000)
    expect(await told()).toEqual([
      'ian: Booklists for BIO200, CHEM101 (Spring 2027) are due on 7 Dec 2026, in 7 days.',
      'ivy: Booklist for PHY110 Physics Now (Spring 2027) is due on 7 Dec 2026, in 7 days.',
    ])
  })

  it('a course submitted between offsets gets no further reminder', async () => {
    await pass(before7)
    await temp.db.updateTable('booklists').set({ state: 'submitted' }).where('course_id', '=', 'testville-CHEM101-2027-spring').execute()
    await pass(before1)
    expect((await told()).slice(2)).toEqual([
      'ian: Booklist for BIO200 Cell Biology (Spring 2027) is due on 7 Dec 2026, in 1 day.',
      'ivy: Booklist for PHY110 Physics Now (Spring 2027) is due on 7 Dec 2026, in 1 day.',
    ])
  })

  it('two passes at once, a second pass and a restarted worker send nothing twice', async () => {
    const results = await Promise.all([pass(before14), pass(before14)])
    expect(results.map((result) => result.notifications).sort()).toEqual([0, 2])
    expect(await pass(before14)).toEqual({ notifications: 0, mails: 0 })
    let clock = before7
    await worker(() => clock).tick()
    await workers[0]?.close()
    await worker(() => clock).tick()
    clock += 60_000
    await Promise.all([worker(() => clock).tick(), worker(() => clock).tick()])
    expect(await told()).toHaveLength(4)
    const mails = await temp.db.selectFrom('mail_outbox').select(['recipient_id', 'status']).execute()
    expect(mails.map((mail) => `${nameOf(mail.recipient_id)} ${mail.status}`)).toEqual(['ian sent', 'ian sent'])
    const events = await temp.db.selectFrom('record_events').select(['action', 'note']).where('record_type', '=', 'Term').orderBy('id').execute()
    expect(events).toEqual([
      { action: 'remind', note: 'Reminded 2 instructors of 3 courses, 14 days before the booklist deadline' },
      { action: 'remind', note: 'Reminded 2 instructors of 3 courses, 7 days before the booklist deadline' },
    ])
  })

  it('the late notice lists the missing courses once, to those who approve and see them; the app is the actor', async () => {
    await pass(before1)
    await pass(passed)
    await pass(passed + 3_600_000)
    const late = (await told()).slice(2)
    expect(late).toEqual(['ann: Booklists of 3 courses of Spring 2027 missed the 7 Dec 2026 deadline: BIO200, CHEM101, PHY110.'])
    const term = await temp.db
      .selectFrom('terms')
      .select('id')
      .where('institution_id', '=', 'testville')
      .where('name', '=', '2027-spring')
      .executeTakeFirstOrThrow()
    // Terms have no field rules: any reader sees every change.
    const history = await historyOf(temp.db, createMongoAbility(), 'Term', term.id)
    expect(history.slice(-2).map((event) => [event.action, event.actorEmail, event.note])).toEqual([
      ['remind', 'Adoptions', 'Reminded 2 instructors of 3 courses, 1 day before the booklist deadline'],
      ['deadlinePassed', 'Adoptions', 'Told 1 person who approve adoptions of 3 courses that missed the booklist deadline'],
    ])
    const inbox = await listNotifications(temp.db, ids.ann ?? '', 1)
    expect(inbox.items.map((item) => [item.kind, item.actorEmail, item.recordType, item.recordId])).toEqual([
      ['deadlineMissed', 'Adoptions', 'Term', '2027-spring'],
    ])
  })

  it('sends nothing for a deadline passed more than 7 days ago, nor for the autumn term long past', async () => {
    expect(await pass(longPassed)).toEqual({ notifications: 0, mails: 0 })
    expect(await temp.db.selectFrom('term_reminders').selectAll().execute()).toEqual([])
    expect(await temp.db.selectFrom('record_events').selectAll().where('record_type', '=', 'Term').execute()).toEqual([])
  })
})
