import { randomUUID } from 'node:crypto'
import type { CreateCounterApiKeyInput, RevokeCounterApiKeyInput } from '../../../contracts/counter-api-keys.ts'
import { changeRecord, createRecord, type Writer } from '../../trpc/record-write.ts'
import type { WriteResult } from '../../trpc/write-result.ts'
import { counterApiKeyKind, counterApiKeyRecord } from './api-key-record.ts'
import { newCounterApiKey } from './counter-api-keys.ts'

/** What a create answers: the write path's result and the key made, in full, when this call made it. */
export interface CreatedKey {
  readonly result: WriteResult
  /**
   * The key, when this call inserted it; null when the idempotency key was
   * already spent: the write path then answers the first attempt's id
   * without running this create again, and the first key cannot be shown
   * twice (only its hash is kept).
   */
  readonly key: string | null
}

/**
 * Makes a key for the user's institution, made by them. Its history starts
 * with its name and requestor ID; the key and its hash never go into an
 * event (events are read by everyone who may read the key, and kept).
 */
export async function createCounterApiKey(writer: Writer, input: CreateCounterApiKeyInput): Promise<CreatedKey> {
  const { actor } = writer
  const made = newCounterApiKey()
  const id = `cak-${randomUUID()}`
  const result = await createRecord(writer, {
    kind: counterApiKeyKind,
    action: 'create',
    noun: counterApiKeyKind.noun,
    idempotency: { key: input.idempotencyKey, procedure: 'counterApiKeys.create' },
    async prepare() {
      const row = {
        id,
        institution_id: actor.institutionId,
        name: input.name,
        key_hash: made.hash,
        key_hint: made.hint,
        requestor_id: input.requestorId ?? null,
        status: 'active' as const,
        created_by: actor.id,
      }
      return {
        fields: counterApiKeyRecord(row),
        row,
        events: [
          {
            action: 'create',
            from: null,
            to: 'active',
            changes: { name: { from: null, to: input.name }, requestorId: { from: null, to: row.requestor_id } },
          },
        ],
      }
    },
  })
  // A retry answers the first attempt's id, not ours: the key made above was never stored.
  return { result, key: result.ok && result.id === id ? made.key : null }
}

/** Revokes an active key at the version the user saw; the API refuses it from then on. A revoked key fails the revoke rule (status active). */
export async function revokeCounterApiKey(writer: Writer, input: RevokeCounterApiKeyInput): Promise<WriteResult> {
  return changeRecord(writer, {
    kind: counterApiKeyKind,
    id: input.id,
    version: input.version,
    action: 'revoke',
    async apply() {
      return { write: { status: 'revoked', revoked_at: writer.now }, events: [{ action: 'revoke', to: 'revoked' }] }
    },
  })
}
