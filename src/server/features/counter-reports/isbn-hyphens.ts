import { parse } from 'isbn3'

/** The ISBN-13 check digit of its first 12 digits (weights 1, 3, 1, 3, …). */
function isbn13CheckDigit(first12: string): string {
  let sum = 0
  for (let i = 0; i < 12; i += 1) sum += Number(first12[i]) * (i % 2 === 0 ? 1 : 3)
  return String((10 - (sum % 10)) % 10)
}

/**
 * An ISBN-13 as COUNTER's ISBN column writes it: with hyphens between prefix,
 * registration group, registrant, publication and check digit (Code of
 * Practice 3.2.2). Where the hyphens go depends on the International ISBN
 * Agency's range table (isbn3 keeps a copy), never on the check digit: so a
 * stored ISBN whose check digit is wrong is hyphenated as its corrected self
 * and keeps the stored check digit, because the report shows the ISBN as the
 * catalogue holds it. '' when there is none (the release's blank cell); the
 * 13 digits unhyphenated when the ranges do not know the prefix.
 */
export function hyphenatedIsbn(isbn13: string | null): string {
  // Hyphens or spaces already in the stored value do not count as digits.
  const digits = (isbn13 ?? '').replace(/[-\s]/g, '')
  if (!/^\d{13}$/.test(digits)) return ''
  const first12 = digits.slice(0, 12)
  const hyphenated = parse(first12 + isbn13CheckDigit(first12))?.isbn13h
  if (!hyphenated) return digits
  return hyphenated.slice(0, -1) + digits.slice(12)
}
