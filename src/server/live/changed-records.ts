import { recordKey } from '../../contracts/live.ts'
import type { AnyKysely } from '../db/dialects/index.ts'
import type { LiveEventRow } from '../db/record-events-repo.ts'
import type { AppDb, RecordType } from '../db/schema.ts'
import { recordKindsAt } from './record-kinds.ts'

/** A changed record as it is now: the fields the policy's rules read, and its version. Missing: it no longer exists. */
export interface ChangedRecord {
  readonly fields: object
  readonly version: number
}

export type ChangedRecords = ReadonlyMap<string, ChangedRecord>

/** Ids per query: well under both databases' parameter limits. */
const idsPerQuery = 500

/** Loads the records the events are about, one query per type (and per 500 ids), as the write path reads them. */
export async function loadChangedRecords(db: AppDb, events: readonly LiveEventRow[], now: string): Promise<ChangedRecords> {
  const kinds = recordKindsAt(now)
  const idsByType = new Map<RecordType, Set<string>>()
  for (const event of events) {
    const ids = idsByType.get(event.recordType) ?? new Set<string>()
    ids.add(event.recordId)
    idsByType.set(event.recordType, ids)
  }
  const records = new Map<string, ChangedRecord>()
  for (const [type, idSet] of idsByType) {
    const kind = kinds[type]
    const ids = [...idSet]
    for (let start = 0; start < ids.length; start += idsPerQuery) {
      const rows = await (db as AnyKysely)
        .selectFrom(kind.table)
        .selectAll()
        .where('id', 'in', ids.slice(start, start + idsPerQuery))
        .execute()
      for (const row of rows as Parameters<typeof kind.fields>[1][]) {
        records.set(recordKey(type, row.id), { fields: await kind.fields(db, row), version: Number(row.version) })
      }
    }
  }
  return records
}
