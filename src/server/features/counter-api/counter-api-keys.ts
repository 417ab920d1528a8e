import { createHash, randomBytes } from 'node:crypto'

/**
 * A COUNTER API key: 32 random bytes as base64url (43 characters), with a
 * prefix so a leaked key is recognisable in logs and secret scanners. Only
 * its SHA-256 is stored: a random key of that length needs no slow hash (a
 * guess is as hard as the key), and a lookup by hash is one index read.
 */
const keyPrefix = 'cak_'

export interface NewCounterApiKey {
  /** Shown once, to whoever made it; never stored. */
  readonly key: string
  readonly hash: string
  /** Its last four characters: how the key list tells keys apart. */
  readonly hint: string
}

export function hashCounterApiKey(key: string): string {
  return createHash('sha256').update(key, 'utf8').digest('base64url')
}

/** A key given by the data file (demos, tests) is stored the same way as a made one. */
export function counterApiKeyOf(key: string): NewCounterApiKey {
  return { key, hash: hashCounterApiKey(key), hint: key.slice(-4) }
}

export function newCounterApiKey(): NewCounterApiKey {
  return counterApiKeyOf(keyPrefix + randomBytes(32).toString('base64url'))
}
