import { stringifySearchWith } from '@tanstack/react-router'

/** Text that reads back as the same number: "2020", "12.5" (not "12.50", "007" or "1e3"). */
const plainNumber = /^(0|[1-9]\d{0,14})(\.\d*[1-9])?$/

/** How every JSON text starts (JSON.parse allows whitespace first): a text that does not cannot be JSON. */
const jsonStart = /^(?:\s|["[{\d-]|fa|nu|tr)/
// Thrown to say "not JSON" (stringifySearchWith then writes the text as it is); building no error per value.
const asItIs = new Error('written as it is')

/**
 * The router's default writes a text that looks like JSON in quotes, so it
 * reads back as text: a list's filter `yearFrom: "2020"` would be
 * `?yearFrom=%222020%22`. A plain number is written as it is instead; it
 * reads back as the number, and the route's validator turns a number into
 * the text a `string` parameter expects (src/app/routing/search-params.ts).
 * Anything else is quoted as before, so `q="[1]"` stays the text "[1]".
 */
export const stringifySearch = stringifySearchWith(JSON.stringify, (text: string) => {
  // Most values (ids like "b-123", words) cannot start a JSON text: they are written as they are
  // without JSON.parse's work and its SyntaxError, one shared error thrown instead.
  if (!jsonStart.test(text) || plainNumber.test(text)) throw asItIs
  return JSON.parse(text) as unknown
})
