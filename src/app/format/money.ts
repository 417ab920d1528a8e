import { currencyDigits, formatMoney, majorAmount, type Money } from '../../contracts/money.ts'

/**
 * Money on screen, in one place for the app's screens. Amounts are integer
 * minor units (4599 is 45.99) in the record's own currency, shown in the
 * user's locale (the browser's, unless a test names one). The formatter
 * itself, and the currency's decimals, live in src/contracts/money.ts, so the
 * UI kit's charts (which may not import src/app) show money the same way.
 */
export { currencyDigits, formatMoney, majorAmount, type Money }

/** Totals, one per currency ("£91.98 + US$10.00"); nothing to total shows `none`. */
export function formatTotals(totals: readonly Money[], none = '—', locale?: string): string {
  return totals.length === 0 ? none : totals.map((money) => formatMoney(money, locale)).join(' + ')
}
