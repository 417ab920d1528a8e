import type { Kysely } from 'kysely'
import type {
  FilterChoice,
  RequestDetail,
  RequestListRow,
  RequestPage,
  RequestSortColumn,
  RequestStage,
  RequestStatus,
  RequestKind,
} from '../../../contracts/requests.ts'
import { stageStatuses } from '../../../contracts/requests.ts'
import { accessibleBy } from '../../db/access/rules-to-sql.ts'
import { historyOf } from '../../db/record-events-repo.ts'
import type { Database } from '../../db/schema.ts'
import type { AppAbility } from '../../policy.ts'
import { requestColumns, requestRecord, requestSummary } from './request-record.ts'
import { matchingText, readPage } from '../../db/list-read.ts'

export interface RequestsQuery {
  readonly stage: RequestStage
  readonly q?: string | undefined
  readonly status?: RequestStatus | undefined
  readonly kind?: RequestKind | undefined
  readonly requester?: string | undefined
  readonly course?: string | undefined
  readonly from?: string | undefined
  readonly to?: string | undefined
  readonly sort?: RequestSortColumn | undefined
  readonly desc: boolean
  readonly page: number
  readonly pageSize: number
}

const sortColumn = {
  created: 'requests.created_at',
  updated: 'requests.updated_at',
  title: 'titles.title',
  requester: 'users.email',
  course: 'courses.code',
  status: 'requests.status',
  quantity: 'requests.quantity',
} as const satisfies Record<RequestSortColumn, string>

/** The rows a user may read, filtered by the policy's read rule in SQL (never after loading). */
function readableRequests(db: Kysely<Database>, ability: AppAbility) {
  return db.selectFrom('requests').where(accessibleBy(ability, 'read', 'Request', { columns: requestColumns }))
}

/**
 * With the requester's email, the title's name and the course's code. The
 * users and titles joins follow foreign keys and the course join is a left
 * join, so none of them adds or drops a row.
 */
function withNames<T extends ReturnType<typeof readableRequests>>(query: T) {
  return query
    .innerJoin('users', 'users.id', 'requests.requester_id')
    .innerJoin('titles', 'titles.nbsi', 'requests.nbsi')
    .leftJoin('courses', 'courses.id', 'requests.course_id')
    .selectAll('requests')
    .select(['users.email as requester_email', 'titles.title as title', 'courses.code as course_code'])
}

/** The day after `day` (YYYY-MM-DD), as the first instant of it: `to` includes its whole day. */
function startOfDayAfter(day: string): string {
  const next = new Date(`${day}T00:00:00.000Z`)
  next.setUTCDate(next.getUTCDate() + 1)
  return next.toISOString()
}

/**
 * One page of the requests the user may read at one stage (open: draft or
 * pending; closed: the rest), filtered and sorted in SQL, with the total of
 * the whole filtered set and the requesters and courses the stage's readable
 * requests hold (the filters' choices). All come from the same read rule, so
 * a total never counts, and a choice never names, a row the user could not see.
 */
export async function listRequests(db: Kysely<Database>, ability: AppAbility, query: RequestsQuery): Promise<RequestPage> {
  const atStage = readableRequests(db, ability).where('requests.status', 'in', [...stageStatuses[query.stage]])
  let filtered = atStage
  if (query.status) filtered = filtered.where('requests.status', '=', query.status)
  if (query.kind) filtered = filtered.where('requests.kind', '=', query.kind)
  if (query.requester) filtered = filtered.where('requests.requester_id', '=', query.requester)
  if (query.course) filtered = filtered.where('requests.course_id', '=', query.course)
  if (query.from) filtered = filtered.where('requests.created_at', '>=', `${query.from}T00:00:00.000Z`)
  if (query.to) filtered = filtered.where('requests.created_at', '<', startOfDayAfter(query.to))
  if (query.q) {
    const text = query.q
    filtered = filtered.where((eb) =>
      eb.or([
        eb.exists(
          eb
            .selectFrom('titles as t')
            .select('t.nbsi')
            .whereRef('t.nbsi', '=', 'requests.nbsi')
            .where(matchingText(text, ['t.title'])),
        ),
        eb.exists(
          eb
            .selectFrom('users as u')
            .select('u.id')
            .whereRef('u.id', '=', 'requests.requester_id')
            .where(matchingText(text, ['u.email'])),
        ),
      ]),
    )
  }
  const direction = query.desc ? 'desc' : 'asc'
  const ordered = withNames(filtered)
    // Unsorted is newest first; every sort ends on the id, so pages are stable.
    .orderBy(sortColumn[query.sort ?? 'created'], query.sort ? direction : 'desc')
    .orderBy('requests.created_at', 'desc')
    .orderBy('requests.id', 'desc')
  const [{ rows, total }, requesters, courses] = await Promise.all([
    readPage(filtered, ordered, query),
    // Each choice list reads the stage's requester (course) ids from an index
    // and then looks up only those distinct people (courses): a join would
    // fetch the name once per request and sort them all to drop repeats.
    db
      .selectFrom('users')
      .select(['users.id as id', 'users.email as label'])
      .where('users.id', 'in', atStage.select('requests.requester_id'))
      .orderBy('users.email')
      .execute(),
    db
      .selectFrom('courses')
      .select(['courses.id as id', 'courses.code as label'])
      .where('courses.id', 'in', atStage.select('requests.course_id'))
      .orderBy('courses.code')
      .execute(),
  ])
  const listed: RequestListRow[] = rows.map((row) => ({ ...requestSummary(row), courseCode: row.course_code ?? null, record: requestRecord(row) }))
  return { rows: listed, total, stage: query.stage, requesters: requesters as FilterChoice[], courses: courses as FilterChoice[] }
}

/** A request with its history; undefined when it does not exist or the user may not read it (existence is not leaked). */
export async function findReadableRequest(db: Kysely<Database>, ability: AppAbility, id: string): Promise<RequestDetail | undefined> {
  const row = await withNames(readableRequests(db, ability).where('requests.id', '=', id)).executeTakeFirst()
  if (!row) return undefined
  return { ...requestSummary(row), events: await historyOf(db, ability, 'Request', id) }
}
