import type { ItemKey } from './counter-reports-read.repo.ts'

/** An item key as an opaque cursor: base64url JSON, so titles with any characters survive a query string. */
export function encodeCursor(key: ItemKey): string {
  return Buffer.from(JSON.stringify([key.title, key.nbsi, key.accessType]), 'utf8').toString('base64url')
}

/** The key a cursor holds, or undefined when it is not one this server wrote. */
export function decodeCursor(cursor: string): ItemKey | undefined {
  try {
    const value: unknown = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'))
    if (!Array.isArray(value) || value.length !== 3 || !value.every((part) => typeof part === 'string')) return undefined
    const [title, nbsi, accessType] = value as [string, string, string]
    return { title, nbsi, accessType }
  } catch {
    return undefined
  }
}
