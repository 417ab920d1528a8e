/**
 * Keyset pagination over (created_at, id), newest first: a page never skips or
 * repeats a row when rows are added meanwhile, and costs the same at any depth.
 * The cursor is opaque to clients (base64url of the last row's key).
 */
export interface ListPosition {
  readonly createdAt: string
  readonly id: string
}

export function encodeCursor(position: ListPosition): string {
  return Buffer.from(JSON.stringify([position.createdAt, position.id])).toString('base64url')
}

/** Undefined for anything that is not a cursor this server made. */
export function decodeCursor(cursor: string): ListPosition | undefined {
  try {
    const value: unknown = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'))
    if (!Array.isArray(value) || value.length !== 2) return undefined
    const [createdAt, id] = value as unknown[]
    if (typeof createdAt !== 'string' || typeof id !== 'string' || Number.isNaN(Date.parse(createdAt))) return undefined
    return { createdAt, id }
  } catch {
    return undefined
  }
}
