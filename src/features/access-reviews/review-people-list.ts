import { searchableList, type ListDefinition, type ListSearch } from '../../app/lists/list-reading.ts'
import type { ListPosition } from '../../contracts/list-names.ts'
import type { ReviewPeopleSortColumn } from '../../contracts/access-reviews.ts'

/** The decisions a review's people are filtered by (the server's reviewDecisionFilter), without zod: the loader reads them in the first load. */
export const reviewDecisionFilters = ['undecided', 'keep', 'change', 'revoke'] as const
export type ReviewDecisionFilter = (typeof reviewDecisionFilters)[number]

const sortColumns = ['email', 'name', 'decision', 'permissions'] as const satisfies readonly ReviewPeopleSortColumn[]

/** The three views of one review. */
export const reviewViews = ['people', 'changes', 'history'] as const
export type ReviewView = (typeof reviewViews)[number]

/** The URL of /access/reviews/$reviewId (routes.yaml `search:`). */
export interface AccessReviewSearch extends ListSearch {
  /** people (the default), changes (since the previous review) or history. */
  readonly view?: string
  readonly decision?: string
  /** The person whose decision dialog is open. */
  readonly person?: string
}

/** The view the URL names; people when it names none, undefined when it names one that does not exist. */
export const reviewViewOf = (search: AccessReviewSearch): ReviewView | undefined =>
  search.view === undefined || search.view === '' ? 'people' : reviewViews.find((view) => view === search.view)

export type ReviewPeopleInput = ListPosition<ReviewPeopleSortColumn> & { q?: string; decision?: ReviewDecisionFilter }

/** How the review's people read the URL; the route's loader and the page share it. */
export const reviewPeopleList: ListDefinition<AccessReviewSearch, ReviewPeopleInput> = searchableList(
  sortColumns,
  'column people sort by',
  (search, check) => ({ decision: check.oneOf('decision', search.decision, reviewDecisionFilters, 'decision') }),
)
