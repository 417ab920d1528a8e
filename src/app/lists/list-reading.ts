import { isCalendarDay, pageSizes, type ListPosition, type PageSize } from '../../contracts/list-names.ts'

/**
 * How a list reads its URL into its procedure's input, without zod: the
 * route's loader runs it in the first load, and the page runs it again on
 * the same search, so both ask with one query key. A filter value the list
 * cannot use is a problem the page shows beside its field; it is never
 * dropped quietly, and while there is one the list asks the server nothing.
 * So a list declares its filters as text in routes.yaml (`priceMax: string`),
 * even numeric ones: the route keeps whatever the URL holds, and the list,
 * not the router, decides what is wrong with it and says so.
 */
export interface ListProblem {
  /** The URL parameter, which is also the filter's field. */
  readonly param: string
  /** The value as the URL (and so the field) holds it. */
  readonly value: string
}

/**
 * What is wrong, as a code and its details: the loader only needs to know
 * that something is, so the sentences the page shows are made in the page's
 * chunk (problem-messages.ts), not in the first load.
 */
export type ProblemCode =
  | { readonly code: 'not-one-of'; readonly label: string; readonly names: readonly string[] }
  | { readonly code: 'too-long'; readonly label: string; readonly max: number }
  | { readonly code: 'not-whole' | 'not-price' | 'not-term' | 'not-day' }
  | { readonly code: 'day-before'; readonly from: string }
  | { readonly code: 'not-year'; readonly min: number; readonly max: number }
  | { readonly code: 'price-below'; readonly from: string }
  | { readonly code: 'year-before'; readonly from: number; readonly to: number }

/** A filter value the list cannot use. */
export type ReadProblem = ListProblem & ProblemCode

export interface ListReading<Input> {
  readonly input: Input
  readonly problems: readonly ReadProblem[]
}

/** What every list's URL holds beside its own filters: the search text and the position, one name each. */
export interface ListSearch {
  readonly q?: string
  readonly sort?: string
  readonly desc?: boolean
  readonly page?: number
  readonly pageSize?: number
}

/** One list: how it reads its URL (the page names its filters: use-list-state.ts). */
export interface ListDefinition<Search, Input> {
  readonly read: (search: Search) => ListReading<Input>
}

/** A list's position from the URL: an unknown sort, a page below 1 or an unoffered size falls back to its default. */
export function positionOf<const S extends string>(
  search: Partial<Record<'sort' | 'desc' | 'page' | 'pageSize', unknown>>,
  sortable: readonly S[],
): ListPosition<S> {
  const sort = sortable.find((name) => name === search.sort)
  // Number.isInteger is false for anything but a number: no typeof test (bytes of the first load).
  const page = Number.isInteger(search.page) ? Math.max(1, search.page as number) : 1
  const pageSize: PageSize = pageSizes.find((size) => size === search.pageSize) ?? pageSizes[0]
  return { ...(sort ? { sort } : {}), desc: search.desc === true, page, pageSize }
}

/** Where a list without filters or sort is (the orders, the user's uploads): only its page, so nothing in its URL can be wrong. */
export const positionOnly: ListDefinition<Pick<ListSearch, 'page' | 'pageSize'>, { page: number; pageSize: PageSize }> = {
  read(search) {
    const { page, pageSize } = positionOf(search, [])
    return { input: { page, pageSize }, problems: [] }
  },
}

/**
 * How most lists read their URL: the position (an unknown sort is a
 * problem), the search text, then the list's own filters, read by `filters`
 * with the same ProblemList so the problems follow the page's order. A filter
 * left out is absent (definedOnly). A list that reads something first (the
 * requests' days, the catalogue's limits) writes its own `read`.
 */
export function searchableList<Search extends ListSearch, const S extends string, F extends object = Record<never, never>>(
  sortable: readonly S[],
  sortLabel: string,
  // Without filters F is its default, the empty object.
  filters: (search: Search, check: ProblemList) => F = () => ({}) as F,
): ListDefinition<Search, ListPosition<S> & Partial<{ q: string | undefined } & F>> {
  return {
    read(search) {
      const check = new ProblemList()
      const position = check.position(search, sortable, sortLabel)
      // The server's limit on the search text is the same for every list.
      const q = check.text('q', search.q, 200, 'search')
      return { input: { ...position, ...definedOnly({ q, ...filters(search, check) }) }, problems: check.problems }
    },
  }
}

/** Collects a list's problems while it reads each filter. */
export class ProblemList {
  readonly problems: ReadProblem[] = []

  add(param: string, value: unknown, problem: ProblemCode): undefined {
    this.problems.push({ param, value: String(value), ...problem })
    return undefined
  }

  /** A value from a closed list ("draft", "submitted", "final"). */
  oneOf<const T extends string>(param: string, value: string | undefined, names: readonly T[], label: string): T | undefined {
    if (value === undefined || value === '') return undefined
    return names.find((name) => name === value) ?? this.add(param, value, { code: 'not-one-of', label, names })
  }

  /**
   * The list's position (positionOf), where a sort the list does not offer
   * is a problem like an unknown filter: a link that names a column the list
   * cannot sort by says so, not listing the rows in another order.
   */
  position<const S extends string>(search: ListSearch, sortable: readonly S[], label: string): ListPosition<S> {
    this.oneOf('sort', search.sort, sortable, label)
    return positionOf(search, sortable)
  }

  /** Free text the server matches; longer than it accepts cannot match anything. */
  text(param: string, value: string | undefined, max: number, label: string): string | undefined {
    const text = value?.trim()
    if (!text) return undefined
    return text.length <= max ? text : this.add(param, value, { code: 'too-long', label, max })
  }

  /** A calendar day as `<input type="date">` writes it (`?from=2026-11-23`). */
  day(param: string, value: string | undefined): string | undefined {
    const text = value?.trim()
    if (!text) return undefined
    return isCalendarDay(text) ? text : this.add(param, value, { code: 'not-day' })
  }

  /** A year within bounds, written as digits (`?yearFrom=2020`). */
  year(param: string, value: string | undefined, min: number, max: number): number | undefined {
    const text = value?.trim()
    if (!text) return undefined
    if (!/^-?\d+$/.test(text)) return this.add(param, value, { code: 'not-whole' })
    const number = Number(text)
    return number >= min && number <= max ? number : this.add(param, value, { code: 'not-year', min, max })
  }
}

/** A list's URL without its defaults and cleared filters, so a plain link and the first page look the same. */
export function withoutDefaults(search: Readonly<Record<string, unknown>>): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(search).filter(
      ([key, value]) =>
        value !== undefined &&
        value !== '' &&
        !(key === 'page' && value === 1) &&
        !(key === 'desc' && value === false) &&
        !(key === 'pageSize' && value === pageSizes[0]),
    ),
  )
}

/** Left-out filters are absent, not undefined, so equal searches have equal query keys. */
export function definedOnly<T extends object>(values: T): Partial<T> {
  return Object.fromEntries(Object.entries(values).filter(([, value]) => value !== undefined)) as Partial<T>
}
