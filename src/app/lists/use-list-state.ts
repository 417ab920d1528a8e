import { useNavigate } from '@tanstack/react-router'
import { useCallback, useMemo } from 'react'
import { withoutDefaults, type ListDefinition, type ReadProblem } from './list-reading.ts'
import { problemMessage } from './problem-messages.ts'

/** A filter value the list cannot use, with what is wrong and what to do, as a sentence. */
export type ListProblem = ReadProblem & { readonly message: string }

/** Every filter parameter the URL may carry, by its label ("priceMax" -> "Price to"). */
export type FilterLabels = Readonly<Record<string, string>>

export interface ListState<Search, Input> {
  /** The URL's search as the route typed it. */
  readonly search: Search
  /** What to ask the server; undefined while a filter is invalid (the page shows `problems` instead). */
  readonly input: Input | undefined
  readonly problems: readonly ListProblem[]
  /** The filters' labels, as the page passed them (for InvalidFilters). */
  readonly labels: FilterLabels
  /** The problem of one filter, for its field. */
  readonly problemOf: (param: string) => ListProblem | undefined
  /**
   * Changes the URL. A change of filter or sort goes back to page 1 (the rows
   * on every page change) unless it names a page. Typing replaces the
   * history entry; a choice adds one, so Back undoes it.
   */
  readonly set: (changes: Partial<Record<keyof Search & string, unknown>>, options?: { readonly replace?: boolean }) => void
  /** Clears the given filters (every filter without arguments). */
  readonly clear: (params?: readonly string[]) => void
}

/**
 * The one hook for a list's URL state: filters, sort, page and page size, read
 * through the list's definition. The page passes the typed search of its route
 * (`useSearch({ from })`), in which every filter is text as the URL holds it,
 * so a value the list cannot use is reported, not lost. The page names the
 * list's filters (`labels`): Clear without arguments clears them all.
 */
export function useListState<Search extends object, Input>(
  search: Search,
  list: ListDefinition<Search, Input>,
  labels: FilterLabels,
): ListState<Search, Input> {
  const navigate = useNavigate()
  const reading = useMemo(() => list.read(search), [list, search])
  const problems = useMemo(() => reading.problems.map((problem) => ({ ...problem, message: problemMessage(problem) })), [reading])
  const set = useCallback<ListState<Search, Input>['set']>(
    (changes, options) => {
      void navigate({
        to: '.',
        search: ((previous: Record<string, unknown>) => withoutDefaults({ ...previous, page: undefined, ...changes })) as never,
        replace: options?.replace ?? false,
      })
    },
    [navigate],
  )
  const clear = useCallback(
    (params: readonly string[] = Object.keys(labels)) =>
      set(Object.fromEntries(params.map((param) => [param, undefined])) as Partial<Record<keyof Search & string, unknown>>),
    [set, labels],
  )
  const problemOf = useCallback((param: string) => problems.find((problem) => problem.param === param), [problems])
  return { search, input: problems.length === 0 ? reading.input : undefined, problems, labels, problemOf, set, clear }
}
