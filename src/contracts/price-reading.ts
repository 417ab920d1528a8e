import { currencyDigits } from './money.ts'

/**
 * Reading a typed price, apart from src/contracts/money.ts: the formatter
 * there loads with every page that shows money, and this only with the forms
 * that take a price (Store's "Edit…", the title page's "Add to store"). Every
 * money input reads through readPrice and starts from priceInput, so a price
 * is typed and read the one way: in the person's locale (the browser's, as
 * src/app/format/money.ts shows money, unless a test names one).
 */

export type PriceReading = { readonly ok: true; readonly minor: number } | { readonly ok: false; readonly message: string }

/** The locale's decimal mark and thousands separator ("." and "," in en-GB, "," and a narrow space in fr-FR). */
export function numberMarks(locale?: string): { readonly decimal: string; readonly group: string } {
  const parts = new Intl.NumberFormat(locale).formatToParts(1234567.5)
  return { decimal: parts.find((part) => part.type === 'decimal')?.value ?? '.', group: parts.find((part) => part.type === 'group')?.value ?? ',' }
}

/** 13600 GBP -> "136.00" in en-GB, "136,00" in de-DE: a stored price as its field starts, read back as itself. */
export function priceInput(minor: number, currency: string, locale?: string): string {
  const digits = currencyDigits(currency)
  return new Intl.NumberFormat(locale, { minimumFractionDigits: digits, maximumFractionDigits: digits, useGrouping: false }).format(minor / 10 ** digits)
}

const spaces = /[\s\u00a0\u202f]/u
const markName = (mark: string) => (mark === '.' ? 'a point' : mark === ',' ? 'a comma' : spaces.test(mark) ? 'a space' : `“${mark}”`)
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/**
 * A price as a person types it, read as minor units of `currency` by the
 * locale's marks: "1,299.50" in en-GB and en-US, "1.299,50" in de-DE,
 * "1 299,50" in fr-FR (any space groups). A thousands separator is followed
 * by exactly three digits; a value it could also be read as decimals in
 * ("12,99" in en-GB), or written with a mark the locale does not use, is not
 * guessed at: the message says what to type. So are more decimals than the
 * currency has, a sign, a currency symbol and nothing.
 */
export function readPrice(text: string, currency: string, locale?: string): PriceReading {
  const { decimal, group } = numberMarks(locale)
  const digits = currencyDigits(currency)
  const typed = text.trim()
  const example = (whole: string, fraction = '9'.repeat(digits)) => (fraction === '' ? whole : `${whole}${decimal}${fraction}`)
  const fail = (message: string): PriceReading => ({ ok: false, message })
  if (typed === '') return fail('Give a price.')
  const groupPattern = `${escape(group)}|${spaces.source}`
  const shape = new RegExp(`^(\\d+(?:(?:${groupPattern})\\d+)*)(?:${escape(decimal)}(\\d*))?$`, 'u').exec(typed)
  const marks = `here, where ${markName(decimal)} marks decimals (12${decimal}99) and ${markName(group)} separates thousands (1${group}299)`
  if (!shape) {
    const other = /^[\d.,\s\u00a0\u202f]+$/u.test(typed)
    return fail(
      other
        ? `“${typed}” is not a price ${marks}: type it that way, such as ${example('12')}.`
        : `Type the price as a number, such as ${example('12')}, without the currency sign.`,
    )
  }
  const [, whole = '', fraction = ''] = shape
  const groups = whole.split(new RegExp(groupPattern, 'u'))
  if (groups.length > 1 && !groups.every((part, index) => (index === 0 ? /^\d{1,3}$/ : /^\d{3}$/).test(part))) {
    const joined = groups.join('')
    const last = groups.at(-1) ?? ''
    const asDecimals = groups.length === 2 && fraction === '' && last.length <= digits ? `${example(groups[0] ?? '', last)} or ` : ''
    return fail(`“${typed}” is unclear ${marks}. Type ${asDecimals}${joined}.`)
  }
  if (fraction.length > digits) {
    return fail(
      digits === 0
        ? `${currency} has no minor units: type a whole number, such as ${example('1200')}.`
        : `${currency} has ${digits} decimals: type a price such as ${example('12')}.`,
    )
  }
  const minor = Number(groups.join('')) * 10 ** digits + Number(fraction.padEnd(digits, '0') || '0')
  if (!Number.isSafeInteger(minor)) return fail('That price is too large.')
  if (minor <= 0) return fail('A price is more than nothing.')
  return { ok: true, minor }
}
