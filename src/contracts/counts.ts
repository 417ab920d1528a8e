/**
 * Counts with their nouns, one way everywhere: "1 row", "1,234 rows". Here
 * rather than in src/app so the UI kit (which may not import src/app) writes
 * counts the same way; screens reach them through src/app/format/count.ts.
 * Money (money.ts) takes its formatters from here too.
 */

/** "row" or "rows": the word for `count` of a thing; `many` where the plural is not the word and an s ("entries", "courses match"). */
export function plural(count: number, one: string, many = `${one}s`): string {
  return count === 1 ? one : many
}

/** "1 row", "1,234 rows": the count grouped as the locale writes numbers (the browser's, unless one is named), then its word. */
export function countOf(count: number, one: string, many = `${one}s`, locale?: string): string {
  return `${formatNumber(count, locale)} ${plural(count, one, many)}`
}

/** "1,234": a number grouped as the locale writes it. Not `n.toLocaleString()`, which builds an Intl.NumberFormat on every call (about 20 ms on a phone). */
export function formatNumber(value: number, locale?: string): string {
  return numberFormat(locale).format(value)
}

/**
 * One Intl.NumberFormat per locale and options, kept: building one costs far more than formatting
 * with it (toLocaleString builds one per call), and a list formats its amounts and counts on every row.
 * A locale or currency Intl rejects throws here as from the constructor, and nothing is kept.
 */
const formats = new Map<string, Intl.NumberFormat>()

export function numberFormat(locale: string | undefined, options: Intl.NumberFormatOptions = {}): Intl.NumberFormat {
  // The options' JSON starts with "{", which no locale tag holds: the two never run together ambiguously.
  const key = `${locale}${JSON.stringify(options)}`
  let format = formats.get(key)
  if (!format) formats.set(key, (format = new Intl.NumberFormat(locale, options)))
  return format
}
