import type { ReadProblem } from './list-reading.ts'

/**
 * What is wrong with a filter value and what to do, as the sentence the page
 * shows beside its field. Only pages import this (through use-list-state.ts),
 * so the sentences load with them, not with the first load.
 */
export function problemMessage(problem: ReadProblem): string {
  const { value } = problem
  switch (problem.code) {
    case 'not-one-of':
      return `“${value}” is not a ${problem.label}: choose one of ${problem.names.join(', ')}.`
    case 'too-long':
      return `A ${problem.label} has at most ${problem.max} characters.`
    case 'not-whole':
      return `“${value.trim()}” is not a whole number.`
    case 'not-year':
      return `Give a four-digit year, from ${problem.min} to ${problem.max}.`
    case 'not-term':
      return `“${value}” is not a term: a term looks like 2026-autumn.`
    case 'not-price':
      return `“${value}” is not a price: give an amount such as 12 or 12.50.`
    case 'price-below':
      return `${value} is below Price from (${problem.from}): nothing could match. Raise it, or lower Price from.`
    case 'not-day':
      return `“${value}” is not a day: give one such as 2026-11-23.`
    case 'day-before':
      return `${value} is before the start day (${problem.from}): nothing could match.`
    case 'year-before':
      return `${problem.to} is before Year from (${problem.from}): nothing could match.`
  }
}
