import type { Kysely } from 'kysely'
import type { RequestDetail, RequestPage, RequestStatus } from '../../../contracts/requests.ts'
import { accessibleBy } from '../../db/access/rules-to-sql.ts'
import { historyOf } from '../../db/record-events-repo.ts'
import type { Database } from '../../db/schema.ts'
import type { AppAbility } from '../../policy.ts'
import { decodeCursor, encodeCursor } from './list-cursor.ts'
import { requestColumns, requestSummary } from './request-record.ts'

export interface ListQuery {
  readonly status?: RequestStatus | undefined
  readonly mine?: boolean | undefined
  readonly cursor?: string | undefined
  readonly limit: number
}

export type ListResult = { readonly ok: true; readonly page: RequestPage } | { readonly ok: false; readonly problem: 'bad-cursor' }

/** The rows a user may read, filtered by the policy's read rule in SQL (never after loading). */
function readableRequests(db: Kysely<Database>, ability: AppAbility) {
  return db.selectFrom('requests').where(accessibleBy(ability, 'read', 'Request', { columns: requestColumns }))
}

/** With the requester's email and the title's name; both joins follow foreign keys, so they never drop a row. */
function withNames<T extends ReturnType<typeof readableRequests>>(query: T) {
  return query
    .innerJoin('users', 'users.id', 'requests.requester_id')
    .innerJoin('titles', 'titles.nbsi', 'requests.nbsi')
    .selectAll('requests')
    .select(['users.email as requester_email', 'titles.title as title'])
}

/**
 * One page of the requests the user may read, newest first, with the total
 * of the whole filtered set. Both come from the same WHERE clause, so the
 * total never counts a row the user could not page to.
 */
export async function listRequests(db: Kysely<Database>, ability: AppAbility, userId: string, query: ListQuery): Promise<ListResult> {
  const position = query.cursor === undefined ? undefined : decodeCursor(query.cursor)
  if (query.cursor !== undefined && !position) return { ok: false, problem: 'bad-cursor' }
  let filtered = readableRequests(db, ability)
  if (query.status) filtered = filtered.where('requests.status', '=', query.status)
  if (query.mine) filtered = filtered.where('requests.requester_id', '=', userId)

  // The total counts the requests table alone: the joins add names, never rows.
  const counted = await filtered.select((eb) => eb.fn.countAll().as('total')).executeTakeFirstOrThrow()
  let paged = withNames(filtered)
  if (position) {
    paged = paged.where((eb) =>
      eb.or([
        eb('requests.created_at', '<', position.createdAt),
        eb.and([eb('requests.created_at', '=', position.createdAt), eb('requests.id', '<', position.id)]),
      ]),
    )
  }
  const rows = await paged.orderBy('requests.created_at', 'desc').orderBy('requests.id', 'desc').limit(query.limit + 1).execute()
  const items = rows.slice(0, query.limit).map(requestSummary)
  const last = items[items.length - 1]
  const nextCursor = rows.length > query.limit && last ? encodeCursor({ createdAt: last.createdAt, id: last.id }) : null
  // PostgreSQL counts as bigint, which `pg` hands over as a string.
  return { ok: true, page: { items, nextCursor, total: Number(counted.total) } }
}

/** A request with its history; undefined when it does not exist or the user may not read it (existence is not leaked). */
export async function findReadableRequest(db: Kysely<Database>, ability: AppAbility, id: string): Promise<RequestDetail | undefined> {
  const row = await withNames(readableRequests(db, ability).where('requests.id', '=', id)).executeTakeFirst()
  if (!row) return undefined
  return { ...requestSummary(row), events: await historyOf(db, 'Request', id) }
}
