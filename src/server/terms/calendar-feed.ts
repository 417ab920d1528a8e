import { subject } from '@casl/ability'
import { createEvents, type EventAttributes } from 'ics'
import { termLabel } from '../../contracts/terms.ts'
import type { AppDb } from '../db/schema.ts'
import type { CompiledPolicy } from '../../policy/model.ts'
import { institutionPeople } from '../notifications/institution-people.ts'

/** Terms that ended longer ago than this leave the feed: a calendar keeps what it already showed. */
const keptAfterEnd = 90 * 86_400_000

/**
 * The calendar of one person's deadlines, as iCalendar text: for each term
 * of their institution still current, the day booklists are due and the day
 * adoptions are due; and for each course they teach (and may read) in those
 * terms, its own booklist deadline. All-day events on the institution's
 * days, each with a stable UID, so a calendar program updates a moved
 * deadline instead of adding a second one. Undefined when the person is gone
 * or disabled.
 */
export async function personalCalendar(
  db: AppDb,
  policy: CompiledPolicy,
  userId: string,
  options: { readonly now: number; readonly appOrigin: string },
): Promise<string | undefined> {
  const user = await db.selectFrom('users').select(['id', 'institution_id', 'disabled']).where('id', '=', userId).executeTakeFirst()
  if (!user || user.disabled || user.institution_id === null) return undefined
  const [person] = await institutionPeople(db, policy, user.institution_id, [user.id])
  if (!person) return undefined
  const since = new Date(options.now - keptAfterEnd).toISOString()
  const terms = await db
    .selectFrom('terms')
    .selectAll()
    .where('institution_id', '=', user.institution_id)
    .where('ends_at', '>=', since)
    .orderBy('starts_at')
    .execute()
  const readable = terms.filter((term) => person.ability.can('read', subject('Term', { id: term.id, institutionId: term.institution_id, name: term.name })))
  const courses =
    readable.length === 0
      ? []
      : await db
          .selectFrom('courses')
          .innerJoin('course_instructors', 'course_instructors.course_id', 'courses.id')
          .select(['courses.id', 'courses.code', 'courses.title', 'courses.term', 'courses.department', 'courses.enrolment', 'courses.institution_id'])
          .where('course_instructors.user_id', '=', user.id)
          .where('courses.institution_id', '=', user.institution_id)
          .where('courses.status', '=', 'active')
          .where(
            'courses.term',
            'in',
            readable.map((term) => term.name),
          )
          .orderBy('courses.code')
          .execute()
  const events: EventAttributes[] = []
  for (const term of readable) {
    const label = termLabel(term.name)
    const link = (path: string) => `${options.appOrigin}${path}?term=${encodeURIComponent(term.name)}`
    events.push(allDay(`${term.id}.booklists`, term.booklist_deadline, `Booklists due: ${label}`, link('/booklist')))
    events.push(allDay(`${term.id}.adoptions`, term.adoption_deadline, `Adoptions due: ${label}`, link('/adoptions')))
    for (const course of courses.filter((candidate) => candidate.term === term.name)) {
      const record = subject('Course', {
        id: course.id,
        institutionId: course.institution_id,
        code: course.code,
        title: course.title,
        term: course.term,
        department: course.department,
        instructorIds: [user.id],
        enrolment: course.enrolment,
      })
      if (!person.ability.can('read', record)) continue
      events.push(
        allDay(`${course.id}.${term.id}.booklist`, term.booklist_deadline, `Booklist due: ${course.code} ${course.title} (${label})`, link('/booklist')),
      )
    }
  }
  const { error, value } = createEvents(events, { productId: 'adoptions/deadlines', calName: 'Adoptions deadlines' })
  if (error || value === null) throw error ?? new Error('the calendar could not be written')
  return value
}

function allDay(uid: string, day: string, title: string, url: string): EventAttributes {
  const [year = 0, month = 1, date = 1] = day.split('-').map(Number)
  const next = new Date(Date.UTC(year, month - 1, date + 1))
  return {
    uid: `${uid}@adoptions`,
    start: [year, month, date],
    end: [next.getUTCFullYear(), next.getUTCMonth() + 1, next.getUTCDate()],
    title,
    description: `The deadline passes at the end of this day. ${url}`,
    url,
    transp: 'TRANSPARENT',
    busyStatus: 'FREE',
  }
}
