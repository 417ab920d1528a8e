import { definedOnly, searchableList, type ListDefinition, type ListSearch } from '../../app/lists/list-reading.ts'
import type { ListPosition } from '../../contracts/list-names.ts'
import { whoCanAnswers, whoCanSortColumns, type WhoCanAnswerKind, type WhoCanQuestion } from '../../contracts/who-can.ts'

/** What is asked about: a page, a menu item, or an action on records. */
export const askKinds = ['page', 'menu', 'action'] as const
export type AskKind = (typeof askKinds)[number]

/** The Who can…? page's URL (routes.yaml `search:` of /access/who-can): the question, then the list's filters and position. */
export interface WhoCanSearch extends ListSearch {
  readonly ask?: string
  readonly path?: string
  readonly menu?: string
  readonly subject?: string
  readonly action?: string
  /** One record's id (a request's, a student's); left out, the answer is each person's scope. */
  readonly record?: string
  readonly answer?: string
}

/** What the page asks with: the list's position and filters, and the question once the URL names a complete one. */
export type WhoCanReading = ListPosition<(typeof whoCanSortColumns)[number]> & {
  readonly q?: string | undefined
  readonly answer?: WhoCanAnswerKind | undefined
  readonly question?: WhoCanQuestion | undefined
}

/** The question the URL names, when it names every part of one (a record id stays optional). */
export function questionOf(search: WhoCanSearch): WhoCanQuestion | undefined {
  const text = (value: string | undefined) => value?.trim() || undefined
  const path = text(search.path)
  const menu = text(search.menu)
  const subject = text(search.subject)
  const action = text(search.action)
  const record = text(search.record)
  if (search.ask === 'page') return path ? { kind: 'page', path } : undefined
  if (search.ask === 'menu') return menu ? { kind: 'menu', id: menu } : undefined
  if (search.ask === 'action') return subject && action ? { kind: 'action', subject, action, ...(record ? { recordId: record } : {}) } : undefined
  return undefined
}

/** How /access/who-can reads its URL; loader and page share it, so both ask with one query key. */
export const whoCanList: ListDefinition<WhoCanSearch, WhoCanReading> = searchableList(
  whoCanSortColumns,
  'column people sort by',
  (search: WhoCanSearch, check) => {
    check.oneOf('ask', search.ask, askKinds, 'question kind')
    return definedOnly({ answer: check.oneOf('answer', search.answer, whoCanAnswers, 'answer'), question: questionOf(search) })
  },
)
