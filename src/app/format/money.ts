/**
 * The one money formatter. Amounts are integer minor units (4599 is 45.99)
 * in the record's own currency, shown in the user's locale (the browser's,
 * unless a test names one); the currency's number of decimals comes from Intl
 * (JPY has none), so no currency needs a table here.
 */
export interface Money {
  readonly minor: number
  readonly currency: string
}

/** How many decimals a currency's minor units have (GBP 2, JPY 0); 2 for a code Intl does not know. */
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

/** 4599 GBP -> "£45.99"; an unknown currency code shows the amount and the code, never a crash. */
export function formatMoney({ minor, currency }: Money, locale?: string): string {
  try {
    return new Intl.NumberFormat(locale, { style: 'currency', currency }).format(minor / 10 ** currencyDigits(currency))
  } catch {
    return `${majorAmount(minor, currency)} ${currency}`
  }
}

/** Totals, one per currency ("£91.98 + US$10.00"); nothing to total shows `none`. */
export function formatTotals(totals: readonly Money[], none = '—', locale?: string): string {
  return totals.length === 0 ? none : totals.map((money) => formatMoney(money, locale)).join(' + ')
}
