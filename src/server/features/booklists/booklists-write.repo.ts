import { randomUUID } from 'node:crypto'
import { subject } from '@casl/ability'
import type { Kysely, Transaction } from 'kysely'
import type { BooklistState, Requirement } from '../../../contracts/booklists.ts'
import { normaliseIsbn } from '../../../contracts/isbn.ts'
import { dialectOf } from '../../db/dialects/index.ts'
import type { Database } from '../../db/schema.ts'
import type { AppAbility } from '../../policy.ts'
import { failure, type WriteFailure, type WriteResult } from '../../trpc/write-result.ts'
import { booklistItemRecord, booklistRecord } from './booklist-record.ts'

export interface NewItem {
  readonly booklistId: string
  readonly title: string
  readonly requirement: Requirement
  readonly quantity: number
  readonly note?: string | undefined
  readonly idempotencyKey: string
}

export interface ItemChange {
  readonly id: string
  readonly version: number
  readonly requirement?: Requirement | undefined
  readonly quantity?: number | undefined
  readonly note?: string | null | undefined
}

const addProcedure = 'booklists.addItem'
const notFound = (): WriteFailure => failure('NOT_FOUND', 'There is no such booklist.')

/**
 * Adds a title (by nbsi or ISBN in any form) to a list the user may edit. A
 * retry with the same idempotency key answers the first attempt's list; the
 * same title twice is refused by name. The list's version moves with every
 * change to its items, so a submit made against an older view is a conflict.
 */
export async function addItem(db: Kysely<Database>, ability: AppAbility, userId: string, input: NewItem, now: string): Promise<WriteResult> {
  return db.transaction().execute(async (trx) => {
    // Two attempts with one key (a double click) run one after the other, so the second finds the first's key.
    await dialectOf(trx).lockKey(trx, `idempotency:${userId}:${input.idempotencyKey}`)
    const seen = await trx.selectFrom('idempotency_keys').select(['procedure', 'result_id']).where('user_id', '=', userId).where('key', '=', input.idempotencyKey).executeTakeFirst()
    if (seen) {
      return seen.procedure === addProcedure
        ? { ok: true, id: seen.result_id }
        : failure('BAD_REQUEST', 'This idempotency key was already used for another action; send a new key.')
    }
    const list = await trx.selectFrom('booklists').selectAll().where('id', '=', input.booklistId).executeTakeFirst()
    if (!list || !ability.can('read', subject('Booklist', booklistRecord(list)))) return notFound()
    if (!ability.can('edit', subject('Booklist', booklistRecord(list)))) return failure('FORBIDDEN', `You may not change this booklist while it is ${list.state}.`)
    const isbn = normaliseIsbn(input.title)
    const title = await trx
      .selectFrom('titles')
      .select(['nbsi', 'title'])
      .where((eb) => (isbn ? eb('isbn13', '=', isbn) : eb('nbsi', '=', input.title)))
      .executeTakeFirst()
    if (!title) return failure('BAD_REQUEST', isbn ? `No title in the catalogue has the ISBN ${isbn}.` : `There is no title with the id or ISBN "${input.title}" in the catalogue.`)
    const already = await trx.selectFrom('booklist_items').select('id').where('booklist_id', '=', list.id).where('nbsi', '=', title.nbsi).executeTakeFirst()
    if (already) return failure('BAD_REQUEST', `"${title.title}" is already on this booklist; change its quantity instead.`)
    const last = await trx.selectFrom('booklist_items').select((eb) => eb.fn.max('position').as('position')).where('booklist_id', '=', list.id).executeTakeFirst()
    await trx
      .insertInto('booklist_items')
      .values({
        id: `bli-${randomUUID()}`,
        booklist_id: list.id,
        institution_id: list.institution_id,
        course_id: list.course_id,
        list_state: list.state,
        nbsi: title.nbsi,
        requirement: input.requirement,
        quantity: input.quantity,
        note: input.note ?? null,
        status: 'proposed',
        internal_status: null,
        position: Number(last?.position ?? 0) + 1,
        created_at: now,
        updated_at: now,
        version: 1,
      })
      .execute()
    await touchList(trx, list.id, now)
    await trx.insertInto('idempotency_keys').values({ user_id: userId, key: input.idempotencyKey, procedure: addProcedure, result_id: list.id, created_at: now }).execute()
    return { ok: true, id: list.id }
  })
}

/** Changes an item's requirement, quantity or note; CONFLICT when the item moved on since the user loaded it. */
export async function updateItem(db: Kysely<Database>, ability: AppAbility, input: ItemChange, now: string): Promise<WriteResult> {
  return changeItem(db, ability, input, async (trx, item) => {
    const changes = {
      ...(input.requirement === undefined ? {} : { requirement: input.requirement }),
      ...(input.quantity === undefined ? {} : { quantity: input.quantity }),
      ...(input.note === undefined ? {} : { note: input.note === null || input.note === '' ? null : input.note }),
    }
    const updated = await trx
      .updateTable('booklist_items')
      .set({ ...changes, version: item.version + 1, updated_at: now })
      .where('id', '=', item.id)
      .where('version', '=', input.version)
      .executeTakeFirst()
    return Number(updated.numUpdatedRows) === 1
  }, now)
}

/** Takes an item off its list (the row goes: a list holds each title at most once, so it can be added again). */
export async function removeItem(db: Kysely<Database>, ability: AppAbility, input: { id: string; version: number }, now: string): Promise<WriteResult> {
  return changeItem(db, ability, input, async (trx, item) => {
    const deleted = await trx.deleteFrom('booklist_items').where('id', '=', item.id).where('version', '=', input.version).executeTakeFirst()
    return Number(deleted.numDeletedRows) === 1
  }, now)
}

type ItemRowOf = NonNullable<Awaited<ReturnType<typeof loadItem>>>
const loadItem = (trx: Transaction<Database>, id: string) => trx.selectFrom('booklist_items').selectAll().where('id', '=', id).executeTakeFirst()

/** Load, ask the rules, check the version, write, and move the list's version, in one transaction. */
async function changeItem(
  db: Kysely<Database>,
  ability: AppAbility,
  input: { id: string; version: number },
  write: (trx: Transaction<Database>, item: ItemRowOf) => Promise<boolean>,
  now: string,
): Promise<WriteResult> {
  return db.transaction().execute(async (trx) => {
    const item = await loadItem(trx, input.id)
    if (!item || !ability.can('read', subject('BooklistItem', booklistItemRecord(item)))) return failure('NOT_FOUND', 'That item is no longer on the booklist. Reload the list.')
    if (!ability.can('edit', subject('BooklistItem', booklistItemRecord(item)))) return failure('FORBIDDEN', `You may not change items of a booklist that is ${item.list_state}.`)
    if (item.version !== input.version || !(await write(trx, item))) return failure('CONFLICT', changedMeanwhile('item', item.updated_at))
    await touchList(trx, item.booklist_id, now)
    return { ok: true, id: item.booklist_id }
  })
}

/** Draft to submitted, for a list the user may edit; its items learn the new state in the same transaction. */
export async function submitList(db: Kysely<Database>, ability: AppAbility, input: { id: string; version: number }, now: string): Promise<WriteResult> {
  return db.transaction().execute(async (trx) => {
    const list = await trx.selectFrom('booklists').selectAll().where('id', '=', input.id).executeTakeFirst()
    if (!list || !ability.can('read', subject('Booklist', booklistRecord(list)))) return notFound()
    if (!ability.can('edit', subject('Booklist', booklistRecord(list)))) return failure('FORBIDDEN', `You may not submit a booklist that is ${list.state}.`)
    if (list.version !== input.version) return failure('CONFLICT', changedMeanwhile('booklist', list.updated_at))
    if (list.state !== 'draft') return failure('BAD_REQUEST', `This booklist is already ${list.state}.`)
    const to: BooklistState = 'submitted'
    const updated = await trx
      .updateTable('booklists')
      .set({ state: to, submitted_at: now, updated_at: now, version: list.version + 1 })
      .where('id', '=', list.id)
      .where('version', '=', input.version)
      .executeTakeFirst()
    if (Number(updated.numUpdatedRows) !== 1) return failure('CONFLICT', changedMeanwhile('booklist', list.updated_at))
    await trx.updateTable('booklist_items').set({ list_state: to }).where('booklist_id', '=', list.id).execute()
    return { ok: true, id: list.id }
  })
}

/** A change to an item changes its list: the version moves, so a submit against an older view is refused. */
async function touchList(trx: Transaction<Database>, id: string, now: string): Promise<void> {
  // Incremented in SQL: two item changes committed at once must both move it.
  await trx.updateTable('booklists').set((eb) => ({ version: eb('version', '+', 1), updated_at: now })).where('id', '=', id).execute()
}

function changedMeanwhile(what: 'item' | 'booklist', at: string): string {
  return `Someone changed this ${what} after you loaded it (last change at ${at}). Reload it to see the latest version.`
}
