/** The ISBN-13 check digit of the first twelve digits. */
export function isbn13CheckDigit(first12: string): number {
  let sum = 0
  for (let i = 0; i < 12; i++) sum += Number(first12[i]) * (i % 2 === 0 ? 1 : 3)
  return (10 - (sum % 10)) % 10
}

/** Thirteen digits (hyphens and spaces allowed in the input) whose last digit is the right check digit. */
export function isValidIsbn13(value: string): boolean {
  const digits = value.replace(/[-\s]/g, '')
  return /^97[89]\d{10}$/.test(digits) && isbn13CheckDigit(digits.slice(0, 12)) === Number(digits[12])
}

export function normaliseIsbn13(value: string): string {
  return value.replace(/[-\s]/g, '')
}

/** A valid ISBN-13 from a 978 prefix and a number (for generated titles). */
export function isbn13From(n: number): string {
  const first12 = `978${String(n % 1_000_000_000).padStart(9, '0')}`
  return `${first12}${isbn13CheckDigit(first12)}`
}
