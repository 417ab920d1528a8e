import type { TitleKey } from './counter-report-read.ts'

/** A title key as an opaque cursor: base64url JSON, so titles with any characters survive a query string. */
export function encodeCursor(key: TitleKey): string {
  return Buffer.from(JSON.stringify([key.title, key.nbsi]), 'utf8').toString('base64url')
}

/** The key a cursor holds, or undefined when it is not one this server wrote. */
export function decodeCursor(cursor: string): TitleKey | undefined {
  try {
    const value: unknown = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'))
    if (!Array.isArray(value) || value.length !== 2 || !value.every((part) => typeof part === 'string')) return undefined
    const [title, nbsi] = value as [string, string]
    return { title, nbsi }
  } catch {
    return undefined
  }
}
