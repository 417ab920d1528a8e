/**
 * Money as every record keeps it: a whole number of minor units (4599 is
 * 45.99) in an ISO 4217 currency. The currency's decimals come from Intl (JPY
 * has none, KWD three), so no currency needs a table here; the browser's
 * formatter (src/app/format/money.ts) and the server's messages share them.
 */

/** How many decimals a currency's minor units have (GBP 2, JPY 0); 2 for a code Intl does not know. */
export function currencyDigits(currency: string): number {
  try {
    return new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ?? 2
  } catch {
    return 2
  }
}

/** 4599 GBP -> "45.99", 1500 JPY -> "1500": the amount without symbol or grouping (CSV, a form's field). */
export function majorAmount(minor: number, currency: string): string {
  const digits = currencyDigits(currency)
  return (minor / 10 ** digits).toFixed(digits)
}

/** "45.99 GBP": a price the same for every reader (a history entry, a server message). */
export function priceText(minor: number, currency: string): string {
  return `${majorAmount(minor, currency)} ${currency}`
}

/** The currency an institution trades in, from its region (booklist_config.region): its store's prices and its demo data. */
export const currencyOfRegion = (region: string): string => ({ gb: 'GBP', us: 'USD', au: 'AUD', ca: 'CAD', nz: 'NZD' })[region] ?? 'GBP'
