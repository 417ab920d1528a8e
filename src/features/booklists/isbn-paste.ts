import { isbnProblem, normaliseIsbn } from '../../contracts/isbn.ts'

export interface PastedIsbns {
  /** ISBN-13s, each once, in the order pasted. */
  readonly valid: readonly string[]
  /** What was pasted that is not a valid ISBN, with why (a sentence naming it). */
  readonly invalid: readonly { readonly text: string; readonly problem: string }[]
}

/**
 * ISBNs pasted from anywhere: one a line, or separated by commas, semicolons
 * or spaces; hyphens and spaces inside one ISBN are fine. Each is checked
 * with its check digit, so a typo is caught before anything is sent.
 */
export function parsePastedIsbns(text: string): PastedIsbns {
  const valid: string[] = []
  const invalid: { text: string; problem: string }[] = []
  for (const chunk of text
    .split(/[\n\r,;]+/)
    .map((part) => part.trim())
    .filter(Boolean)) {
    // "978 0 306 40615 7" is one ISBN; "9780306406157 0804429573" is two.
    const candidates = normaliseIsbn(chunk) ? [chunk] : chunk.split(/\s+/)
    for (const candidate of candidates) {
      const isbn = normaliseIsbn(candidate)
      if (isbn) {
        if (!valid.includes(isbn)) valid.push(isbn)
      } else {
        invalid.push({ text: candidate, problem: isbnProblem(candidate) ?? `${candidate} is not an ISBN-10 or ISBN-13.` })
      }
    }
  }
  return { valid, invalid }
}
