import { currencyDigits, majorAmount } from '../../contracts/money.ts'

export { currencyDigits, majorAmount }

/**
 * The one money formatter. Amounts are integer minor units (4599 is 45.99)
 * in the record's own currency, shown in the user's locale (the browser's,
 * unless a test names one); the currency's decimals come from src/contracts/money.ts.
 */
export interface Money {
  readonly minor: number
  readonly currency: string
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
