// Tables of src/server/db/schema.ts: the COUNTER API's keys and their use (issue 57).
import type { ColumnType } from 'kysely'
import type { DefaultTime, Version } from './column-types.ts'

/** An institution's key for usage harvesters. The key itself is never stored: its SHA-256 (base64url) and its last four characters. */
export interface CounterApiKeysTable {
  id: string
  institution_id: string
  /** What staff call it: "JUSP", "Our ERM". */
  name: string
  key_hash: string
  key_hint: string
  /** When set, requests with this key must also send this requestor_id. */
  requestor_id: string | null
  status: ColumnType<'active' | 'revoked', 'active' | 'revoked' | undefined, 'active' | 'revoked'>
  /** The staff member who created it; null when the data file provisioned it. */
  created_by: string | null
  revoked_at: string | null
  created_at: DefaultTime
  updated_at: DefaultTime
  version: Version
}

/** A key's bookkeeping, written by every request made with it: its last use and its request window. */
export interface CounterApiKeyUseTable {
  key_id: string
  last_used_at: string
  window_started_at: string
  requests: number
}
