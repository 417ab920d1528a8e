/** How many decimals a currency's minor units have (GBP 2, JPY 0), from Intl; 2 for a code Intl does not know. */
export function currencyDigits(currency: string): number {
  try {
    return new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ?? 2
  } catch {
    return 2
  }
}

/** 4599 GBP -> "45.99", 1500 JPY -> "1500": the amount without symbol or grouping (CSV). */
export function majorAmount(minor: number, currency: string): string {
  const digits = currencyDigits(currency)
  return (minor / 10 ** digits).toFixed(digits)
}

/**
 * A price held in integer minor units as money in its currency: 4599 GBP ->
 * "£45.99", 1500 JPY -> "¥1,500". The currency's own number of decimals comes
 * from Intl, so no currency needs a table here.
 */
export function formatPrice(minor: number, currency: string, locale?: string): string {
  try {
    return new Intl.NumberFormat(locale, { style: 'currency', currency }).format(minor / 10 ** currencyDigits(currency))
  } catch {
    // An unknown currency code: the amount with its code, never a crash.
    return `${majorAmount(minor, currency)} ${currency}`
  }
}
