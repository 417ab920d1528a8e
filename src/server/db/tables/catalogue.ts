// Tables of src/server/db/schema.ts: the shared catalogue.
import type { LicenceModel } from '../../../contracts/catalogue-names.ts'
import type { DefaultTime, Version } from './column-types.ts'

// Formats and licence models are named once, in the contract the browser's filters share.
export { licenceModels, titleFormats, type LicenceModel, type TitleFormat } from '../../../contracts/catalogue-names.ts'

export const titleAvailabilities = ['available', 'forthcoming', 'limited', 'out-of-print'] as const
export type TitleAvailability = (typeof titleAvailabilities)[number]

/** The shared catalogue: one row per edition of a work, keyed by its nbsi id. */
export interface TitlesTable {
  nbsi: string
  isbn13: string | null
  title: string
  subtitle: string | null
  /** JSON list of names. */
  authors: string
  publisher: string
  edition: number | null
  year: number | null
  /** JSON list of TitleFormat. */
  formats: string
  /** List price of the default format, in minor units. */
  price_minor: number
  currency: string
  availability: TitleAvailability
  /** JSON list of subject names. */
  subjects: string
  language: string
  created_at: DefaultTime
  updated_at: DefaultTime
  version: Version
}

/** How a title may be bought: one row per licence model, each with its own price. */
export interface TitleLicencesTable {
  nbsi: string
  model: LicenceModel
  price_minor: number
  currency: string
  /** For subscriptions; null for perpetual models. */
  duration_months: number | null
}

/** A title an institution's library already holds: its students need not buy it, so no list's cost counts it. */
export interface LibraryHoldingsTable {
  institution_id: string
  nbsi: string
}
