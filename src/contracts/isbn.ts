/**
 * ISBNs as people type them: with or without hyphens and spaces, ISBN-10 or
 * ISBN-13. Everything is compared as ISBN-13 (an ISBN-10 is the 978 prefix
 * plus its first nine digits, with a new check digit).
 */
export function normaliseIsbn(text: string): string | undefined {
  const compact = text.replace(/[\s-]/g, '').toUpperCase()
  if (/^\d{13}$/.test(compact)) return isbn13CheckDigit(compact.slice(0, 12)) === compact[12] ? compact : undefined
  if (/^\d{9}[\dX]$/.test(compact)) {
    if (!isbn10Valid(compact)) return undefined
    const body = `978${compact.slice(0, 9)}`
    return body + isbn13CheckDigit(body)
  }
  return undefined
}

/** Whether the text is shaped like an ISBN at all (so a bad checksum can be reported as such). */
export function looksLikeIsbn(text: string): boolean {
  return /^(?:\d[\s-]?){9}[\dXx]$|^(?:\d[\s-]?){12}\d$/.test(text.trim())
}

/**
 * Why an ISBN-shaped text is not a valid ISBN, as the one sentence both the
 * catalogue search and the booklist's "add by ISBN" say; undefined when the
 * ISBN is valid or the text is not shaped like one.
 */
export function isbnProblem(text: string): string | undefined {
  if (!looksLikeIsbn(text) || normaliseIsbn(text)) return undefined
  const compact = text.replace(/[\s-]/g, '')
  const expected = compact.length === 13 ? isbn13CheckDigit(compact.slice(0, 12)) : isbn10CheckDigit(compact.slice(0, 9))
  return `${text.trim()} is not a valid ISBN: its check digit should be ${expected}.`
}

/** The ISBN-13 check digit of the first twelve digits. */
export function isbn13CheckDigit(first12: string): string {
  let sum = 0
  for (let i = 0; i < 12; i++) sum += Number(first12[i]) * (i % 2 === 0 ? 1 : 3)
  return String((10 - (sum % 10)) % 10)
}

function isbn10Valid(isbn: string): boolean {
  return isbn10CheckDigit(isbn.slice(0, 9)) === isbn[9]
}

/** The ISBN-10 check digit of the first nine digits (X for ten). */
function isbn10CheckDigit(first9: string): string {
  let sum = 0
  for (let i = 0; i < 9; i++) sum += Number(first9[i]) * (10 - i)
  const check = (11 - (sum % 11)) % 11
  return check === 10 ? 'X' : String(check)
}
