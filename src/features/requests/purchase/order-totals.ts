import type { Money } from '../../../contracts/orders.ts'

/**
 * The total of some lines, one amount per currency, in integer minor units
 * (no floating point), currencies in alphabetical order so the same choice
 * always reads the same.
 */
export function totalsByCurrency(lines: readonly { readonly quantity: number; readonly unitPrice: Money }[]): Money[] {
  const sums = new Map<string, number>()
  for (const line of lines) sums.set(line.unitPrice.currency, (sums.get(line.unitPrice.currency) ?? 0) + line.quantity * line.unitPrice.minor)
  return [...sums.entries()].sort(([a], [b]) => a.localeCompare(b)).map(([currency, minor]) => ({ minor, currency }))
}
