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
  return `${count.toLocaleString(locale)} ${plural(count, one, many)}`
}
