import { isbn13CheckDigit } from '../../contracts/isbn.ts'

/** Thirteen digits (hyphens and spaces allowed in the input) whose last digit is the right check digit. */
export function isValidIsbn13(value: string): boolean {
  const digits = value.replace(/[-\s]/g, '')
  return /^97[89]\d{10}$/.test(digits) && isbn13CheckDigit(digits.slice(0, 12)) === digits[12]
}

export function normaliseIsbn13(value: string): string {
  return value.replace(/[-\s]/g, '')
}

/** A valid ISBN-13 from a 978 prefix and a number (for generated titles). */
export function isbn13From(n: number): string {
  const first12 = `978${String(n % 1_000_000_000).padStart(9, '0')}`
  return `${first12}${isbn13CheckDigit(first12)}`
}
