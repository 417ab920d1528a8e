/**
 * Counts with their nouns, one way everywhere: "1 row", "1,234 rows". Here
 * rather than in src/app so the UI kit (which may not import src/app) writes
 * counts the same way; screens reach them through src/app/format/count.ts.
 */

/** "row" or "rows": the word for `count` of a thing; `many` where the plural is not the word and an s ("entries", "courses match"). */
export function plural(count: number, one: string, many = `${one}s`): string {
  return count === 1 ? one : many
}

/** "1 row", "1,234 rows": the count grouped as the locale writes numbers (the browser's, unless one is named), then its word. */
export function countOf(count: number, one: string, many = `${one}s`, locale?: string): string {
  return `${numberFormat(locale).format(count)} ${plural(count, one, many)}`
}

// Building an Intl.NumberFormat costs far more than formatting with one (toLocaleString builds one per call),
// and a list writes counts on every row: one formatter per locale, as money.ts keeps one per currency.
const numberFormats = new Map<string | undefined, Intl.NumberFormat>()
function numberFormat(locale: string | undefined): Intl.NumberFormat {
  let made = numberFormats.get(locale)
  if (!made) numberFormats.set(locale, (made = new Intl.NumberFormat(locale)))
  return made
}
