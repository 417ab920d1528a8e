import { z } from 'zod'
import { listPage, listQuery } from './list-query.ts'
import { idempotencyKey, notedChange, recordChange, recordVersion } from './record-change.ts'
import type { RecordEvent } from './record-history.ts'
import {
  booklistSortable,
  booklistStates,
  costFilters,
  requirements,
  internalStatuses,
  type BooklistItemStatus,
  type BooklistState,
  type CostBand,
  type Requirement,
} from './booklist-names.ts'
import { termPattern } from './terms.ts'

/**
 * The booklists API: a course's list of titles for one term. Shared with the
 * browser, so the inline editors validate with the schema the server enforces.
 */
export * from './booklist-names.ts'

const id = z.string().trim().min(1, 'Give an id.').max(200, 'An id has at most 200 characters.')
const term = z.string().regex(termPattern, 'A term looks like 2026-autumn.')
export const quantity = z.number().int('The quantity is a whole number.').min(1, 'The quantity is at least 1.').max(10_000, 'The quantity is at most 10,000.')
export const itemNote = z.string().trim().max(500, 'A note has at most 500 characters.')

export const listBooklistsInput = listQuery({
  sortable: booklistSortable,
  filters: {
    /** Omitted: the current term (autumn from August, spring from January). */
    term: term.optional(),
    status: z.enum(booklistStates).optional(),
    /** zero: no required cost per student; low: zero or at most the institution's threshold. */
    cost: z.enum(costFilters).optional(),
  },
})
export type ListBooklistsInput = z.input<typeof listBooklistsInput>

/** Money in minor units (4599 is 45.99) and its currency; a list may hold titles priced in several currencies. */
export interface Money {
  readonly minor: number
  readonly currency: string
}

/**
 * A list's cost per student in minor units of its one currency (null when
 * nothing is counted): the essential items' prices, and with the recommended
 * ones too. `mixed` when the counted titles are priced in several currencies,
 * which are not added up.
 */
export type ListCost =
  | {
      readonly kind: 'single'
      readonly currency: string | null
      readonly requiredPerStudent: number
      readonly withRecommendedPerStudent: number
    }
  | { readonly kind: 'mixed'; readonly currencies: readonly string[] }

/** One course's list as the Booklist record rule reads it (`status` is the list's state), with its course and totals. */
export interface BooklistSummary {
  readonly id: string
  readonly institutionId: string
  readonly courseId: string
  readonly term: string
  readonly status: BooklistState
  readonly courseCode: string
  readonly courseTitle: string
  readonly department: string
  readonly enrolment: number
  /** The items not withdrawn. */
  readonly itemCount: number
  /** The withdrawn items, which the list's detail still shows. */
  readonly withdrawnCount: number
  /** What one student pays for the list (one copy of each title), leaving out optional items and titles the library holds. */
  readonly cost: ListCost
  readonly costBand: CostBand
  /** Live items whose title the institution's library holds (not counted in the cost). */
  readonly heldCount: number
  readonly version: number
}

export const booklistPage = listPage(z.custom<BooklistSummary>())
export type BooklistPage = z.infer<typeof booklistPage> & { readonly term: string; readonly terms: readonly string[] }

/** An item as the BooklistItem record rule reads it, plus what the screen shows. */
export interface BooklistItemView {
  readonly id: string
  readonly institutionId: string
  readonly booklistId: string
  readonly listStatus: BooklistState
  readonly nbsi: string
  readonly isbn13: string | null
  readonly title: string
  readonly authors: readonly string[]
  readonly requirement: Requirement
  readonly quantity: number
  readonly note: string | null
  readonly status: BooklistItemStatus
  /** Present only where the read rule's field rule lets this user read it (booklist:viewInternalStatus): the server never reads or sends it otherwise. */
  readonly internalStatus?: string | null
  readonly unitPrice: Money
  readonly version: number
}

export interface BooklistDetail extends BooklistSummary {
  /** The live items' titles the institution's library holds, by title: not counted in the cost. */
  readonly heldByLibrary: readonly { readonly nbsi: string; readonly title: string }[]
  readonly items: readonly BooklistItemView[]
  /** The list's history, oldest first: its own changes and its items', removed items included. */
  readonly history: readonly RecordEvent[]
}

export const getBooklistInput = z.object({ id })

export const addBooklistItemInput = z.object({
  booklistId: id,
  /** The title's nbsi or its ISBN (10 or 13, hyphens and spaces allowed). */
  title: z.string().trim().min(1, 'Give an ISBN or a title id.').max(100, 'An ISBN or title id has at most 100 characters.'),
  requirement: z.enum(requirements).default('essential'),
  quantity: quantity.default(1),
  note: itemNote.optional(),
  idempotencyKey,
})
export type AddBooklistItemInput = z.input<typeof addBooklistItemInput>

/** The lists a title could go on: the ones the user may `edit` (drafts of their institution), each saying whether it already holds the title. */
export const editableBooklistsInput = z.object({
  /** The title's nbsi. */
  nbsi: z.string().trim().min(1, 'Give a catalogue id.').max(100, 'A catalogue id has at most 100 characters.'),
})
export type EditableBooklistsInput = z.input<typeof editableBooklistsInput>

export interface EditableBooklist {
  readonly id: string
  readonly courseCode: string
  readonly courseTitle: string
  readonly term: string
  readonly status: BooklistState
  readonly version: number
  /** The title is on this list already (adding it again would be refused). */
  readonly hasTitle: boolean
}

export const updateBooklistItemInput = z.object({
  id,
  version: recordVersion,
  requirement: z.enum(requirements).optional(),
  quantity: quantity.optional(),
  /** null clears the note. */
  note: itemNote.nullable().optional(),
  /** null clears it; only for someone the edit rule's field rule lets change it (booklist:viewInternalStatus). */
  internalStatus: z.enum(internalStatuses, { message: 'Choose needs-review, price-check, awaiting-publisher or cleared.' }).nullable().optional(),
})
export type UpdateBooklistItemInput = z.input<typeof updateBooklistItemInput>

export const removeBooklistItemInput = recordChange
export const submitBooklistInput = recordChange
/** Back to draft; the note (why) goes into the list's history. */
export const reopenBooklistInput = notedChange
export type ReopenBooklistInput = z.input<typeof reopenBooklistInput>
