import { randomUUID } from 'node:crypto'
import type { Kysely } from 'kysely'
import type { RolloverOutcome, RolloverResult } from '../../../../contracts/rollover.ts'
import { termLabel } from '../../../../contracts/terms.ts'
import type { Database } from '../../../db/schema.ts'
import { parseChanges } from '../../../db/record-events-repo.ts'
import { changeTogether, type Writer } from '../../../trpc/record-write.ts'
import { failure, type WriteFailure } from '../../../trpc/write-result.ts'
import { booklistKind } from '../booklist-record.ts'
import { factsOf, rolloverCandidates } from './rollover-read.repo.ts'
import { planOf } from './rollover-plan.ts'

export interface RolloverBatchInput {
  readonly target: string
  readonly lists: readonly { readonly id: string; readonly version: number }[]
  readonly idempotencyKey: string
}

/** A list left as it is says so with BAD_REQUEST inside the batch; the batch itself goes on. */
const resultOf: Readonly<Record<WriteFailure['code'], RolloverResult>> = {
  BAD_REQUEST: 'skipped',
  FORBIDDEN: 'forbidden',
  CONFLICT: 'conflict',
  NOT_FOUND: 'notFound',
}

/**
 * Rolls one batch of lists to `target` in one transaction, each through the
 * one write path: the rollover rule on the list, the version previewed (a
 * list changed meanwhile is a CONFLICT, never overwritten), then the new
 * draft's own checks (the course runs then, has no list there, the user may
 * edit it there). A list that cannot roll is reported and left out; the
 * others roll together. Each new list's history says where it came from, and
 * the old one's where it went. One key per batch: a retry rolls nothing twice.
 */
export async function rollOver(writer: Writer, input: RolloverBatchInput): Promise<RolloverOutcome[]> {
  const outcomes: RolloverOutcome[] = []
  const result = await changeTogether(writer, { key: input.idempotencyKey, procedure: 'booklists.rollover' }, async (together) => {
    const itemsOf = await itemsToCopy(
      together.trx,
      input.lists.map((list) => list.id),
    )
    for (const list of input.lists) {
      const newListId = `bl-${randomUUID()}`
      const done = await together.change({
        kind: booklistKind,
        id: list.id,
        version: list.version,
        action: 'rollover',
        verb: 'roll over',
        async apply(trx, source) {
          const row = await rolloverCandidates(trx, writer.actor, input.target).where('booklists.id', '=', source.id).executeTakeFirst()
          if (!row) return failure('NOT_FOUND', 'There is no such booklist.')
          const { plan, message } = planOf(factsOf(row), input.target, writer.actor)
          if (plan === 'mayNotEdit') return failure('FORBIDDEN', message)
          if (plan !== 'roll' || row.target_course_id === null) return failure('BAD_REQUEST', message)
          const items = itemsOf.get(source.id) ?? []
          const link = { rolledList: { from: source.id, to: newListId }, rolledTerm: { from: source.term, to: input.target } }
          return {
            // The old list's version moves with its event: the preview of a list rolled meanwhile is stale.
            events: [
              { action: 'rollOver', from: null, to: null, changes: link },
              {
                action: 'rolledFrom',
                from: null,
                to: 'draft',
                changes: { ...link, items: { from: null, to: items.length } },
                about: { type: 'Booklist', id: newListId, timelineId: newListId },
              },
            ],
            also: [
              {
                insert: 'booklists',
                row: { id: newListId, institution_id: source.institution_id, course_id: row.target_course_id, term: input.target, state: 'draft' },
              },
              {
                insertRows: 'booklist_items',
                rows: items.map((item) => ({
                  id: `bli-${randomUUID()}`,
                  booklist_id: newListId,
                  institution_id: source.institution_id,
                  course_id: row.target_course_id,
                  list_state: 'draft',
                  nbsi: item.nbsi,
                  requirement: item.requirement,
                  quantity: item.quantity,
                  note: item.note,
                  status: 'proposed',
                  internal_status: null,
                  position: item.position,
                })),
              },
            ],
          }
        },
      })
      outcomes.push(
        done.ok
          ? { listId: list.id, result: 'rolled', message: `Rolled to ${termLabel(input.target)}.`, newListId }
          : { listId: list.id, result: resultOf[done.code], message: done.message },
      )
    }
    return { ok: true, id: outcomes.find((outcome) => outcome.newListId)?.newListId ?? 'none' }
  })
  if (!result.ok) return input.lists.map((list) => ({ listId: list.id, result: resultOf[result.code], message: result.message }))
  // The key was spent before: this is a retry, so the work did not run. What the first attempt did is in the lists' histories.
  return outcomes.length > 0 ? outcomes : replayed(writer, input)
}

/**
 * The items each list of the batch would copy (those not withdrawn, in their
 * order), read in one query at the start of the batch's transaction rather
 * than one per list. As fresh as reading them per list: every change of a
 * list's items moves the list's version, and a list whose version moved since
 * the preview is a CONFLICT, so a list whose items changed after this read
 * never rolls.
 */
async function itemsToCopy(trx: Kysely<Database>, listIds: readonly string[]) {
  const rows = await trx
    .selectFrom('booklist_items')
    .select(['booklist_id', 'nbsi', 'requirement', 'quantity', 'note', 'position'])
    .where('booklist_id', 'in', [...new Set(listIds)])
    .where('status', '<>', 'withdrawn')
    .orderBy('booklist_id')
    .orderBy('position')
    .orderBy('id')
    .execute()
  const itemsOf = new Map<string, (typeof rows)[number][]>()
  for (const row of rows) {
    const items = itemsOf.get(row.booklist_id)
    if (items) items.push(row)
    else itemsOf.set(row.booklist_id, [row])
  }
  return itemsOf
}

/** A retried batch's outcomes, read back: each list rolled by the first attempt names its new list. */
async function replayed(writer: Writer, input: RolloverBatchInput): Promise<RolloverOutcome[]> {
  const ids = input.lists.map((list) => list.id)
  const events = await writer.db
    .selectFrom('record_events')
    .select(['record_id', 'changes'])
    .where('record_type', '=', 'Booklist')
    .where('record_id', 'in', ids)
    .where('action', '=', 'rollOver')
    .execute()
  const rolledTo = new Map<string, string>()
  for (const event of events) {
    const { rolledList, rolledTerm } = parseChanges(event.changes)
    if (rolledTerm?.to === input.target && typeof rolledList?.to === 'string') rolledTo.set(event.record_id, rolledList.to)
  }
  return input.lists.map((list) => {
    const newListId = rolledTo.get(list.id)
    return newListId
      ? { listId: list.id, result: 'rolled', message: `Rolled to ${termLabel(input.target)}.`, newListId }
      : { listId: list.id, result: 'skipped', message: 'Left as it was (this batch was sent before).' }
  })
}
