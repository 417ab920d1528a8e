import { catalogueLimits as limits, catalogueSorts, licenceModels, titleFormats } from '../../contracts/catalogue-names.ts'
import type { CatalogueFilters, SearchCatalogueInput } from '../../contracts/catalogue.ts'

/** The search as the URL holds it (routes.yaml `search:` of /search and /catalog-search); every part optional. */
export interface CatalogueSearchParams {
  readonly q?: string
  readonly page?: number
  readonly size?: number
  readonly format?: string
  readonly licence?: string
  readonly subject?: string
  readonly priceMin?: number
  readonly priceMax?: number
  readonly yearFrom?: number
  readonly yearTo?: number
  readonly sort?: string
}

export const pageSizes = [20, 50, 100] as const
export const filterKeys = ['format', 'licence', 'subject', 'priceMin', 'priceMax', 'yearFrom', 'yearTo'] as const satisfies readonly (keyof CatalogueFilters)[]

/**
 * The procedure input for what the URL says. A link may be old or hand-typed:
 * each part the contract would refuse (an unknown format, page 0, a 300-letter
 * query) is dropped or clamped here, so the page shows results, not an error.
 * Loader and page call this with the same params, so they share one query key.
 * No zod here: route loaders are part of the first load.
 */
export function toSearchInput(params: CatalogueSearchParams): SearchCatalogueInput {
  const price = (value: number | undefined) => whole(value, 0, limits.maxPrice)
  const year = (value: number | undefined) => whole(value, limits.minYear, limits.maxYear)
  const subject = params.subject?.trim()
  const input: SearchCatalogueInput = {
    q: (params.q ?? '').slice(0, limits.qLength),
    sort: catalogueSorts.find((name) => name === params.sort) ?? 'relevance',
    page: Math.min(limits.maxPage, whole(params.page, 1, Number.MAX_SAFE_INTEGER) ?? 1),
    pageSize: pageSizes.find((size) => size === params.size) ?? pageSizes[0],
    format: titleFormats.find((name) => name === params.format),
    licence: licenceModels.find((name) => name === params.licence),
    subject: subject && subject.length <= limits.subjectLength ? subject : undefined,
    priceMin: price(params.priceMin),
    priceMax: price(params.priceMax),
    yearFrom: year(params.yearFrom),
    yearTo: year(params.yearTo),
  }
  // Left-out filters are absent, not undefined, so equal searches have equal query keys.
  return Object.fromEntries(Object.entries(input).filter(([, value]) => value !== undefined)) as SearchCatalogueInput
}

/** Something to search for: words, an ISBN, or at least one filter (the server answers nothing otherwise). */
export function isSearchable(input: SearchCatalogueInput): boolean {
  return (input.q ?? '').trim() !== '' || activeFilters(input).length > 0
}

export function activeFilters(input: SearchCatalogueInput): (keyof CatalogueFilters)[] {
  return filterKeys.filter((key) => input[key] !== undefined)
}

function whole(value: number | undefined, min: number, max: number): number | undefined {
  return value !== undefined && Number.isInteger(value) && value >= min && value <= max ? value : undefined
}
