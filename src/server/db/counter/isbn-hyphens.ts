import { parse } from 'isbn3'
import { isbn13CheckDigit } from '../../../contracts/isbn.ts'

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
