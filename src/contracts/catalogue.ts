import { z } from 'zod'

/** Catalogue search: what the server accepts and answers, shared with the browser. */
export const searchCatalogueInput = z.object({
  /** Words of the title, authors, publisher or subjects (each a prefix), or an ISBN-10/13 with or without hyphens. */
  q: z.string().max(200, 'A search has at most 200 characters.').default(''),
  page: z.number().int().min(1, 'Pages start at 1.').max(1000, 'Narrow the search to see beyond page 1,000.').default(1),
  pageSize: z.number().int().min(1).max(100, 'At most 100 results a page.').default(20),
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
  readonly priceMinor: number
  readonly currency: string
  readonly availability: string
}

export interface CatalogueResults {
  readonly items: readonly TitleSummary[]
  readonly total: number
  /** How the query was read: words, an ISBN (normalised to ISBN-13), or nothing to search for. */
  readonly matchedBy: 'words' | 'isbn' | 'none'
}
