import type { Money } from '../../contracts/booklists.ts'

/** "£91.98": minor units shown in their currency's own decimals (JPY has none). */
export function formatMoney(money: Money): string {
  const format = new Intl.NumberFormat('en-GB', { style: 'currency', currency: money.currency })
  const digits = format.resolvedOptions().maximumFractionDigits ?? 2
  return format.format(money.minor / 10 ** digits)
}

/** A list's totals, one per currency ("£91.98 + US$10.00"); an empty list costs nothing. */
export function formatTotals(totals: readonly Money[], none = '—'): string {
  return totals.length === 0 ? none : totals.map(formatMoney).join(' + ')
}
