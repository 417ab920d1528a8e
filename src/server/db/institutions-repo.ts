import type { Db } from './open-database.ts'

export interface InstitutionRow {
  readonly id: string
  readonly name: string
  /** Parsed from JSON but not yet validated; callers validate it against the policy's facts. */
  readonly config: unknown
}

export function findInstitution(db: Db, id: string): InstitutionRow | undefined {
  const row = db.prepare('SELECT id, name, config FROM institutions WHERE id = ?').get(id) as
    | { id: string; name: string; config: string }
    | undefined
  // The CHECK (json_valid) constraint guarantees the text parses.
  return row && { id: row.id, name: row.name, config: JSON.parse(row.config) as unknown }
}

export function institutionFlags(db: Db, institutionId: string): Record<string, boolean> {
  const rows = db.prepare('SELECT flag, enabled FROM institution_flags WHERE institution_id = ?').all(institutionId) as {
    flag: string
    enabled: number
  }[]
  return Object.fromEntries(rows.map((row) => [row.flag, row.enabled === 1]))
}

export function insertInstitution(db: Db, institution: { id: string; name: string; config: unknown }): void {
  db.prepare('INSERT INTO institutions (id, name, config) VALUES (?, ?, ?)').run(
    institution.id,
    institution.name,
    JSON.stringify(institution.config),
  )
}

export function setInstitutionFlag(db: Db, institutionId: string, flag: string, enabled: boolean): void {
  db.prepare(
    `INSERT INTO institution_flags (institution_id, flag, enabled) VALUES (?, ?, ?)
     ON CONFLICT (institution_id, flag) DO UPDATE SET enabled = excluded.enabled`,
  ).run(institutionId, flag, enabled ? 1 : 0)
}

export function deleteInstitution(db: Db, id: string): void {
  db.prepare('DELETE FROM institutions WHERE id = ?').run(id)
}

export function countInstitutions(db: Db): number {
  return Number(db.prepare('SELECT count(*) FROM institutions').pluck().get())
}
