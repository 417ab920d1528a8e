import { subject } from '@casl/ability'
import { formatDay } from '../../contracts/dates.ts'
import type { NotificationKind } from '../../contracts/notifications.ts'
import { daysUntil, termLabel } from '../../contracts/terms.ts'
import type { CompiledPolicy } from '../../policy/model.ts'
import { appendEvents } from '../db/record-events-repo.ts'
import type { AppDb } from '../db/schema.ts'
import type { Logger } from '../logger.ts'
import { institutionPeople, type Person } from '../notifications/institution-people.ts'
import { storeNotifications, type NotificationToStore } from '../notifications/store-notifications.ts'
import type { AppAbility } from '../policy.ts'
import { systemActorId } from './system-actor.ts'

/**
 * Booklist deadline reminders and the late notice (issue 55), run at the
 * start of each tick of the outbox worker, on every server.
 *
 * Reminders: an institution's `reminder_days` (`14,7,1`) are offsets in days
 * before a term's booklist deadline day. The offset o is due from the start of
 * the institution's day o days before the deadline day (`daysUntil` ≤ o) until
 * the deadline passes; only the smallest due offset is sent, so a server that
 * was off through the 14-day reminder sends the 7-day one alone. It goes to
 * the instructors (with an account, who may read the course) of the term's
 * active courses whose booklist is not submitted or final.
 *
 * The late notice (offset 0): from the deadline until 7 days after it, the
 * courses still missing are told to the people who may approve their
 * adoptions. Deadlines passed longer ago are skipped, so a data file loaded
 * late or a server off for long sends no stale notices.
 *
 * Nothing goes twice for one (course, term, offset), across restarts and
 * servers: one transaction per (term, offset) inserts the term_reminders
 * rows with ON CONFLICT DO NOTHING and tells only of the courses it inserted.
 * A second server doing the same on PostgreSQL waits for the first's rows,
 * then inserts none and tells nobody.
 */
export interface DeadlineRemindersOptions {
  readonly db: AppDb
  readonly policy: CompiledPolicy
  readonly now: number
  readonly logger?: Logger
}

/** What one pass sent: notifications and the mails queued with them. */
export interface RemindersSent {
  readonly notifications: number
  readonly mails: number
}

const day = 86_400_000
/** How long after a deadline the late notice may still go. */
export const lateNoticeDays = 7
/** Rows per INSERT and ids per IN list: well under both databases' parameter limits. */
const perQuery = 500
/** Codes a late notice names before "and N more". */
const codesShown = 20

interface TermRow {
  readonly id: string
  readonly institution_id: string
  readonly name: string
  readonly booklist_deadline: string
  readonly booklist_deadline_at: string
}

interface CourseRow {
  readonly id: string
  readonly institution_id: string
  readonly code: string
  readonly title: string
  readonly term: string
  readonly department: string | null
  readonly enrolment: number
}

export async function sendDeadlineReminders(options: DeadlineRemindersOptions): Promise<RemindersSent> {
  const { db, now } = options
  const institutions = await db.selectFrom('institutions').select(['id', 'reminder_days']).execute()
  let sent: RemindersSent = { notifications: 0, mails: 0 }
  for (const institution of institutions) {
    const offsets = reminderOffsets(institution.reminder_days)
    const latest = Math.max(0, ...offsets)
    const terms = await db
      .selectFrom('terms')
      .select(['id', 'institution_id', 'name', 'booklist_deadline', 'booklist_deadline_at'])
      .where('institution_id', '=', institution.id)
      .where('booklist_deadline_at', '>', iso(now - lateNoticeDays * day))
      .where('booklist_deadline_at', '<', iso(now + (latest + 1) * day))
      .orderBy('booklist_deadline_at')
      .orderBy('name')
      .execute()
    for (const term of terms) {
      const offset = dueOffset(offsets, instant(term.booklist_deadline_at), now)
      if (offset === undefined) continue
      try {
        const told = await remindOnce(options, term, offset)
        sent = { notifications: sent.notifications + told.notifications, mails: sent.mails + told.mails }
      } catch (error) {
        // One term's failure (the database away for a moment) must not stop the others; the next tick tries again.
        options.logger?.error(`Deadline reminders of ${institution.id} ${term.name} failed`, error)
      }
    }
  }
  return sent
}

/** `14,7,1` -> [14, 7, 1]; anything but a positive whole number is left out. */
export function reminderOffsets(column: string): number[] {
  return column
    .split(',')
    .map((part) => Number(part.trim()))
    .filter((days) => Number.isInteger(days) && days > 0)
}

/**
 * The offset to send now: 0 (the late notice) from the deadline until 7 days
 * after it; before it, the smallest reminder offset whose day has come
 * (`daysUntil` ≤ offset); undefined when none is due.
 */
export function dueOffset(offsets: readonly number[], deadlineAt: number, now: number): number | undefined {
  if (now >= deadlineAt) return now < deadlineAt + lateNoticeDays * day ? 0 : undefined
  const left = daysUntil(iso(deadlineAt), now)
  const due = offsets.filter((offset) => left <= offset)
  return due.length === 0 ? undefined : Math.min(...due)
}

async function remindOnce(options: DeadlineRemindersOptions, term: TermRow, offset: number): Promise<RemindersSent> {
  const { db, now } = options
  const missing = await missingCourses(db, term, offset)
  if (missing.length === 0) return { notifications: 0, mails: 0 }
  const at = iso(now)
  return db.transaction().execute(async (trx) => {
    const inserted = new Set<string>()
    for (let start = 0; start < missing.length; start += perQuery) {
      const rows = missing.slice(start, start + perQuery).map((course) => ({ course_id: course.id, term_id: term.id, offset_days: offset, sent_at: at }))
      const written = await trx
        .insertInto('term_reminders')
        .values(rows)
        .onConflict((conflict) => conflict.columns(['course_id', 'term_id', 'offset_days']).doNothing())
        .returning('course_id')
        .execute()
      for (const row of written) inserted.add(row.course_id)
    }
    // Taken already (another server, or an earlier pass): told by whoever inserted them.
    const courses = missing.filter((course) => inserted.has(course.id))
    if (courses.length === 0) return { notifications: 0, mails: 0 }
    const instructors = await instructorsOf(trx, courses)
    const subjects = new Map(courses.map((course) => [course.id, courseSubject(course, instructors.get(course.id) ?? [])]))
    const told =
      offset === 0
        ? approversOf(await institutionPeople(trx, options.policy, term.institution_id), courses, subjects)
        : instructorsTold(
            await institutionPeople(trx, options.policy, term.institution_id, [...new Set([...instructors.values()].flat())]),
            courses,
            subjects,
            instructors,
          )
    const [eventId] = await appendEvents(trx, [
      {
        record_type: 'Term',
        record_id: term.id,
        timeline_id: term.id,
        institution_id: term.institution_id,
        actor_id: systemActorId,
        at,
        action: offset === 0 ? 'deadlinePassed' : 'remind',
        from_status: null,
        to_status: null,
        note: eventNote(offset, courses.length, told.size),
        changes: null,
      },
    ])
    const kind: NotificationKind = offset === 0 ? 'deadlineMissed' : 'deadlineReminder'
    const notifications: NotificationToStore[] = [...told].map(([person, theirs]) => ({
      institution_id: term.institution_id,
      recipient_id: person.id,
      kind,
      record_type: 'Term',
      // A Term's notification names the term by its name (contracts/notifications.ts notificationPath).
      record_id: term.name,
      event_id: eventId ?? 0,
      actor_id: systemActorId,
      sentence: offset === 0 ? lateSentence(term, theirs) : reminderSentence(term, theirs, now),
      note: null,
    }))
    return storeNotifications(trx, notifications, at)
  })
}

/** The term's active courses with no submitted or final booklist, not yet told of at this offset, by code. */
function missingCourses(db: AppDb, term: TermRow, offset: number): Promise<CourseRow[]> {
  return db
    .selectFrom('courses')
    .select(['id', 'institution_id', 'code', 'title', 'term', 'department', 'enrolment'])
    .where('courses.institution_id', '=', term.institution_id)
    .where('courses.term', '=', term.name)
    .where('courses.status', '=', 'active')
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('booklists')
            .select('booklists.id')
            .whereRef('booklists.course_id', '=', 'courses.id')
            .whereRef('booklists.term', '=', 'courses.term')
            .where('booklists.state', 'in', ['submitted', 'final']),
        ),
      ),
    )
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('term_reminders')
            .select('term_reminders.course_id')
            .whereRef('term_reminders.course_id', '=', 'courses.id')
            .where('term_reminders.term_id', '=', term.id)
            .where('term_reminders.offset_days', '=', offset),
        ),
      ),
    )
    .orderBy('courses.code')
    .orderBy('courses.id')
    .execute()
}

/** Each course's instructors with an account (course_instructors.user_id). */
async function instructorsOf(trx: AppDb, courses: readonly CourseRow[]): Promise<Map<string, string[]>> {
  const byCourse = new Map<string, string[]>()
  for (let start = 0; start < courses.length; start += perQuery) {
    const rows = await trx
      .selectFrom('course_instructors')
      .select(['course_id', 'user_id'])
      .where(
        'course_id',
        'in',
        courses.slice(start, start + perQuery).map((course) => course.id),
      )
      .where('user_id', 'is not', null)
      .execute()
    for (const row of rows) if (row.user_id !== null) byCourse.set(row.course_id, [...(byCourse.get(row.course_id) ?? []), row.user_id])
  }
  return byCourse
}

/** The Course as policy/resources/course.yaml reads it (the courses feature's fields). */
function courseSubject(course: CourseRow, instructorIds: readonly string[]) {
  return subject('Course', {
    id: course.id,
    institutionId: course.institution_id,
    code: course.code,
    title: course.title,
    term: course.term,
    department: course.department ?? '',
    instructorIds: [...instructorIds],
    enrolment: course.enrolment,
  })
}

/** Each instructor who may read their course, with the courses they teach of these. */
function instructorsTold(
  people: readonly Person[],
  courses: readonly CourseRow[],
  subjects: ReadonlyMap<string, unknown>,
  instructors: ReadonlyMap<string, readonly string[]>,
): Map<Person, CourseRow[]> {
  return toldOf(
    people,
    courses,
    (person, course) => (instructors.get(course.id) ?? []).includes(person.id) && can(person.ability, 'read', subjects.get(course.id)),
  )
}

/** Each person who may approve an adoption of a course and read the course, with those courses. */
function approversOf(
  people: readonly Person[],
  courses: readonly CourseRow[],
  subjects: ReadonlyMap<string, { instructorIds: string[] }>,
): Map<Person, CourseRow[]> {
  return toldOf(people, courses, (person, course) => {
    const readable = subjects.get(course.id)
    const adoption = subject('Adoption', {
      institutionId: course.institution_id,
      courseId: course.id,
      instructorIds: readable?.instructorIds ?? [],
      status: 'proposed',
      adopterId: '',
    })
    return can(person.ability, 'approve', adoption) && can(person.ability, 'read', readable)
  })
}

function toldOf(people: readonly Person[], courses: readonly CourseRow[], tells: (person: Person, course: CourseRow) => boolean): Map<Person, CourseRow[]> {
  const told = new Map<Person, CourseRow[]>()
  for (const person of people) {
    const theirs = courses.filter((course) => tells(person, course))
    if (theirs.length > 0) told.set(person, theirs)
  }
  return told
}

/** "Booklist for CHEM101 Organic Chemistry (Spring 2027) is due on 7 Dec 2026, in 7 days." */
export function reminderSentence(
  term: Pick<TermRow, 'name' | 'booklist_deadline' | 'booklist_deadline_at'>,
  courses: readonly Pick<CourseRow, 'code' | 'title'>[],
  now: number,
): string {
  const left = daysUntil(iso(instant(term.booklist_deadline_at)), now)
  const when = left <= 0 ? 'today' : left === 1 ? 'in 1 day' : `in ${left} days`
  const [only] = courses
  const what =
    courses.length === 1 && only
      ? `Booklist for ${only.code} ${only.title} (${termLabel(term.name)}) is`
      : `Booklists for ${codes(courses, courses.length)} (${termLabel(term.name)}) are`
  return `${what} due on ${formatDay(term.booklist_deadline)}, ${when}.`
}

/** "Booklists of 3 courses of Spring 2027 missed the 7 Dec 2026 deadline: BIO200, CHEM101, PHY110." */
export function lateSentence(term: Pick<TermRow, 'name' | 'booklist_deadline'>, courses: readonly Pick<CourseRow, 'code'>[]): string {
  const count = courses.length === 1 ? 'the booklist of 1 course' : `booklists of ${courses.length} courses`
  const sentence = `${count} of ${termLabel(term.name)} missed the ${formatDay(term.booklist_deadline)} deadline: ${codes(courses, codesShown)}.`
  return sentence.charAt(0).toUpperCase() + sentence.slice(1)
}

/** The codes sorted, at most `shown` of them, then "and N more". */
function codes(courses: readonly Pick<CourseRow, 'code'>[], shown: number): string {
  const sorted = courses.map((course) => course.code).sort((a, b) => a.localeCompare(b))
  const more = sorted.length - shown
  return more > 0 ? `${sorted.slice(0, shown).join(', ')} and ${more} more` : sorted.join(', ')
}

function eventNote(offset: number, courses: number, people: number): string {
  const courseCount = `${courses} ${courses === 1 ? 'course' : 'courses'}`
  return offset === 0
    ? `Told ${people} ${people === 1 ? 'person' : 'people'} who approve adoptions of ${courseCount} that missed the booklist deadline`
    : `Reminded ${people} ${people === 1 ? 'instructor' : 'instructors'} of ${courseCount}, ${offset} ${offset === 1 ? 'day' : 'days'} before the booklist deadline`
}

function iso(at: number): string {
  return new Date(at).toISOString()
}

/** A stored time as milliseconds: PostgreSQL may answer a Date, SQLite the ISO text. */
function instant(value: string | Date): number {
  return new Date(value).getTime()
}

function can(ability: AppAbility, action: string, on: unknown): boolean {
  // The compiled ability is typed per record type; the actions here are the Course's read and the Adoption's approve.
  return (ability.can as (action: string, on: unknown) => boolean)(action, on)
}
