/**
 * A price held in integer minor units as money in its currency: 4599 GBP ->
 * "£45.99", 1500 JPY -> "¥1,500". The currency's own number of decimals comes
 * from Intl, so no currency needs a table here.
 */
export function formatPrice(minor: number, currency: string, locale?: string): string {
  try {
    const format = new Intl.NumberFormat(locale, { style: 'currency', currency })
    const digits = format.resolvedOptions().maximumFractionDigits ?? 2
    return format.format(minor / 10 ** digits)
  } catch {
    // An unknown currency code: the amount with its code, never a crash.
    return `${(minor / 100).toFixed(2)} ${currency}`
  }
}
