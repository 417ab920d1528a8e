/**
 * Money as every record keeps it: a whole number of minor units (4599 is
 * 45.99) in an ISO 4217 currency. The currency's decimals come from Intl (JPY
 * has none, KWD three), so no currency needs a table here; the browser's
 * formatter (formatMoney, which screens reach through src/app/format/money.ts
 * and the UI kit's charts import from here) and the server's messages share them.
 */
import { numberFormat } from './counts.ts'

/** How many decimals a currency's minor units have (GBP 2, JPY 0); 2 for a code Intl does not know. */
export function currencyDigits(currency: string): number {
  try {
    return numberFormat('en', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ?? 2
  } catch {
    return 2
  }
}

/** 4599 GBP -> "45.99", 1500 JPY -> "1500": the amount without symbol or grouping (CSV, a form's field). */
export function majorAmount(minor: number, currency: string): string {
  const digits = currencyDigits(currency)
  return (minor / 10 ** digits).toFixed(digits)
}

/** An amount as every record keeps it: integer minor units in its own currency. */
export interface Money {
  readonly minor: number
  readonly currency: string
}

/**
 * The one money formatter: 4599 GBP -> "£45.99" in the locale asked for (the
 * browser's when none is), compact where room is short ("£12k", a chart's
 * axis); an unknown currency code shows the amount and the code, never a crash.
 */
export function formatMoney({ minor, currency }: Money, locale?: string, compact = false): string {
  try {
    return numberFormat(locale, { style: 'currency', currency, ...(compact ? { notation: 'compact' } : {}) }).format(minor / 10 ** currencyDigits(currency))
  } catch {
    return `${majorAmount(minor, currency)} ${currency}`
  }
}
