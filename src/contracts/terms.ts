// Terms as the data holds them ("2026-autumn") and as people say them ("Autumn 2026"). No zod:
// list loaders and formatters in the first load use it.

/** How a term is written in data and URLs. */
export const termPattern = /^\d{4}-[a-z][a-z0-9-]*$/

/** `2026-autumn` -> `Autumn 2026`; `2027-summer-school` -> `Summer school 2027`; anything else as it is. */
export function termLabel(term: string): string {
  if (!termPattern.test(term)) return term
  const [year, ...season] = term.split('-')
  const name = season.join(' ')
  return `${name.charAt(0).toUpperCase()}${name.slice(1)} ${year}`
}
