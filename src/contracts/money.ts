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

/** Whether a code is an ISO 4217 currency this runtime knows (GBP, USD, EUR, JPY…). */
export function isCurrencyCode(code: string): boolean {
  return /^[A-Z]{3}$/.test(code) && Intl.supportedValuesOf('currency').includes(code)
}

export type PriceReading = { readonly ok: true; readonly minor: number } | { readonly ok: false; readonly message: string }

/**
 * A price as a person types it ("12.99", "12,99", "1200") read as minor units
 * of `currency`: digits with at most one decimal mark (a point or a comma) and
 * no more decimals than the currency has. Anything else says what to type.
 */
export function readPrice(text: string, currency: string): PriceReading {
  const typed = text.trim()
  const digits = currencyDigits(currency)
  const example = digits === 0 ? '1200' : `12.${'9'.repeat(digits)}`
  if (typed === '') return { ok: false, message: 'Give a price.' }
  const match = /^(\d+)(?:[.,](\d*))?$/.exec(typed)
  if (!match) return { ok: false, message: `Type the price as a number, such as ${example}, without the currency sign.` }
  const [, whole = '', fraction = ''] = match
  if (fraction.length > digits) {
    return { ok: false, message: digits === 0 ? `${currency} has no minor units: type a whole number, such as ${example}.` : `${currency} has ${digits} decimals: type a price such as ${example}.` }
  }
  const minor = Number(whole) * 10 ** digits + Number(fraction.padEnd(digits, '0') || '0')
  if (!Number.isSafeInteger(minor)) return { ok: false, message: 'That price is too large.' }
  if (minor <= 0) return { ok: false, message: 'A price is more than nothing.' }
  return { ok: true, minor }
}

/** The currency an institution trades in, from its region (booklist_config.region): its store's prices and its demo data. */
export const currencyOfRegion = (region: string): string => ({ gb: 'GBP', us: 'USD', au: 'AUD', ca: 'CAD', nz: 'NZD' })[region] ?? 'GBP'
