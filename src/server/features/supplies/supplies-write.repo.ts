import type { RaiseSuppliesInput } from '../../../contracts/supplies.ts'
import { findTitle } from '../../db/titles-repo.ts'
import { changeTogether, type Writer } from '../../trpc/record-write.ts'
import { failure, type WriteResult } from '../../trpc/write-result.ts'
import { noSuch } from '../../trpc/faults.ts'
import { requestCreation } from '../requests/request-record.ts'
import { supplyChoices } from './supplies-read.repo.ts'

type Raise = Omit<RaiseSuppliesInput, 'note'> & { readonly note?: string | undefined }

/**
 * Raises one supply request per chosen title of a course's booklist, in one
 * transaction under one key: each is created as requests.create creates one
 * (the create rule, auto-approval, its events). Any refusal refuses them all,
 * and a retry with the key answers the first attempt. Answers the course's id.
 */
export async function raiseSupplies(writer: Writer, input: Raise): Promise<WriteResult> {
  const { actor } = writer
  return changeTogether(writer, { key: input.idempotencyKey, procedure: 'supplies.raise' }, async ({ trx, create }) => {
    const choices = await supplyChoices(trx, actor.ability, input.courseId)
    if (!choices) return noSuch('course')
    const onList = new Set(choices.titles.map((title) => title.nbsi))
    for (const item of input.items) {
      if (onList.has(item.nbsi)) continue
      const name = (await findTitle(trx, item.nbsi))?.title ?? item.nbsi
      return failure('BAD_REQUEST', `"${name}" is not on the booklist of ${choices.course.code}.`)
    }
    for (const item of input.items) {
      const created = await create(
        requestCreation(actor, { kind: 'supply', nbsi: item.nbsi, courseId: input.courseId, quantity: item.quantity, note: input.note }),
      )
      if (!created.ok) return created
    }
    return { ok: true, id: input.courseId }
  })
}
