import type { CatalogueResults } from '../../contracts/catalogue.ts'

/**
 * A search's total as people read it, in the app's number format: "1,234",
 * or "1,000+" when the server stopped counting at its cap (totalIsAtLeast).
 */
export function totalText({ total, totalIsAtLeast }: Pick<CatalogueResults, 'total' | 'totalIsAtLeast'>): string {
  return `${total.toLocaleString()}${totalIsAtLeast ? '+' : ''}`
}
