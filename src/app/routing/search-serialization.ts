import { stringifySearchWith } from '@tanstack/react-router'

/** Text that reads back as the same number: "2020", "12.5" (not "12.50", "007" or "1e3"). */
const plainNumber = /^(0|[1-9]\d{0,14})(\.\d*[1-9])?$/

/**
 * The router's default writes a text that looks like JSON in quotes, so it
 * reads back as text: a list's filter `yearFrom: "2020"` would be
 * `?yearFrom=%222020%22`. A plain number is written as it is instead; it
 * reads back as the number, and the route's validator turns a number into
 * the text a `string` parameter expects (src/app/routing/search-params.ts).
 * Anything else is quoted as before, so `q="[1]"` stays the text "[1]".
 */
export const stringifySearch = stringifySearchWith(JSON.stringify, (text: string) => {
  if (plainNumber.test(text)) throw new Error('written as it is')
  return JSON.parse(text) as unknown
})
