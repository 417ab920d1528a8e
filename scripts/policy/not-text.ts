/**
 * Where a policy file stops being text: a NUL or other control character
 * (tab, line feed and carriage return aside), a byte that is not UTF-8 (read as
 * U+FFFD) or a non-character. YAML allows none of them, and a parser's message
 * about binary data would quote the data, so the file is reported once, as not text.
 */
const NOT_TEXT = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F\uFFFD\uFFFE\uFFFF]/

export function firstNonTextOffset(text: string): number | undefined {
  const match = NOT_TEXT.exec(text)
  return match ? match.index : undefined
}

/** What the offending character is, named without printing it. */
export function describeNonText(text: string, offset: number): string {
  const code = text.codePointAt(offset) ?? 0
  const name = `U+${code.toString(16).toUpperCase().padStart(4, '0')}`
  if (code === 0xfffd) return 'bytes that are not UTF-8'
  return code >= 0xfffe ? `the non-character ${name}` : `the control character ${name}`
}
