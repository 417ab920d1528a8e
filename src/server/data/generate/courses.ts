import type { Insertable } from 'kysely'
import type {
  AdoptionsTable,
  BooklistItemsTable,
  BooklistsTable,
  BooklistState,
  CourseInstructorsTable,
  CoursesTable,
  RecordEventsTable,
  Requirement,
} from '../../db/schema.ts'
import { currentTerms, daysBefore, holds, spread, type InstitutionContext } from './context.ts'
import type { Random } from './random.ts'
import { departments, familyNames, givenNames } from './vocabulary.ts'

export interface GeneratedCourses {
  readonly courses: Insertable<CoursesTable>[]
  readonly instructors: Insertable<CourseInstructorsTable>[]
  readonly booklists: Insertable<BooklistsTable>[]
  readonly items: Insertable<BooklistItemsTable>[]
  readonly adoptions: Insertable<AdoptionsTable>[]
}

/**
 * Courses of the current academic year with their instructors (demo users
 * who view their assigned courses teach a few), one booklist per course and
 * term in every state, items drawn from the course's department, and the
 * adoptions behind the essential items of submitted and final lists.
 */
export function generateCourses(
  random: Random,
  institution: InstitutionContext,
  size: { courses: number; booklistItems: number },
  byDepartment: ReadonlyMap<string, readonly string[]>,
  asOf: string,
  /** `code/term` pairs the data file already uses at this institution. */
  taken: ReadonlySet<string> = new Set(),
): GeneratedCourses {
  const out: GeneratedCourses = { courses: [], instructors: [], booklists: [], items: [], adoptions: [] }
  const terms = currentTerms(asOf)
  const teachers = institution.users.filter(
    (user) => !user.disabled && (user.permissions['adoptions:viewAssignedCourses'] === true || user.permissions['adoptions:viewAllCourses'] === true),
  )
  const approvers = institution.users.filter((user) => !user.disabled && holds(institution, user, 'adoptions:approve'))
  const itemCounts = spread(random, size.booklistItems, size.courses)
  const codes = new Set<string>(taken)
  for (let n = 0; n < size.courses; n++) {
    const department = departments[n % departments.length]!
    const term = n % 9 < 5 ? terms[0] : terms[1]
    let code: string
    do code = `${department.code}${random.pick([1, 1, 2, 2, 3, 4])}${String(random.int(1, 99)).padStart(2, '0')}`
    while (codes.has(`${code}/${term}`))
    codes.add(`${code}/${term}`)
    const id = `${institution.id}-c${String(n + 1).padStart(5, '0')}`
    const enrolment = random.weighted([
      [random.int(8, 40), 4],
      [random.int(40, 150), 4],
      [random.int(150, 600), 1],
    ])
    const at = daysBefore(asOf, random.int(120, 400))
    out.courses.push({
      id,
      institution_id: institution.id,
      code,
      title: random.pick(department.topics),
      term,
      department: department.name,
      enrolment,
      status: 'active',
      import_source: 'generator',
      imported_at: at,
      created_at: at,
      updated_at: at,
    })
    // Demo teachers get every eighth course, so "assigned courses" is never empty for them.
    const teacher = teachers.length > 0 && n % 8 === 0 ? teachers[(n / 8) % teachers.length] : undefined
    const instructorEmails: string[] = []
    if (teacher) {
      out.instructors.push({ course_id: id, email: teacher.email, name: teacher.name ?? null, user_id: teacher.id })
      instructorEmails.push(teacher.email)
    }
    for (let i = random.int(teacher ? 0 : 1, 2); i > 0; i--) {
      const given = random.pick(givenNames)
      const family = random.pick(familyNames)
      const email = `${given}.${family}@${institution.id}.example`.toLowerCase()
      if (instructorEmails.includes(email)) continue
      instructorEmails.push(email)
      out.instructors.push({ course_id: id, email, name: `${given} ${family}`, user_id: null })
    }
    addBooklist(
      random,
      out,
      { id, term, enrolment, institution: institution.id, adopter: teacher?.id ?? instructorEmails[0] ?? 'unknown@example' },
      itemCounts[n] ?? 0,
      byDepartment.get(department.code) ?? [],
      approvers.map((user) => user.id),
      asOf,
    )
  }
  return out
}

interface CourseRef {
  readonly id: string
  readonly term: string
  readonly enrolment: number
  readonly institution: string
  readonly adopter: string
}

function addBooklist(
  random: Random,
  out: GeneratedCourses,
  course: CourseRef,
  itemCount: number,
  titles: readonly string[],
  approverIds: readonly string[],
  asOf: string,
): void {
  const state = random.weighted<BooklistState>([
    ['draft', 4],
    ['submitted', 3],
    ['final', 3],
  ])
  const booklistId = `${course.id}-bl`
  const createdAt = daysBefore(asOf, random.int(30, 110))
  const submittedAt = state === 'draft' ? null : daysBefore(asOf, random.int(10, 29))
  out.booklists.push({
    id: booklistId,
    institution_id: course.institution,
    course_id: course.id,
    term: course.term,
    state,
    submitted_at: submittedAt,
    finalised_at: state === 'final' ? daysBefore(asOf, random.int(1, 9)) : null,
    created_at: createdAt,
    updated_at: submittedAt ?? createdAt,
  })
  random.sample(titles, itemCount).forEach((nbsi, position) => {
    const requirement = random.weighted<Requirement>([
      ['essential', 35],
      ['recommended', 45],
      ['optional', 20],
    ])
    const quantity = Math.max(
      1,
      requirement === 'essential' ? Math.ceil(course.enrolment * 0.6) : requirement === 'recommended' ? Math.ceil(course.enrolment * 0.2) : random.int(1, 5),
    )
    const status =
      state === 'draft'
        ? 'proposed'
        : random.chance(0.05)
          ? 'withdrawn'
          : state === 'submitted'
            ? random.weighted([
                ['proposed', 2],
                ['confirmed', 1],
              ] as const)
            : random.weighted([
                ['confirmed', 2],
                ['ordered', 2],
                ['available', 3],
              ] as const)
    out.items.push({
      id: `${booklistId}-${position + 1}`,
      booklist_id: booklistId,
      institution_id: course.institution,
      course_id: course.id,
      list_state: state,
      nbsi,
      requirement,
      quantity,
      note: random.chance(0.15)
        ? random.pick(['Chapters 1-6 only', 'Latest edition please', 'Also on reserve in the library', 'Students may use the ebook'])
        : null,
      status,
      internal_status:
        state === 'draft'
          ? null
          : random.weighted([
              ['needs-review', 2],
              ['price-check', 1],
              ['awaiting-publisher', 1],
              ['cleared', 6],
            ] as const),
      position,
      created_at: createdAt,
      updated_at: submittedAt ?? createdAt,
    })
    if (requirement === 'essential' && state !== 'draft') {
      const decided = state === 'final' || random.chance(0.4)
      out.adoptions.push({
        id: `${booklistId}-${position + 1}-ad`,
        institution_id: course.institution,
        course_id: course.id,
        nbsi,
        term: course.term,
        adopted_by: course.adopter,
        status: !decided || approverIds.length === 0 ? 'proposed' : random.chance(0.9) ? 'approved' : 'rejected',
        decided_by: decided && approverIds.length > 0 ? random.pick(approverIds) : null,
        decided_at: decided && approverIds.length > 0 ? daysBefore(asOf, random.int(1, 9)) : null,
        note: null,
        created_at: submittedAt ?? createdAt,
        updated_at: submittedAt ?? createdAt,
      })
    }
  })
}

/**
 * Each generated adoption's history, as the write path would have written
 * it: proposed by its adopter, then (when decided) approved or rejected by
 * its decider, so an adoption's History is never empty in the demo. Derived
 * from the adoptions alone: no random draw, so the other records stay as they were.
 */
export function adoptionEvents(adoptions: readonly Insertable<AdoptionsTable>[]): Insertable<RecordEventsTable>[] {
  return adoptions.flatMap((adoption) => {
    // The generator stamps every adoption; one without a time would have no place in a history.
    if (adoption.created_at === undefined) return []
    const createdAt = adoption.created_at
    const about = {
      record_type: 'Adoption' as const,
      record_id: adoption.id,
      timeline_id: adoption.id,
      institution_id: adoption.institution_id,
      note: null,
      changes: null,
    }
    const proposed = { ...about, actor_id: adoption.adopted_by, at: createdAt, action: 'adopt', from_status: null, to_status: 'proposed' }
    if (adoption.status === 'proposed' || !adoption.decided_by || !adoption.decided_at) return [proposed]
    // A decision is never before its proposal, whatever days the two were drawn.
    const decidedAt = adoption.decided_at > createdAt ? adoption.decided_at : createdAt
    const action = adoption.status === 'approved' ? 'approve' : 'reject'
    return [proposed, { ...about, actor_id: adoption.decided_by, at: decidedAt, action, from_status: 'proposed', to_status: adoption.status }]
  })
}
