import { definedOnly, ProblemList, type ListDefinition } from '../../app/lists/list-reading.ts'
import { adoptionViews, assignedCourseSortColumns, awaitingSortColumns, termFilterLength } from '../../contracts/adoption-names.ts'
import type { ListAdoptionsInput, ListAwaitingInput } from '../../contracts/adoptions.ts'
import { termPattern } from '../../contracts/terms.ts'

/** The Adoptions page's URL (routes.yaml `search:` of /adoptions); `view` is absent for the courses. */
export interface AdoptionsSearch {
  readonly view?: string
  readonly q?: string
  readonly term?: string
  readonly sort?: string
  readonly desc?: boolean
  readonly page?: number
  readonly pageSize?: number
  /** The adoption whose history is open over either view (a link to it opens it). */
  readonly adoption?: string
}

/** What a view asks: the courses (adoptions.list) or the proposals awaiting approval (adoptions.awaiting). */
export type AdoptionsRequest =
  { readonly view: 'courses'; readonly input: ListAdoptionsInput } | { readonly view: 'awaiting'; readonly input: ListAwaitingInput }

/** How /adoptions reads its URL; loader and page share it (no zod: the loader is in the first load). */
export const adoptionsList: ListDefinition<AdoptionsSearch, AdoptionsRequest> = {
  read(search) {
    const check = new ProblemList()
    const view = check.oneOf('view', search.view, adoptionViews, 'view of this page') ?? 'courses'
    const text = check.text('term', search.term, termFilterLength, 'term')
    const term = text === undefined || termPattern.test(text) ? text : check.add('term', text, { code: 'not-term' })
    const filters = definedOnly({ q: check.text('q', search.q, 200, 'search'), term })
    const input: AdoptionsRequest =
      view === 'awaiting'
        ? { view, input: { ...check.position(search, awaitingSortColumns, 'column this view sorts by'), ...filters } }
        : { view, input: { ...check.position(search, assignedCourseSortColumns, 'column this view sorts by'), ...filters } }
    return { input, problems: check.problems }
  },
}
