import { sql, type Kysely, type SqlBool } from 'kysely'
import type { ReadoptOutcome, ReadoptPreview, ReadoptResult, ReadoptTitle } from '../../../contracts/adoptions.ts'
import { accessibleBy, type ColumnMap } from '../../db/access/rules-to-sql.ts'
import type { Database } from '../../db/schema.ts'
import type { AppAbility } from '../../policy.ts'
import { changeTogether, type Actor, type Writer } from '../../trpc/record-write.ts'
import { unknownCourse } from '../../trpc/faults.ts'
import { failure, type WriteFailure } from '../../trpc/write-result.ts'
import { readableCourses } from '../courses/course-record.ts'
import { adoptionCreation } from './adoptions-write.repo.ts'

/**
 * Re-adopt last term's titles (issue 56): the approved adoptions of the
 * course with the same institution and code in the latest earlier term, each
 * proposed again for this course through the single adoption's creation.
 */

/** The adoption each candidate would be, as the policy reads it: the readopt rule is asked of it in SQL (`candidate` below). */
const candidateColumns: ColumnMap = {
  id: 'candidate.id',
  institutionId: 'candidate.institution_id',
  courseId: 'candidate.course_id',
  nbsi: 'candidate.nbsi',
  adopterId: 'candidate.adopted_by',
  status: 'candidate.status',
  instructorIds: {
    list: (userId) => sql<SqlBool>`exists (select 1 from course_instructors ci where ci.course_id = candidate.course_id and ci.user_id = ${userId})`,
  },
}

interface Course {
  readonly id: string
  readonly code: string
  readonly term: string
  readonly institution_id: string
}

/**
 * The course of the same institution and code in the latest term that starts
 * before this one's (terms ordered by their start in the terms table: a name
 * like 2026-autumn does not sort by time within a year).
 */
async function previousCourse(db: Kysely<Database>, course: Course): Promise<{ id: string; term: string } | undefined> {
  return db
    .selectFrom('courses as prev')
    .innerJoin('terms as prev_term', (join) => join.onRef('prev_term.institution_id', '=', 'prev.institution_id').onRef('prev_term.name', '=', 'prev.term'))
    .innerJoin('terms as this_term', (join) => join.onRef('this_term.institution_id', '=', 'prev.institution_id').on('this_term.name', '=', course.term))
    .select(['prev.id', 'prev.term'])
    .where('prev.institution_id', '=', course.institution_id)
    .where('prev.code', '=', course.code)
    .whereRef('prev_term.starts_on', '<', 'this_term.starts_on')
    .orderBy('prev_term.starts_on', 'desc')
    .orderBy('prev.id')
    .limit(1)
    .executeTakeFirst()
}

/**
 * Per approved title of the previous course, what re-adopting would do, all
 * decided in SQL: out of print (no longer sold: a title an adoption refers to
 * cannot leave the catalogue, so this is how it leaves), already proposed or
 * approved for this course, or refused by the readopt rule asked of the
 * adoption it would become.
 */
async function candidates(db: Kysely<Database>, ability: AppAbility, actor: Pick<Actor, 'id'>, course: Course, previousId: string): Promise<ReadoptTitle[]> {
  const candidate = db
    .selectFrom('adoptions')
    .select([
      sql<string>`cast('' as text)`.as('id'),
      sql<string>`cast(${course.institution_id} as text)`.as('institution_id'),
      sql<string>`cast(${course.id} as text)`.as('course_id'),
      'adoptions.nbsi',
      sql<string>`cast(${actor.id} as text)`.as('adopted_by'),
      sql<string>`cast('proposed' as text)`.as('status'),
    ])
    .where('adoptions.course_id', '=', previousId)
    .where('adoptions.status', '=', 'approved')
    .as('candidate')
  const rows = await db
    .selectFrom(candidate)
    .leftJoin('titles', 'titles.nbsi', 'candidate.nbsi')
    .select(['candidate.nbsi', 'titles.title', 'titles.availability'])
    .select(sql<number>`case when ${accessibleBy(ability, 'readopt', 'Adoption', { columns: candidateColumns })} then 1 else 0 end`.as('allowed'))
    .select(
      sql<number>`case when exists (select 1 from adoptions active where active.course_id = candidate.course_id and active.nbsi = candidate.nbsi
        and active.status in ('proposed', 'approved')) then 1 else 0 end`.as('active'),
    )
    .orderBy('titles.title')
    .orderBy('candidate.nbsi')
    .execute()
  return rows.map((row) => ({
    nbsi: row.nbsi,
    title: row.title ?? row.nbsi,
    outcome: outcomeOf(row.title !== null && row.availability !== 'out-of-print', Number(row.active) === 1, Number(row.allowed) === 1),
  }))
}

function outcomeOf(inCatalogue: boolean, active: boolean, allowed: boolean): ReadoptOutcome {
  if (!inCatalogue) return 'notInCatalogue'
  if (active) return 'alreadyAdopted'
  return allowed ? 'propose' : 'notAllowed'
}

/** The course the user may read (read Course, in SQL), of their institution. */
async function readableCourse(db: Kysely<Database>, ability: AppAbility, actor: Pick<Actor, 'institutionId'>, courseId: string): Promise<Course | undefined> {
  return readableCourses(db, ability)
    .select(['courses.id', 'courses.code', 'courses.term', 'courses.institution_id'])
    .where('courses.id', '=', courseId)
    .where('courses.institution_id', '=', actor.institutionId)
    .executeTakeFirst()
}

/** adoptions.readoptPreview: undefined when the course is not one the user may read. */
export async function readoptPreview(
  db: Kysely<Database>,
  ability: AppAbility,
  actor: Pick<Actor, 'id' | 'institutionId'>,
  courseId: string,
): Promise<ReadoptPreview | undefined> {
  const course = await readableCourse(db, ability, actor, courseId)
  if (!course) return undefined
  const previous = await previousCourse(db, course)
  return { courseId: course.id, previous: previous ?? null, titles: previous ? await candidates(db, ability, actor, course, previous.id) : [] }
}

/** How many titles each course's previous term approved, for the list's "Re-adopt" button: counted in SQL, one query for the page. */
export async function previousApprovedCounts(db: Kysely<Database>, courseIds: readonly string[]): Promise<Map<string, number>> {
  const counts = new Map<string, number>()
  if (courseIds.length === 0) return counts
  const rows = await db
    .selectFrom('courses as cur')
    .innerJoin('terms as this_term', (join) => join.onRef('this_term.institution_id', '=', 'cur.institution_id').onRef('this_term.name', '=', 'cur.term'))
    .select('cur.id')
    .select((eb) =>
      eb
        .selectFrom('adoptions')
        .select(eb.fn.countAll().as('n'))
        .where('adoptions.status', '=', 'approved')
        .where(
          'adoptions.course_id',
          '=',
          eb
            .selectFrom('courses as prev')
            .innerJoin('terms as prev_term', (join) =>
              join.onRef('prev_term.institution_id', '=', 'prev.institution_id').onRef('prev_term.name', '=', 'prev.term'),
            )
            .select('prev.id')
            .whereRef('prev.institution_id', '=', 'cur.institution_id')
            .whereRef('prev.code', '=', 'cur.code')
            .whereRef('prev_term.starts_on', '<', 'this_term.starts_on')
            .orderBy('prev_term.starts_on', 'desc')
            .orderBy('prev.id')
            .limit(1),
        )
        .as('approved'),
    )
    .where('cur.id', 'in', courseIds)
    .execute()
  // PostgreSQL answers counts as strings.
  for (const row of rows) counts.set(row.id, Number(row.approved ?? 0))
  return counts
}

/**
 * adoptions.readopt: every title the preview would propose, proposed in one
 * transaction, each through the single adoption's creation with the readopt
 * rule asked of it again. A title refused by the rule refuses the whole
 * re-adopt (never half done); one out of print or already active is left out
 * and said so. Nothing to propose is a BAD_REQUEST, and nothing is written.
 */
export async function readopt(writer: Writer, input: { readonly courseId: string; readonly idempotencyKey: string }): Promise<ReadoptResult | WriteFailure> {
  const { actor } = writer
  let titles: ReadoptTitle[] | undefined
  const result = await changeTogether(writer, { key: input.idempotencyKey, procedure: 'adoptions.readopt' }, async (together) => {
    const preview = await readoptPreview(together.trx, actor.ability, actor, input.courseId)
    if (!preview) return unknownCourse(input.courseId)
    if (!preview.previous || preview.titles.length === 0) return nothingFrom(preview.previous?.term)
    const done: ReadoptTitle[] = []
    for (const title of preview.titles) {
      // Out of print or already active: said so, not asked again. Everything else is asked of the write path, rule first.
      if (title.outcome === 'notInCatalogue' || title.outcome === 'alreadyAdopted') {
        done.push(title)
        continue
      }
      const created = await together.create(adoptionCreation(actor, { courseId: preview.courseId, nbsi: title.nbsi, action: 'readopt' }))
      if (!created.ok && created.code === 'FORBIDDEN') return created
      done.push({ ...title, outcome: created.ok ? 'propose' : created.code === 'CONFLICT' ? 'alreadyAdopted' : 'notInCatalogue' })
    }
    if (!done.some((title) => title.outcome === 'propose'))
      return failure('BAD_REQUEST', `Nothing to re-adopt: every title approved in ${preview.previous.term} is already proposed for this course or left out.`)
    titles = done
    return { ok: true, id: preview.courseId }
  })
  if (!result.ok) return result
  if (titles) return { courseId: result.id, replayed: false, titles }
  // A replayed key: the first confirm's work is done, so the titles are answered as they now stand.
  const now = await readoptPreview(writer.db, actor.ability, actor, result.id)
  return { courseId: result.id, replayed: true, titles: now?.titles ?? [] }
}

function nothingFrom(term: string | undefined): WriteFailure {
  return failure(
    'BAD_REQUEST',
    term === undefined ? 'Nothing to re-adopt: this course ran in no earlier term.' : `Nothing to re-adopt: no title of this course was approved in ${term}.`,
  )
}
