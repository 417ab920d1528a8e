/** At most this many words of a search take part; the rest are ignored. */
const maxTerms = 8

/**
 * Splits what a user typed into plain lower-case words (letters and digits
 * only), so no operator of either full-text syntax can reach the database.
 * An empty list means "nothing to search for".
 */
export function searchTerms(text: string): string[] {
  const words =
    text
      .normalize('NFKC')
      .toLowerCase()
      .match(/[\p{L}\p{N}]+/gu) ?? []
  return [...new Set(words)].slice(0, maxTerms)
}
