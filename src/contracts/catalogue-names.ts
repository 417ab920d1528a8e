// The catalogue's closed lists, without zod: route loaders import them into the app's first load.
export const titleFormats = ['print', 'ebook', 'audiobook', 'loose-leaf', 'online-courseware'] as const
export type TitleFormat = (typeof titleFormats)[number]
export const licenceModels = ['print-copy', 'single-user', 'three-user', 'unlimited', 'subscription-12m'] as const
export type LicenceModel = (typeof licenceModels)[number]
/**
 * `relevance` is the default: titles that match the words typed first, then
 * A–Z (A–Z alone for filters or an ISBN); years newest first unless
 * `year-asc`; prices are the list price.
 */
export const catalogueSorts = ['relevance', 'title', 'year-desc', 'year-asc', 'price-asc', 'price-desc'] as const
export type CatalogueSort = (typeof catalogueSorts)[number]

/**
 * Bounds the contract enforces, shared with the URL reader that drops what the server would refuse.
 * `countCap`: a search counts at most this many matches and then says "1,000+" (issue 35): counting
 * every match of a common word cost more than finding the page.
 */
export const catalogueLimits = { qLength: 200, maxPage: 1000, maxPrice: 100_000_000, minYear: 1000, maxYear: 9999, subjectLength: 100, countCap: 1000 } as const
