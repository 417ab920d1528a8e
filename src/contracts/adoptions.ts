import { z } from 'zod'
import type { AdoptionRecord } from '../generated/records.gen.ts'
import { assignedCourseSortColumns, awaitingSortColumns, termFilterLength } from './adoption-names.ts'
import { listQuery } from './list-query.ts'
import type { RecordEvent } from './record-history.ts'
import { explainedChange, idempotencyKey, notedChange } from './record-change.ts'
import { termPattern } from './terms.ts'

export * from './adoption-names.ts'

/** Adoptions: what the server accepts and answers, shared with the browser. */
export const adoptionStatusValues = ['proposed', 'approved', 'rejected', 'withdrawn'] as const
export type AdoptionStatus = (typeof adoptionStatusValues)[number]

const id = z.string().trim().min(1, 'Give an id.').max(100, 'An id has at most 100 characters.')

const termFilter = z.string().trim().max(termFilterLength, 'A term has at most 100 characters.').regex(termPattern, 'Write a term like 2026-autumn.')

/** One page of the user's assigned courses: `q` matches a course's code or title. */
export const listAdoptionsInput = listQuery({ sortable: assignedCourseSortColumns, filters: { term: termFilter.optional() } })
export type ListAdoptionsInput = z.input<typeof listAdoptionsInput>

/** One page of the proposals awaiting the user's approval: `q` matches the course's code or title, or the title's name. */
export const listAwaitingInput = listQuery({ sortable: awaitingSortColumns, filters: { term: termFilter.optional() } })
export type ListAwaitingInput = z.input<typeof listAwaitingInput>

/** Propose a title for a course the user teaches; the key makes a retry create nothing twice. */
export const adoptInput = z.object({ courseId: id, nbsi: id, idempotencyKey })
export type AdoptInput = z.input<typeof adoptInput>

/** Withdraw or approve: the version the user saw, so a change made meanwhile is a conflict. */
export const decideAdoptionInput = notedChange
export type DecideAdoptionInput = z.input<typeof decideAdoptionInput>

/** Reject: the same, and the reason, which the instructor who proposed it reads in its history. */
export const rejectAdoptionInput = explainedChange
export type RejectAdoptionInput = z.input<typeof rejectAdoptionInput>

/** One adoption's history (its timeline), from either view. */
export const adoptionHistoryInput = z.object({ id })

/**
 * An adoption as the policy's record rules read it (policy/resources/adoption.yaml):
 * the browser asks `<Can I="adopt" this={subject('Adoption', record)}>` of it.
 * For a title not adopted yet it is the adoption the user would propose.
 */
export type AdoptionRecordFields = AdoptionRecord

export interface CurrentAdoption {
  readonly id: string
  readonly status: AdoptionStatus
  readonly version: number
  /** Who proposed it: an email when they have an account, else what was recorded. */
  readonly adoptedBy: string
  readonly updatedAt: string
}

export interface AssignedTitle {
  readonly nbsi: string
  readonly title: string
  readonly authors: readonly string[]
  /** Its requirement on the course's booklist; null when it is adopted without being on the list. */
  readonly requirement: string | null
  /** The latest adoption of the title for the course; null when none was ever proposed. */
  readonly adoption: CurrentAdoption | null
  readonly record: AdoptionRecordFields
}

export interface AssignedCourse {
  readonly id: string
  readonly code: string
  readonly title: string
  readonly term: string
  readonly department: string
  readonly enrolment: number
  readonly titles: readonly AssignedTitle[]
  /** How many titles the course's previous term approved (counted in SQL): re-adopting is offered only when there are some. */
  readonly previousApproved: number
  /** The adoption re-adopting would propose, as the rules read it: the screen asks `<Can I="readopt">` of it. */
  readonly readoptRecord: AdoptionRecordFields
}

export interface AwaitingApproval {
  readonly id: string
  readonly version: number
  readonly courseCode: string
  readonly courseTitle: string
  readonly term: string
  readonly nbsi: string
  readonly title: string
  readonly adoptedBy: string
  readonly createdAt: string
  readonly record: AdoptionRecordFields
}

/** adoptions.list: one page of the courses the user teaches (and may read). */
export interface AssignedCoursesPage {
  readonly rows: readonly AssignedCourse[]
  /** How many courses match the filters in all. */
  readonly total: number
  /** The terms of all the user's assigned courses, for the term filter. */
  readonly terms: readonly string[]
  /** How many proposals the user may approve (0 without adoptions:approve). */
  readonly awaitingCount: number
}

/** adoptions.awaiting: one page of the proposals the user may approve. */
export interface AwaitingPage {
  readonly rows: readonly AwaitingApproval[]
  /** How many match the filters in all. */
  readonly total: number
  /** The terms of all the proposals the user may approve, for the term filter. */
  readonly terms: readonly string[]
}

export interface AdoptionChange {
  readonly id: string
  readonly status: AdoptionStatus
  readonly version: number
}

/** adoptions.history: one adoption, what it is and where it stands, with its history (record_events), oldest first. */
export interface AdoptionHistory {
  readonly adoption: {
    readonly id: string
    readonly status: AdoptionStatus
    readonly courseCode: string
    readonly courseTitle: string
    readonly title: string
    readonly adoptedBy: string
  }
  readonly events: RecordEvent[]
}

/** Re-adopt last term's titles (issue 56): the course the titles are proposed again for. */
export const readoptPreviewInput = z.object({ courseId: id })
export type ReadoptPreviewInput = z.input<typeof readoptPreviewInput>

/** Confirm a re-adopt: one idempotency key per confirm, so a retry proposes nothing twice. */
export const readoptInput = z.object({ courseId: id, idempotencyKey })
export type ReadoptInput = z.input<typeof readoptInput>

/** What re-adopting does with one of last term's approved titles: proposed, or why it is left out. */
export const readoptOutcomes = ['propose', 'notInCatalogue', 'alreadyAdopted', 'notAllowed'] as const
export type ReadoptOutcome = (typeof readoptOutcomes)[number]

export const readoptOutcomeLabels: Readonly<Record<ReadoptOutcome, string>> = {
  propose: 'Will be proposed',
  notInCatalogue: 'Left out: no longer in the catalogue',
  alreadyAdopted: 'Skipped: already proposed or approved for this course',
  notAllowed: 'Left out: you may not propose it',
}

export interface ReadoptTitle {
  readonly nbsi: string
  /** The catalogue's name for it; the id when the catalogue no longer has it. */
  readonly title: string
  readonly outcome: ReadoptOutcome
}

/** adoptions.readoptPreview: last term's course (none when there is none) and, per approved title, what re-adopting would do. */
export interface ReadoptPreview {
  readonly courseId: string
  readonly previous: { readonly id: string; readonly term: string } | null
  readonly titles: readonly ReadoptTitle[]
}

/** adoptions.readopt: what was done per title (`propose`: proposed now); a replayed key answers the titles as they now stand. */
export interface ReadoptResult {
  readonly courseId: string
  readonly replayed: boolean
  readonly titles: readonly ReadoptTitle[]
}
