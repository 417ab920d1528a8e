import { majorAmount } from './money.ts'

/**
 * Currencies as the store and the server name them: ISO 4217 codes, the one
 * an institution trades in, and a price written the same for every reader.
 * Apart from src/contracts/money.ts, whose formatter loads with every page
 * that shows money.
 */

/** Whether a code is an ISO 4217 currency this runtime knows (GBP, USD, EUR, JPY…). */
export function isCurrencyCode(code: string): boolean {
  return /^[A-Z]{3}$/.test(code) && Intl.supportedValuesOf('currency').includes(code)
}

/** "45.99 GBP": a price the same for every reader (a history entry, a server message). */
export function priceText(minor: number, currency: string): string {
  return `${majorAmount(minor, currency)} ${currency}`
}

/** The currency an institution trades in, from its region (booklist_config.region): its store's prices and its demo data. */
export const currencyOfRegion = (region: string): string => ({ gb: 'GBP', us: 'USD', au: 'AUD', ca: 'CAD', nz: 'NZD' })[region] ?? 'GBP'
