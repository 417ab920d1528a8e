import type { AppDb, CounterMetric } from '../db/schema.ts'
import type { DataFile } from './data-file-schema.ts'
import { insertBatched } from '../db/insert-batched.ts'
import { normaliseIsbn13 } from './isbn.ts'

/** How a record of the file finds the rows it points at: the file's own ids, or (when provisioning) the rows already in the database. */
export interface RecordRefs {
  /** The id of the user with this email at this institution. */
  userId(institution: string, email: string): string | undefined
  /** The id of the course a request names (an id or a code of the same institution), or null. */
  courseId(institution: string, reference: string | undefined): string | null
}

/** The references of a file loaded on its own: every user and course is the file's. */
export function fileRefs(data: Pick<DataFile, 'users' | 'courses'>): RecordRefs {
  const userIdByEmail = new Map(data.users.map((user) => [`${user.institution}/${user.email.toLowerCase()}`, user.id]))
  return {
    userId: (institution, email) => userIdByEmail.get(`${institution}/${email.toLowerCase()}`),
    courseId: (institution, reference) => (reference === undefined ? null : (fileCourse(data, institution, reference)?.id ?? null)),
  }
}

/** The course of the file a request names by id or code. */
export function fileCourse(data: Pick<DataFile, 'courses'>, institution: string, reference: string): DataFile['courses'][number] | undefined {
  return data.courses.find((course) => course.institution === institution && (course.id === reference || course.code === reference))
}

/**
 * Inserts the titles, courses, requests, usage, students and store products the data file lists
 * (after its institutions and users, in the loader's transaction). A listed request gets
 * one event, from nothing to its status, by its requester, saying it was
 * loaded: its earlier history is not in the file.
 */
export async function storeRecords(
  trx: AppDb,
  data: Pick<DataFile, 'titles' | 'courses' | 'requests' | 'usage' | 'students' | 'storeProducts'>,
  loadedAt: string,
  refs: RecordRefs,
): Promise<void> {
  await insertBatched(
    trx,
    'titles',
    data.titles.map((title) => ({
      nbsi: title.nbsi,
      isbn13: title.isbn === undefined ? null : normaliseIsbn13(title.isbn),
      title: title.title,
      subtitle: title.subtitle ?? null,
      authors: JSON.stringify(title.authors),
      publisher: title.publisher,
      edition: title.edition ?? null,
      year: title.year ?? null,
      formats: JSON.stringify(title.formats),
      price_minor: title.price,
      currency: title.currency,
      availability: title.availability,
      subjects: JSON.stringify(title.subjects),
      language: 'en',
      created_at: loadedAt,
      updated_at: loadedAt,
    })),
  )
  await insertBatched(
    trx,
    'title_licences',
    data.titles.flatMap((title) =>
      (
        title.licences ??
        (title.formats.includes('print') ? [{ model: 'print-copy' as const, price: title.price, currency: undefined, months: undefined }] : [])
      ).map((licence) => ({
        nbsi: title.nbsi,
        model: licence.model,
        price_minor: licence.price,
        currency: licence.currency ?? title.currency,
        duration_months: licence.months ?? null,
      })),
    ),
  )

  await insertBatched(
    trx,
    'courses',
    data.courses.map((course) => ({
      id: course.id,
      institution_id: course.institution,
      code: course.code,
      title: course.title,
      term: course.term,
      department: course.department,
      enrolment: course.enrolment,
      status: 'active' as const,
      import_source: 'data-file',
      imported_at: loadedAt,
      created_at: loadedAt,
      updated_at: loadedAt,
    })),
  )
  await insertBatched(
    trx,
    'course_instructors',
    data.courses.flatMap((course) =>
      [...new Set(course.instructors.map((email) => email.toLowerCase()))].map((email) => ({
        course_id: course.id,
        email,
        name: null,
        user_id: refs.userId(course.institution, email) ?? null,
      })),
    ),
  )
  // A course that lists titles has a booklist (a draft unless the file names its state).
  const listState = (course: DataFile['courses'][number]) => course.booklist ?? (course.titles.length > 0 ? ('draft' as const) : undefined)
  await insertBatched(
    trx,
    'booklists',
    data.courses.flatMap((course) => {
      const state = listState(course)
      return state === undefined
        ? []
        : [
            {
              id: `${course.id}-bl`,
              institution_id: course.institution,
              course_id: course.id,
              term: course.term,
              state,
              submitted_at: state === 'draft' ? null : loadedAt,
              finalised_at: state === 'final' ? loadedAt : null,
              created_at: loadedAt,
              updated_at: loadedAt,
            },
          ]
    }),
  )
  await insertBatched(
    trx,
    'booklist_items',
    data.courses.flatMap((course) =>
      [...new Set(course.titles)].map((nbsi, position) => ({
        id: `${course.id}-bl-${position + 1}`,
        booklist_id: `${course.id}-bl`,
        institution_id: course.institution,
        course_id: course.id,
        list_state: listState(course) ?? 'draft',
        nbsi,
        requirement: 'essential' as const,
        quantity: Math.max(1, course.enrolment),
        note: null,
        status: 'proposed' as const,
        internal_status: null,
        position,
        created_at: loadedAt,
        updated_at: loadedAt,
      })),
    ),
  )

  await insertBatched(
    trx,
    'requests',
    data.requests.map((request) => ({
      id: request.id,
      institution_id: request.institution,
      requester_id: requesterId(refs, request.institution, request.requester),
      kind: request.kind,
      status: request.status,
      nbsi: request.nbsi,
      course_id: refs.courseId(request.institution, request.course),
      quantity: request.quantity,
      note: request.note ?? null,
      order_id: null,
      created_at: loadedAt,
      updated_at: loadedAt,
    })),
  )
  await insertBatched(
    trx,
    'record_events',
    data.requests.map((request) => ({
      record_type: 'Request' as const,
      record_id: request.id,
      timeline_id: request.id,
      institution_id: request.institution,
      actor_id: requesterId(refs, request.institution, request.requester),
      at: loadedAt,
      action: 'create',
      from_status: null,
      to_status: request.status,
      note: 'Loaded from the data file',
      changes: null,
    })),
  )
  await insertBatched(
    trx,
    'usage_monthly',
    data.usage.flatMap((usage) =>
      Object.entries(usage.counts).map(([metric, count]) => ({
        institution_id: usage.institution,
        nbsi: usage.nbsi,
        month: usage.month,
        access_type: usage.accessType,
        metric: metric as CounterMetric,
        count,
      })),
    ),
  )
  // Times as the app writes every time: an ISO string (text on SQLite, timestamptz on PostgreSQL).
  await insertBatched(
    trx,
    'students',
    data.students.map((student) => ({
      id: student.id,
      institution_id: student.institution,
      student_number: student.number,
      name: student.name,
      email: student.email,
      status: student.enrolment,
      access_expires_at: student.accessUntil ?? null,
      access_revoked_at: student.revokedAt ?? null,
      created_at: loadedAt,
      updated_at: loadedAt,
    })),
  )
  await insertBatched(
    trx,
    'store_products',
    data.storeProducts.map((product) => ({
      id: product.id,
      institution_id: product.institution,
      nbsi: product.title ?? null,
      sku: product.sku,
      name: product.name,
      price_minor: product.price,
      currency: product.currency,
      stock: product.stock,
      status: product.hidden ? ('hidden' as const) : ('active' as const),
      created_at: loadedAt,
      updated_at: loadedAt,
    })),
  )
}

function requesterId(refs: RecordRefs, institution: string, email: string): string {
  const id = refs.userId(institution, email)
  // The data file checks guarantee the requester is a user of the institution (provisioning leaves out requests whose requester it cannot find).
  if (id === undefined) throw new Error(`requester ${email} is not a user of ${institution}`)
  return id
}
