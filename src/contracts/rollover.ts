import { z } from 'zod'
import { booklistStates, costFilters } from './booklist-names.ts'
import { idempotencyKey, recordVersion } from './record-change.ts'
import { termPattern } from './terms.ts'

/**
 * Rolling course lists over to a later term (issue 56): a preview that says
 * per course what would happen, then the rollover itself in batches, each
 * batch one transaction. Shared with the browser, which checks the same input.
 */

const id = z.string().trim().min(1, 'Give an id.').max(200, 'An id has at most 200 characters.')
const term = z.string().trim().regex(termPattern, 'A term looks like 2027-spring.')

/** How many lists one preview may cover: every course of a large institution's term. */
export const rolloverPreviewCap = 5000
/** How many lists one rollover request (one transaction) rolls; the screen sends a selection in batches of this size. */
export const rolloverBatchSize = 100

/** The lists chosen: by id (the rows selected), or all of a term's lists that match the list's filters. */
export const rolloverSelection = z.union([
  z.object({
    ids: z
      .array(id)
      .min(1, 'Choose at least one course list to roll over.')
      .max(rolloverPreviewCap, `Roll over at most ${rolloverPreviewCap.toLocaleString('en')} lists at a time.`),
  }),
  z.object({
    matching: z.object({ term, status: z.enum(booklistStates).optional(), cost: z.enum(costFilters).optional(), q: z.string().trim().max(200).optional() }),
  }),
])
export type RolloverSelection = z.input<typeof rolloverSelection>

export const rolloverPreviewInput = z.object({ from: rolloverSelection, target: term })
export type RolloverPreviewInput = z.input<typeof rolloverPreviewInput>

/**
 * What rolling one list would do: `roll` makes a new draft; the others leave it:
 * the course does not run in the target term, it has a list there already (one
 * under review among them), the user may not roll this list or may not edit a list there.
 */
export const rolloverPlans = ['roll', 'noCourse', 'hasList', 'underReview', 'mayNotRoll', 'mayNotEdit'] as const
export type RolloverPlan = (typeof rolloverPlans)[number]

export interface RolloverPreviewRow {
  readonly listId: string
  /** The version previewed: the rollover refuses a list changed since (CONFLICT), it never overwrites. */
  readonly version: number
  readonly courseCode: string
  readonly courseTitle: string
  readonly term: string
  /** The items that would be copied (those not withdrawn). */
  readonly itemCount: number
  readonly plan: RolloverPlan
  /** The plan in words: "A new draft list with 4 items." or why not. */
  readonly message: string
  /** The list the course already has in the target term. */
  readonly targetListId?: string
}

export interface RolloverPreview {
  readonly target: string
  readonly rows: readonly RolloverPreviewRow[]
  /** How many rows would roll. */
  readonly rolling: number
}

/** One batch of the confirmed rollover: the lists at the versions previewed, and the batch's key (one per confirm and batch). */
export const rolloverInput = z.object({
  target: term,
  lists: z
    .array(z.object({ id, version: recordVersion }))
    .min(1, 'Choose at least one course list to roll over.')
    .max(rolloverBatchSize, `Send at most ${rolloverBatchSize} lists in one batch.`),
  idempotencyKey,
})
export type RolloverInput = z.input<typeof rolloverInput>

/** What happened to one list: rolled (its new list), left as it was (why), refused (FORBIDDEN), changed meanwhile (CONFLICT), gone, or its batch failed to reach the server (the screen's own). */
export const rolloverResults = ['rolled', 'skipped', 'forbidden', 'conflict', 'notFound', 'failed'] as const
export type RolloverResult = (typeof rolloverResults)[number]

export interface RolloverOutcome {
  readonly listId: string
  readonly result: RolloverResult
  readonly message: string
  readonly newListId?: string
}

export interface RolloverBatch {
  readonly outcomes: readonly RolloverOutcome[]
}
