import { z } from 'zod'
import { listPage, listQuery } from './list-query.ts'

/**
 * "Who can …?" (issue 58): a page, a menu item, or a record action (on one
 * record, or on its kind) put to every staff member of the institution, each
 * answered with the rule that lets them or what stops them.
 */

const name = (what: string) =>
  z
    .string()
    .trim()
    .min(1, `Choose ${what}.`)
    .max(200, `${what[0]!.toUpperCase()}${what.slice(1)} is at most 200 characters.`)

export const whoCanQuestion = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('page'), path: name('a page') }),
  z.object({ kind: z.literal('menu'), id: name('a menu item') }),
  z.object({
    kind: z.literal('action'),
    subject: name('a record type'),
    action: name('an action'),
    /** One record of the institution (a request by its id, a booklist by its course's id); left out, the answer is each person's scope. */
    recordId: name('a record').optional(),
  }),
])
export type WhoCanQuestion = z.infer<typeof whoCanQuestion>

export const whoCanAnswers = ['can', 'partial', 'cannot'] as const
export type WhoCanAnswerKind = (typeof whoCanAnswers)[number]
export const whoCanSortColumns = ['email', 'name', 'answer'] as const

export const whoCanInput = listQuery({
  sortable: whoCanSortColumns,
  filters: {
    question: whoCanQuestion,
    /** Only those who can, who hold part of it, or who cannot. */
    answer: z.enum(whoCanAnswers).optional(),
  },
})
export type WhoCanInput = z.input<typeof whoCanInput>

export const whoCanRow = z.object({
  /** The staff member's user id. */
  id: z.string(),
  email: z.string(),
  name: z.string().nullable(),
  disabled: z.boolean(),
  answer: z.enum(whoCanAnswers),
  /** In words with the policy's file:line: the rule that lets them, or what stops them. */
  because: z.string(),
  /** Where the deciding rule is written: `policy/resources/request.yaml:14`. */
  rule: z.string().nullable(),
  /** A record action without a record: on which records, in words. */
  scope: z.string().nullable(),
})
export type WhoCanRow = z.infer<typeof whoCanRow>

export const whoCanResult = listPage(whoCanRow).extend({
  /** The question in words: "approve Request r-1 (Quantum Mechanics, pending)". */
  asked: z.string(),
  /** How many of the institution's staff can, hold part of it, or cannot, before the answer filter and the search. */
  counts: z.object({ can: z.number().int(), partial: z.number().int(), cannot: z.number().int() }),
})
export type WhoCanResult = z.infer<typeof whoCanResult>

/** What can be asked: the policy's pages, menu items and record actions, in the words the form offers. */
export interface WhoCanChoices {
  readonly pages: readonly { readonly path: string; readonly title: string | null }[]
  readonly menu: readonly { readonly id: string; readonly title: string; readonly depth: number }[]
  readonly records: readonly {
    readonly subject: string
    readonly description: string
    /** Whether one record of this type can be named by its id. */
    readonly byId: boolean
    readonly actions: readonly { readonly name: string; readonly description: string }[]
  }[]
}
