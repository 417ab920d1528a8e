import type { TitleDetail } from '../../src/contracts/catalogue.ts'

/** A catalogue title as catalogue.get answers it: a print edition in GBP with one licence; `more` changes what a test names. */
export const catalogueTitle = (nbsi: string, name: string, more: Partial<TitleDetail> = {}): TitleDetail => ({
  nbsi,
  isbn13: null,
  title: name,
  subtitle: null,
  authors: ['A. Author'],
  publisher: 'P',
  edition: 2,
  year: 2024,
  formats: ['print'],
  priceMinor: 4599,
  currency: 'GBP',
  availability: 'available',
  subjects: ['Chemistry'],
  language: 'en',
  licences: [{ model: 'subscription-12m', priceMinor: 1999, currency: 'GBP', durationMonths: 12 }],
  courses: [],
  ...more,
})
