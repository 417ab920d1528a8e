import { currencyDigits } from './money.ts'

/**
 * Money as people type it: a currency code and a price. Apart from money.ts
 * so the pages that only show prices (the booklist, in the landing page's
 * load) do not carry the reading of them.
 */

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
