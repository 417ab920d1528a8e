import { z } from 'zod'

/** Catalogue search and title detail: what the server accepts and answers, shared with the browser. */
import { catalogueLimits as limits, catalogueSorts, licenceModels, titleFormats } from './catalogue-names.ts'
import { pageSizes } from './list-names.ts'

export * from './catalogue-names.ts'

const minorUnits = z.number().int('A price is a whole number of minor units.').min(0, 'A price is not negative.').max(limits.maxPrice)
const year = z.number().int('A year is a whole number.').min(limits.minYear, 'Give a four-digit year.').max(limits.maxYear, 'Give a four-digit year.')

/** The filters of the detailed search; each one left out does not narrow. */
export const catalogueFilters = z.object({
  format: z.enum(titleFormats).optional(),
  licence: z.enum(licenceModels).optional(),
  priceMin: minorUnits.optional(),
  priceMax: minorUnits.optional(),
  subject: z.string().trim().min(1).max(limits.subjectLength, 'A subject has at most 100 characters.').optional(),
  yearFrom: year.optional(),
  yearTo: year.optional(),
})
export type CatalogueFilters = z.infer<typeof catalogueFilters>

export const searchCatalogueInput = catalogueFilters.extend({
  /** Words of the title, authors, publisher or subjects (each a prefix), or an ISBN-10/13 with or without hyphens. */
  q: z.string().max(limits.qLength, 'A search has at most 200 characters.').default(''),
  sort: z.enum(catalogueSorts).default('relevance'),
  page: z.number().int().min(1, 'Pages start at 1.').max(limits.maxPage, 'Narrow the search to see beyond page 1,000.').default(1),
  pageSize: z.number().int().min(1).max(100, 'At most 100 results a page.').default(pageSizes[0]),
})
export type SearchCatalogueInput = z.input<typeof searchCatalogueInput>

export interface TitleSummary {
  readonly nbsi: string
  readonly isbn13: string | null
  readonly title: string
  readonly subtitle: string | null
  readonly authors: readonly string[]
  readonly publisher: string
  readonly edition: number | null
  readonly year: number | null
  readonly formats: readonly string[]
  /**
   * The list price in minor units of `currency`; left out (never read) for
   * someone the field rules withhold it from: without cart:purchase or
   * booklist:approve (policy/resources/title.yaml).
   */
  readonly priceMinor?: number
  readonly currency: string
  readonly availability: string
}

export interface CatalogueResults {
  readonly items: readonly TitleSummary[]
  /** How many titles match, at most `catalogueLimits.countCap`. */
  readonly total: number
  /** More titles match than were counted: `total` is the cap, a lower bound ("1,000+"). */
  readonly totalIsAtLeast: boolean
  /**
   * How the query was read: words, an ISBN (normalised to ISBN-13), an ISBN
   * with a wrong check digit (nothing matches; `isbnProblem` says why),
   * filters alone, or nothing to search for.
   */
  readonly matchedBy: 'words' | 'isbn' | 'invalid-isbn' | 'filters' | 'none'
  /** With `invalid-isbn`: the sentence the booklist's "add by ISBN" gives too (isbnProblem). */
  readonly isbnProblem?: string
}

export const getTitleInput = z.object({ nbsi: z.string().trim().min(1, 'Give a catalogue id.').max(100, 'A catalogue id has at most 100 characters.') })
export type GetTitleInput = z.input<typeof getTitleInput>

export interface TitleLicence {
  readonly model: string
  /** Left out, like the title's, for someone the field rules withhold list prices from (policy/resources/title.yaml). */
  readonly priceMinor?: number
  readonly currency: string
  /** For subscriptions; null for perpetual models. */
  readonly durationMonths: number | null
}

/** A course of the reader's institution whose booklist holds the title. */
export interface TitleCourse {
  readonly courseId: string
  readonly code: string
  readonly title: string
  readonly term: string
  readonly department: string
  readonly requirement: string
  readonly listState: string
}

export interface TitleDetail extends TitleSummary {
  readonly subjects: readonly string[]
  readonly language: string
  readonly licences: readonly TitleLicence[]
  readonly courses: readonly TitleCourse[]
}
