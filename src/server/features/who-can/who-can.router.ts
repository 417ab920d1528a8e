import { whoCanInput, type WhoCanChoices, type WhoCanQuestion, type WhoCanResult } from '../../../contracts/who-can.ts'
import type { AccessQuestion } from '../../../policy/who-can.ts'
import { wholePolicy } from '../../access/whole-policy.ts'
import { institutionStaff } from '../../db/institution-staff-read.ts'
import { recordKindsAt } from '../../live/record-kinds.ts'
import { protectedProcedure, type SignedInContext } from '../../trpc/access.ts'
import { noSuchError } from '../../trpc/faults.ts'
import type { RecordKind, StoredRecord } from '../../trpc/record-kind.ts'
import type { RecordType } from '../../db/schema.ts'
import { router } from '../../trpc/init.ts'
import { answerPage, answerStaff, checkQuestion, whoCanChoices, type AskedRecord } from './who-can-answers.ts'

/**
 * "Who can …?" (issue 58) for holders of permissions:manage: the answers come
 * from the compiled policy and each staff member's stored permissions, by the
 * functions the app, the server and `policy explain` use (src/policy/who-can.ts).
 */
export const whoCanRouter = router({
  choices: protectedProcedure.query(({ ctx }): WhoCanChoices => whoCanChoices(wholePolicy(ctx.deps.policy), new Set(Object.keys(kinds(ctx))))),

  ask: protectedProcedure.input(whoCanInput).query(async ({ ctx, input }): Promise<WhoCanResult> => {
    const policy = wholePolicy(ctx.deps.policy)
    checkQuestion(policy, input.question)
    const record =
      input.question.kind === 'action' && input.question.recordId ? await loadRecord(ctx, input.question.subject, input.question.recordId) : undefined
    const question = toQuestion(input.question, record)
    const staff = await institutionStaff(ctx.deps.db, ctx.institution.id, ctx.ability())
    const answers = answerStaff(policy, ctx.facts, ctx.institution.id, staff, question)
    return answerPage(answers, input, askedWords(input.question, record))
  }),
})

function kinds(ctx: SignedInContext) {
  return recordKindsAt(new Date(ctx.deps.now()).toISOString())
}

/** One record of the caller's institution, as the policy's rules read it; another institution's is not found (existence is not leaked). */
async function loadRecord(ctx: SignedInContext, subject: string, id: string): Promise<AskedRecord> {
  const kind = (kinds(ctx) as Readonly<Record<string, RecordKind<RecordType, StoredRecord> | undefined>>)[subject]
  if (!kind) throw noSuchError(subject)
  const row = await kind.load(ctx.deps.db, id)
  if (!row || row.institution_id !== ctx.institution.id) throw noSuchError(kind.noun)
  const fields = (await kind.fields(ctx.deps.db, row)) as Readonly<Record<string, unknown>>
  return { fields, words: `${kind.noun} ${id} (${kind.statusOf(row)})` }
}

function toQuestion(question: WhoCanQuestion, record: AskedRecord | undefined): AccessQuestion {
  if (question.kind !== 'action') return question
  return { kind: 'action', action: question.action, subject: question.subject, ...(record ? { record: record.fields } : {}) }
}

function askedWords(question: WhoCanQuestion, record: AskedRecord | undefined): string {
  if (question.kind === 'page') return `open the page ${question.path}`
  if (question.kind === 'menu') return `see the menu item ${question.id}`
  return record ? `${question.action} the ${record.words}` : `${question.action} ${question.subject} records`
}
