import { definedOnly, ProblemList, type ListDefinition, type ListSearch } from '../../app/lists/list-reading.ts'
import { catalogueLimits as limits, catalogueSorts, licenceModels, titleFormats } from '../../contracts/catalogue-names.ts'
import type { CatalogueFilters, SearchCatalogueInput } from '../../contracts/catalogue.ts'

/** The search as the URL holds it (routes.yaml `search:` of /search and /catalog-search): filters as typed, prices in major units. */
export interface CatalogueSearchParams extends ListSearch {
  readonly format?: string
  readonly licence?: string
  readonly subject?: string
  readonly priceMin?: string
  readonly priceMax?: string
  readonly yearFrom?: string
  readonly yearTo?: string
}

export const filterKeys = ['format', 'licence', 'subject', 'priceMin', 'priceMax', 'yearFrom', 'yearTo'] as const satisfies readonly (keyof CatalogueFilters)[]

const price = /^\d{1,9}(\.\d{1,2})?$/

/**
 * How /search and /catalog-search read their URL into catalogue.search's
 * input; loader and page share it, so they share one query key. A price or
 * year that is not one, or a range whose end is before its start, is a
 * problem the page shows: the search is not run with half its filters.
 */
export const catalogueList: ListDefinition<CatalogueSearchParams, SearchCatalogueInput> = {
  read(search) {
    const check = new ProblemList()
    const amount = (param: 'priceMin' | 'priceMax') => {
      const text = search[param]?.trim()
      if (!text) return undefined
      return price.test(text) ? Math.round(Number(text) * 100) : check.add(param, text, { code: 'not-price' })
    }
    const priceMin = amount('priceMin')
    const priceMax = amount('priceMax')
    const yearFrom = check.year('yearFrom', search.yearFrom, limits.minYear, limits.maxYear)
    const yearTo = check.year('yearTo', search.yearTo, limits.minYear, limits.maxYear)
    if (priceMin !== undefined && priceMax !== undefined && priceMax < priceMin)
      check.add('priceMax', search.priceMax, { code: 'price-below', from: String(search.priceMin) })
    if (yearFrom !== undefined && yearTo !== undefined && yearTo < yearFrom)
      check.add('yearTo', search.yearTo, { code: 'year-before', from: yearFrom, to: yearTo })
    const position = check.position(search, catalogueSorts, 'catalogue sort')
    const input: SearchCatalogueInput = {
      q: check.text('q', search.q, limits.qLength, 'search') ?? '',
      sort: position.sort ?? 'relevance',
      // Past the last page a search shows, the server refuses; the last one it shows is the nearest answer.
      page: Math.min(limits.maxPage, position.page),
      pageSize: position.pageSize,
      ...definedOnly({
        format: check.oneOf('format', search.format, titleFormats, 'format'),
        licence: check.oneOf('licence', search.licence, licenceModels, 'licence model'),
        subject: check.text('subject', search.subject, limits.subjectLength, 'subject'),
        priceMin,
        priceMax,
        yearFrom,
        yearTo,
      }),
    }
    return { input, problems: check.problems }
  },
}

/** Something to search for: words, an ISBN, or at least one filter (the server answers nothing otherwise). */
export function isSearchable(input: SearchCatalogueInput): boolean {
  return (input.q ?? '').trim() !== '' || activeFilters(input).length > 0
}

export function activeFilters(input: SearchCatalogueInput): (keyof CatalogueFilters)[] {
  return filterKeys.filter((key) => input[key] !== undefined)
}
