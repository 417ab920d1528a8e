import { z } from 'zod'
import { idempotencyKey, recordChange } from './record-change.ts'

/**
 * The COUNTER API keys of the Reports page (issue 57): staff who open the
 * COUNTER reports make keys for usage harvesters, see them listed and revoke
 * them. A key is answered in full once, when it is made; the server keeps only
 * its hash and its last four characters (the hint).
 */
export const createCounterApiKeyInput = z.strictObject({
  name: z.string().trim().min(1, 'Give the key a name, such as the harvester it is for.').max(80, 'A key name has at most 80 characters.'),
  requestorId: z
    .string()
    .trim()
    .min(1, 'Leave the requestor ID out, or give the one the harvester sends.')
    .max(100, 'A requestor ID has at most 100 characters.')
    .optional(),
  idempotencyKey,
})
export type CreateCounterApiKeyInput = z.infer<typeof createCounterApiKeyInput>

/** Revoking names the key and the version seen: a key changed since is a CONFLICT. */
export const revokeCounterApiKeyInput = recordChange.strict()
export type RevokeCounterApiKeyInput = z.infer<typeof revokeCounterApiKeyInput>

export type CounterApiKeyStatus = 'active' | 'revoked'

/** One key as the list shows it: never the key, only its last four characters. */
export interface CounterApiKeySummary {
  readonly id: string
  readonly name: string
  /** The key's last four characters, to tell it apart from the others. */
  readonly hint: string
  /** When set, requests with this key must also send this requestor_id. */
  readonly requestorId: string | null
  readonly status: CounterApiKeyStatus
  readonly createdAt: string
  /** Who made it; null for a key the data file provided. */
  readonly createdByName: string | null
  /** When a harvester last used it; null when never. */
  readonly lastUsedAt: string | null
  readonly revokedAt: string | null
  readonly version: number
}

export interface CounterApiKeysList {
  /** What harvesters send as customer_id with the key. */
  readonly customerId: string
  /** Newest first. */
  readonly keys: readonly CounterApiKeySummary[]
}

export interface CreatedCounterApiKey {
  /**
   * The key, in full, this once; null when the create was a retry of one
   * already made (same idempotency key): only its hash is kept, so it cannot
   * be shown again. Revoke that key and make a new one if it was lost.
   */
  readonly key: string | null
  readonly record: CounterApiKeySummary
}
