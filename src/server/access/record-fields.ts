import type { AnyAbility } from '@casl/ability'
import { sql, type AliasedRawBuilder } from 'kysely'
import { withheldFields, withoutFields } from '../../policy/field-access.ts'
import type { ColumnMap } from '../db/access/rules-to-sql.ts'
import { policy } from '../policy.ts'

/**
 * A record's columns for a SELECT, without those of the fields the policy's
 * field rules withhold from this person on every record of the type: what
 * they may not read is never read from the database, the way the rows come
 * from the read rule's WHERE. Each column is selected under its own name
 * (`booklist_items.internal_status` as `internal_status`).
 */
export function readableColumns(columns: ColumnMap, ability: AnyAbility, type: string, action = 'read'): AliasedRawBuilder<unknown, string>[] {
  const withheld = new Set(withheldFields(policy, ability, action, type))
  return Object.entries(columns).flatMap(([field, column]) => {
    if (withheld.has(field) || typeof column !== 'string') return []
    return [sql<unknown>`${sql.ref(column)}`.as(column.slice(column.lastIndexOf('.') + 1))]
  })
}

/** What one record's view may carry to this person: `view` without the fields the field rules withhold on this record. */
export function readableView<T extends object>(view: T, ability: AnyAbility, type: string, record: object, action = 'read'): T {
  return withoutFields(view, withheldFields(policy, ability, action, type, record))
}
