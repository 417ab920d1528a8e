import { pageSizes, type ListPosition, type PageSize } from '../../contracts/list-names.ts'

/**
 * How a list reads its URL into its procedure's input, without zod: the
 * route's loader runs it in the first load, and the page runs it again on
 * the same search, so both ask with one query key. A filter value the list
 * cannot use is a problem the page shows beside its field; it is never
 * dropped quietly, and while there is one the list asks the server nothing.
 */
export interface ListProblem {
  /** The URL parameter, which is also the filter's field. */
  readonly param: string
  /** The value as the URL (and so the field) holds it. */
  readonly value: string
  /** What is wrong and what to do, as a sentence. */
  readonly message: string
}

export interface ListReading<Input> {
  readonly input: Input
  readonly problems: readonly ListProblem[]
}

/** One list: the labels of its filters (for messages) and how it reads its URL. */
export interface ListDefinition<Search, Input> {
  /** Every filter parameter the URL may carry, by its label ("priceMax" -> "Price to"). */
  readonly filters: Readonly<Record<string, string>>
  readonly read: (search: Search) => ListReading<Input>
}

/** A list's position from the URL: an unknown sort, a page below 1 or an unoffered size falls back to its default. */
export function positionOf<const S extends string>(search: Partial<Record<'sort' | 'desc' | 'page' | 'pageSize', unknown>>, sortable: readonly S[]): ListPosition<S> {
  const sort = sortable.find((name) => name === search.sort)
  const page = typeof search.page === 'number' && Number.isInteger(search.page) && search.page >= 1 ? search.page : 1
  const pageSize: PageSize = pageSizes.find((size) => size === search.pageSize) ?? pageSizes[0]
  return { ...(sort ? { sort } : {}), desc: search.desc === true, page, pageSize }
}

/** Collects a list's problems while it reads each filter. */
export class ProblemList {
  readonly problems: ListProblem[] = []

  add(param: string, value: unknown, message: string): undefined {
    this.problems.push({ param, value: String(value), message })
    return undefined
  }

  /** A value from a closed list ("draft", "submitted", "final"). */
  oneOf<const T extends string>(param: string, value: string | undefined, names: readonly T[], label: string): T | undefined {
    if (value === undefined || value === '') return undefined
    return names.find((name) => name === value) ?? this.add(param, value, `“${value}” is not a ${label}: choose one of ${names.join(', ')}.`)
  }

  /** Free text the server matches; longer than it accepts cannot match anything. */
  text(param: string, value: string | undefined, maxLength: number, label: string): string | undefined {
    const text = value?.trim()
    if (!text) return undefined
    return text.length <= maxLength ? text : this.add(param, value, `A ${label} has at most ${maxLength} characters.`)
  }

  /** A whole number within bounds. */
  whole(param: string, value: number | undefined, min: number, max: number, message: string): number | undefined {
    if (value === undefined) return undefined
    return Number.isInteger(value) && value >= min && value <= max ? value : this.add(param, value, message)
  }
}

/**
 * The filters the route's validator refused: the raw URL holds a value its
 * typed search lacks (`?priceMax=abc` where a number is due). Compared as text,
 * since the router reads `?q=978` as the number 978.
 */
export function refusedByRoute(raw: Readonly<Record<string, unknown>>, search: Readonly<Record<string, unknown>>, filters: Readonly<Record<string, string>>): ListProblem[] {
  const problems: ListProblem[] = []
  for (const param of Object.keys(filters)) {
    const given = raw[param]
    if (given === undefined || given === '' || (search[param] !== undefined && String(search[param]) === String(given))) continue
    const text = String(given)
    problems.push({ param, value: text, message: `“${text}” is not a number.` })
  }
  return problems
}

/** A list's URL without its defaults and cleared filters, so a plain link and the first page look the same. */
export function withoutDefaults(search: Readonly<Record<string, unknown>>): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(search).filter(
      ([key, value]) => value !== undefined && value !== '' && !(key === 'page' && value === 1) && !(key === 'desc' && value === false) && !(key === 'pageSize' && value === pageSizes[0]),
    ),
  )
}

/** Left-out filters are absent, not undefined, so equal searches have equal query keys. */
export function definedOnly<T extends object>(values: T): Partial<T> {
  return Object.fromEntries(Object.entries(values).filter(([, value]) => value !== undefined)) as Partial<T>
}
