import { subject } from '@casl/ability'
import type { RolloverPlan } from '../../../../contracts/rollover.ts'
import { termLabel } from '../../../../contracts/terms.ts'
import { countOf } from '../../../../contracts/counts.ts'
import type { BooklistState } from '../../../db/schema.ts'
import { refusal, type Actor } from '../../../trpc/record-write.ts'

/** What decides one list's rollover, read in SQL by the preview and again by the write. */
export interface RolloverFacts {
  readonly courseCode: string
  readonly institutionId: string
  readonly itemCount: number
  /** The same course code's course in the target term, if it runs then. */
  readonly targetCourseId: string | null
  /** The state of the list that course has already, if any. */
  readonly targetListState: BooklistState | null
}

/** The list the rollover would make: a draft of the target course, which the user must be allowed to `edit`. */
export function newListRecord(facts: RolloverFacts, targetCourseId: string, target: string) {
  return { id: '', institutionId: facts.institutionId, courseId: targetCourseId, term: target, status: 'draft' as const }
}

/**
 * Why a list the user may roll over would be left as it is, or undefined when
 * it rolls. The order is what a person would fix first: a course that does
 * not run, a list already there, then their own permission.
 */
export function planOf(facts: RolloverFacts, target: string, actor: Actor): { readonly plan: RolloverPlan; readonly message: string } {
  const there = termLabel(target)
  if (facts.targetCourseId === null) return { plan: 'noCourse', message: `${facts.courseCode} does not run in ${there}; nothing to roll to.` }
  if (facts.targetListState === 'submitted') return { plan: 'underReview', message: `Its ${there} list is under review (submitted); left as it is.` }
  if (facts.targetListState !== null) return { plan: 'hasList', message: `It already has a ${there} list (${facts.targetListState}); left as it is.` }
  const record = subject('Booklist', newListRecord(facts, facts.targetCourseId, target))
  if (!actor.ability.can('edit', record)) {
    // The rule's own sentence ("You may not edit this booklist: you need booklist:edit."), about the list it would make.
    return { plan: 'mayNotEdit', message: refusal(actor, 'edit', 'Booklist', record, { noun: `${there} booklist`, verb: 'edit' }) }
  }
  return { plan: 'roll', message: `A new draft list in ${there} with ${countOf(facts.itemCount, 'item')}.` }
}
