import { StatusBadge, type StatusTone } from '../../components/ui/status-badge.tsx'
import type { CostBand, ListCost } from '../../contracts/booklists.ts'
import { formatMoney } from './money.ts'

/** A list's cost band as every screen labels it; a standard list needs no badge. */
export const costBandLabels: Readonly<Record<CostBand, string | null>> = {
  zero: 'Zero-cost',
  low: 'Low-cost',
  standard: null,
  mixed: 'Mixed currencies',
}

const costBandTones: Readonly<Record<CostBand, StatusTone>> = { zero: 'success', low: 'info', standard: 'neutral', mixed: 'warning' }

export function CostBandBadge({ band }: { band: CostBand }) {
  const label = costBandLabels[band]
  return label === null ? null : <StatusBadge label={label} tone={costBandTones[band]} />
}

/**
 * One of a list's per-student figures: the amount in the list's currency,
 * "mixed currencies" instead of adding several, 0 (in no currency) when nothing counts.
 */
export function formatCost(cost: ListCost, which: 'requiredPerStudent' | 'withRecommendedPerStudent', locale?: string): string {
  if (cost.kind === 'mixed') return `Mixed currencies (${cost.currencies.join(', ')})`
  return cost.currency === null ? '0' : formatMoney({ minor: cost[which], currency: cost.currency }, locale)
}

/** The cost filter's choices (Booklist and Courses lists): zero-cost, or zero- and low-cost. */
export function costFilterLabel(filter: string): string {
  return filter === 'zero' ? 'Zero-cost' : 'Zero- or low-cost'
}
