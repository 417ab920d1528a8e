import type { CatalogueResults } from './catalogue.ts'
import { formatNumber } from './counts.ts'

/**
 * A catalogue search's total as people read it, in the app's number format:
 * "1,234", or "1,000+" when the server stopped counting at its cap
 * (totalIsAtLeast). Here so the search page and the request form's title
 * picker, two features, say it alike.
 */
export function totalText({ total, totalIsAtLeast }: Pick<CatalogueResults, 'total' | 'totalIsAtLeast'>): string {
  return `${formatNumber(total)}${totalIsAtLeast ? '+' : ''}`
}
