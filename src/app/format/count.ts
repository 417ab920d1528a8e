/** Counts with their nouns ("1 row", "1,234 rows"); the formatter lives in src/contracts/counts.ts, shared with the UI kit. */
export { countOf, formatNumber, plural } from '../../contracts/counts.ts'
