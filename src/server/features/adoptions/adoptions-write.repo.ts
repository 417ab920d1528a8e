import { randomUUID } from 'node:crypto'
import type { AdoptInput } from '../../../contracts/adoptions.ts'
import { dialectOf } from '../../db/dialects/index.ts'
import type { AdoptionStatus } from '../../db/schema.ts'
import { changeRecord, createRecord, type ActionOn, type Actor, type Creation, type Writer } from '../../trpc/record-write.ts'
import { findTitle } from '../../db/titles-repo.ts'
import { failure, type WriteResult } from '../../trpc/write-result.ts'
import { unknownCourse, unknownTitle } from '../../trpc/faults.ts'
import { adoptionKind, adoptionRecord, instructorIdsOf } from './adoption-record.ts'

/**
 * Proposes a title for a course, with its first event. A title already
 * proposed or approved for the course is a conflict (two instructors of one
 * course adopting at once: exactly one wins).
 */
export async function adopt(writer: Writer, input: AdoptInput): Promise<WriteResult> {
  return createRecord(writer, {
    ...adoptionCreation(writer.actor, { courseId: input.courseId, nbsi: input.nbsi, action: 'adopt' }),
    idempotency: { key: input.idempotencyKey, procedure: 'adoptions.adopt' },
  })
}

/**
 * One proposed adoption as the write path creates it: the single adopt and
 * re-adopt (readopt.repo.ts) both make theirs here, so both follow the same
 * rules (known course and title, the rule on the new adoption, one active
 * adoption per course and title); only the rule asked differs.
 */
export function adoptionCreation(
  actor: Actor,
  input: { readonly courseId: string; readonly nbsi: string; readonly action: 'adopt' | 'readopt' },
): Omit<Creation<'Adoption'>, 'idempotency'> {
  return {
    kind: adoptionKind,
    action: input.action,
    noun: 'title',
    async prepare(trx) {
      const course = await trx
        .selectFrom('courses')
        .select(['id', 'term'])
        .where('id', '=', input.courseId)
        .where('institution_id', '=', actor.institutionId)
        .executeTakeFirst()
      if (!course) return unknownCourse(input.courseId)
      if (!(await findTitle(trx, input.nbsi))) return unknownTitle(input.nbsi)
      const instructorIds = (await instructorIdsOf(trx, [course.id])).get(course.id) ?? []
      const row = {
        id: `ad-${randomUUID()}`,
        institution_id: actor.institutionId,
        course_id: course.id,
        nbsi: input.nbsi,
        adopted_by: actor.id,
        status: 'proposed' as const,
      }
      return {
        row: { ...row, term: course.term, decided_by: null, decided_at: null, note: null },
        fields: adoptionRecord(row, instructorIds),
        events: [{ action: input.action, from: null, to: 'proposed' }],
        before: async (trx) => {
          // One proposal at a time per course and title, whoever sends it.
          await dialectOf(trx).lockKey(trx, `adoption:${course.id}:${input.nbsi}`)
          const active = await trx
            .selectFrom('adoptions')
            .select('status')
            .where('course_id', '=', course.id)
            .where('nbsi', '=', input.nbsi)
            .where('status', 'in', ['proposed', 'approved'])
            .executeTakeFirst()
          return active ? failure('CONFLICT', `This title is already ${active.status} for the course. Reload to see the latest state.`) : undefined
        },
      }
    },
  }
}

export type AdoptionDecision = 'withdraw' | 'approve' | 'reject'
const decisions: Record<AdoptionDecision, { readonly action: ActionOn<'Adoption'>; readonly to: AdoptionStatus }> = {
  withdraw: { action: 'adopt', to: 'withdrawn' },
  approve: { action: 'approve', to: 'approved' },
  reject: { action: 'reject', to: 'rejected' },
}

export interface AdoptionDecisionInput {
  readonly id: string
  readonly version: number
  readonly note?: string | undefined
}

/** Withdraw (the `adopt` rule), approve or reject (their rules), each with its event; a decision records who decided. */
export async function decideAdoption(writer: Writer, decision: AdoptionDecision, input: AdoptionDecisionInput): Promise<WriteResult> {
  const { action, to } = decisions[decision]
  const decided = decision === 'withdraw' ? {} : { decided_by: writer.actor.id, decided_at: writer.now }
  return changeRecord(writer, {
    kind: adoptionKind,
    id: input.id,
    version: input.version,
    action,
    verb: decision,
    apply: async () => ({
      write: { status: to, ...decided, ...(input.note === undefined ? {} : { note: input.note }) },
      events: [{ action: decision, to, note: input.note ?? null }],
    }),
  })
}
