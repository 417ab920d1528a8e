import { z } from 'zod'
import type { RequestRecord } from '../generated/records.gen.ts'
import { pagePosition } from './list-query.ts'
import { changeNote, idempotencyKey } from './record-change.ts'
import { createRequestInput, type RequestStatus } from './requests.ts'

/**
 * The supplies API (issue 28): supply requests per course, raised from the
 * course's booklist. Each title is an ordinary request (kind `supply`, with
 * its course), so it has the states, approvals and history of every request.
 * Shared with the browser so the raise form validates with the server's schema.
 */

const courseId = createRequestInput.shape.courseId.unwrap()

/** The most titles one raise holds: a booklist longer than that is raised in parts. */
export const maxSupplyItems = 200

/** One page of courses with supply requests the user may read, newest request first; `course` narrows to one. */
export const listSuppliesInput = z.object({
  course: courseId.optional(),
  ...pagePosition,
})
export type ListSuppliesInput = z.input<typeof listSuppliesInput>

/** The titles on a course's booklist the user may raise supplies for. */
export const supplyChoicesInput = z.object({ courseId })
export type SupplyChoicesInput = z.input<typeof supplyChoicesInput>

export const supplyItem = z.object({ nbsi: createRequestInput.shape.nbsi, quantity: createRequestInput.shape.quantity })
export type SupplyItem = z.input<typeof supplyItem>

/** Raise one supply request per chosen title, all or none, with one key per attempt so a retry raises nothing twice. */
export const raiseSuppliesInput = z.object({
  courseId,
  items: z
    .array(supplyItem)
    .min(1, 'Choose at least one title.')
    .max(maxSupplyItems, `One raise holds at most ${maxSupplyItems} titles.`)
    .refine((items) => new Set(items.map((item) => item.nbsi)).size === items.length, 'A title is chosen once.'),
  note: changeNote.optional(),
  idempotencyKey,
})
export type RaiseSuppliesInput = z.input<typeof raiseSuppliesInput>

export interface SupplyCourse {
  readonly id: string
  readonly code: string
  readonly title: string
  readonly enrolment: number
}

/** A title on the course's booklist, with the quantity a raise starts from (one per enrolled student). */
export interface SupplyChoice {
  readonly nbsi: string
  readonly title: string
  readonly defaultQuantity: number
}

export interface SupplyChoices {
  readonly course: SupplyCourse
  readonly titles: readonly SupplyChoice[]
}

export interface SupplyRequestRow {
  readonly id: string
  readonly nbsi: string
  readonly title: string
  readonly quantity: number
  readonly status: RequestStatus
  readonly requesterEmail: string
  readonly createdAt: string
  readonly version: number
  /** As the record rules read it: which buttons the row gets. */
  readonly record: RequestRecord
}

/** A course with its supply requests, newest first. */
export interface SupplyGroup {
  readonly course: SupplyCourse
  readonly requests: readonly SupplyRequestRow[]
}

export interface SuppliesPage {
  readonly rows: readonly SupplyGroup[]
  /** The number of courses. */
  readonly total: number
}
