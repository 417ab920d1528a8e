import { randomUUID } from 'node:crypto'
import type { Kysely } from 'kysely'
import type { InternalStatus, Requirement } from '../../../contracts/booklists.ts'
import type { FieldChange } from '../../../contracts/record-history.ts'
import { isbnProblem, normaliseIsbn } from '../../../contracts/isbn.ts'
import type { BooklistState, Database } from '../../db/schema.ts'
import { changeRecord, type FurtherWrite, type Writer } from '../../trpc/record-write.ts'
import { failure, type WriteResult } from '../../trpc/write-result.ts'
import { booklistItemKind, booklistKind } from './booklist-record.ts'

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
  readonly internalStatus?: InternalStatus | null | undefined
}

/** An item's change moves its list's version, so a submit made against an older view of the list is a conflict. */
const listMoves = (listId: string): FurtherWrite => ({ update: 'booklists', where: ['id', listId], set: {}, moveVersion: true })

/**
 * Adds a title (by nbsi or ISBN in any form) to a list the user may edit: a
 * change of the list (its `edit` rule; no version, since adding cannot
 * overwrite anyone) with a key, so a retry adds nothing twice. The same title
 * twice is refused by name.
 */
export async function addItem(writer: Writer, input: NewItem): Promise<WriteResult> {
  return changeRecord(writer, {
    kind: booklistKind,
    id: input.booklistId,
    action: 'edit',
    idempotency: { key: input.idempotencyKey, procedure: 'booklists.addItem' },
    async apply(trx, list) {
      const isbn = normaliseIsbn(input.title)
      const title = await trx
        .selectFrom('titles')
        .select(['nbsi', 'title'])
        .where((eb) => (isbn ? eb('isbn13', '=', isbn) : eb('nbsi', '=', input.title)))
        .executeTakeFirst()
      if (!title) {
        if (isbn) return failure('NOT_FOUND', `No title in the catalogue has the ISBN ${isbn}.`)
        // Not an ISBN: a malformed one is input to correct; a well-formed id nothing has is a title not found.
        const malformed = isbnProblem(input.title)
        return malformed ? failure('BAD_REQUEST', malformed) : failure('NOT_FOUND', `There is no title with the id or ISBN "${input.title}" in the catalogue.`)
      }
      const already = await trx.selectFrom('booklist_items').select('id').where('booklist_id', '=', list.id).where('nbsi', '=', title.nbsi).executeTakeFirst()
      if (already) return failure('BAD_REQUEST', `"${title.title}" is already on this booklist; change its quantity instead.`)
      const last = await trx
        .selectFrom('booklist_items')
        .select((eb) => eb.fn.max('position').as('position'))
        .where('booklist_id', '=', list.id)
        .executeTakeFirst()
      const id = `bli-${randomUUID()}`
      const note = input.note === undefined || input.note === '' ? null : input.note
      const row = {
        id,
        booklist_id: list.id,
        institution_id: list.institution_id,
        course_id: list.course_id,
        list_state: list.state,
        nbsi: title.nbsi,
        requirement: input.requirement,
        quantity: input.quantity,
        note,
        status: 'proposed',
        internal_status: null,
        position: Number(last?.position ?? 0) + 1,
      }
      const changes: Record<string, FieldChange> = {
        title: { from: null, to: title.title },
        quantity: { from: null, to: input.quantity },
        requirement: { from: null, to: input.requirement },
        ...(note === null ? {} : { note: { from: null, to: note } }),
      }
      return {
        also: [{ insert: 'booklist_items', row }],
        events: [{ action: 'addItem', from: null, to: null, changes, about: { type: 'BooklistItem', id, timelineId: list.id } }],
      }
    },
  })
}

/**
 * Changes an item's requirement, quantity, note or internal status; the event
 * keeps each field before and after. The fields the input names pass the edit
 * rule's field rules first (the internal status: booklist:viewInternalStatus).
 */
export async function updateItem(writer: Writer, input: ItemChange): Promise<WriteResult> {
  const fields = (['requirement', 'quantity', 'note', 'internalStatus'] as const).filter((field) => input[field] !== undefined)
  return changeRecord(writer, {
    kind: booklistItemKind,
    id: input.id,
    version: input.version,
    action: 'edit',
    fields,
    async apply(trx, item) {
      const note = input.note === undefined ? undefined : input.note === null || input.note === '' ? null : input.note
      const set = {
        ...(input.requirement === undefined ? {} : { requirement: input.requirement }),
        ...(input.quantity === undefined ? {} : { quantity: input.quantity }),
        ...(note === undefined ? {} : { note }),
        ...(input.internalStatus === undefined ? {} : { internal_status: input.internalStatus }),
      }
      const changes: Record<string, FieldChange> = {}
      for (const [column, to] of Object.entries(set) as [keyof typeof set, string | number | null][]) {
        // Events name fields as the policy does (internalStatus), so a field rule can withhold them from the timeline too.
        const field = column === 'internal_status' ? 'internalStatus' : column
        if (item[column] !== to) changes[field] = { from: item[column] ?? null, to }
      }
      return {
        write: set,
        resultId: item.booklist_id,
        also: [listMoves(item.booklist_id)],
        events: [{ action: 'updateItem', from: null, to: null, changes: { title: { from: await titleOf(trx, item.nbsi), to: null }, ...changes } }],
      }
    },
  })
}

/**
 * Takes an item off its list. The row goes (a list holds each title at most
 * once, so it can be added again), its history stays: the event keeps what
 * the item was.
 */
export async function removeItem(writer: Writer, input: { id: string; version: number }): Promise<WriteResult> {
  return changeRecord(writer, {
    kind: booklistItemKind,
    id: input.id,
    version: input.version,
    action: 'edit',
    apply: async (trx, item) => ({
      write: 'remove',
      resultId: item.booklist_id,
      also: [listMoves(item.booklist_id)],
      events: [
        {
          action: 'removeItem',
          from: null,
          to: null,
          changes: {
            title: { from: await titleOf(trx, item.nbsi), to: null },
            quantity: { from: item.quantity, to: null },
            requirement: { from: item.requirement, to: null },
          },
        },
      ],
    }),
  })
}

/** Draft to submitted: after this the list and its items are read-only until reopened. */
export async function submitList(writer: Writer, input: { id: string; version: number; note?: string | undefined }): Promise<WriteResult> {
  return moveList(writer, input, 'edit', 'submitted')
}

/** Submitted back to draft (the `reopen` rule), with the reason in its history. */
export async function reopenList(writer: Writer, input: { id: string; version: number; note?: string | undefined }): Promise<WriteResult> {
  return moveList(writer, input, 'reopen', 'draft')
}

async function moveList(
  writer: Writer,
  input: { id: string; version: number; note?: string | undefined },
  action: 'edit' | 'reopen',
  to: BooklistState,
): Promise<WriteResult> {
  const verb = action === 'edit' ? 'submit' : 'reopen'
  return changeRecord(writer, {
    kind: booklistKind,
    id: input.id,
    version: input.version,
    action,
    verb,
    apply: async (_trx, list) => ({
      write: { state: to, submitted_at: to === 'submitted' ? writer.now : null },
      // Items copy their list's state, so the record rules read them alone (and in SQL).
      also: [{ update: 'booklist_items', where: ['booklist_id', list.id], set: { list_state: to } }],
      events: [{ action: verb, to, note: input.note ?? null }],
    }),
  })
}

async function titleOf(trx: Kysely<Database>, nbsi: string): Promise<string> {
  const found = await trx.selectFrom('titles').select('title').where('nbsi', '=', nbsi).executeTakeFirst()
  return found?.title ?? nbsi
}
