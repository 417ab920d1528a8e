import { fileURLToPath } from 'node:url'
import type { CompiledPolicy } from '../../policy/model.ts'
import { countInstitutions } from '../db/institutions-repo.ts'
import type { AppDb } from '../db/schema.ts'
import type { DataDiagnostic } from './diagnostics.ts'
import { readDataFile } from './read-data-file.ts'
import { storeData } from './store-data.ts'

/** The demo seed, an ordinary data file next to this module. */
export const demoDataPath = fileURLToPath(new URL('./demo-data.yaml', import.meta.url))

export type InitialDataResult =
  | {
      readonly ok: true
      readonly source: 'data-file' | 'demo-seed' | 'existing'
      readonly institutions?: number
      readonly users?: number
      /** Titles, courses and requests now in the database: listed by the file plus generated. */
      readonly records?: { readonly titles: number; readonly courses: number; readonly requests: number }
      readonly warnings?: readonly DataDiagnostic[]
    }
  | { readonly ok: false; readonly diagnostics: readonly DataDiagnostic[] }

/**
 * Decides what the database holds at start: the data file when one is given
 * (replacing whatever was there), else the demo seed when the database is
 * empty, else what it already holds.
 */
export async function loadInitialData(db: AppDb, dataFile: string | undefined, policy: CompiledPolicy): Promise<InitialDataResult> {
  if (dataFile === undefined && (await countInstitutions(db)) > 0) return { ok: true, source: 'existing' }
  const path = dataFile ?? demoDataPath
  const parsed = await readDataFile(path, policy, dataFile ?? 'src/server/data/demo-data.yaml')
  if (!parsed.ok) return parsed
  const generated = await storeData(db, parsed.data)
  const { titles, courses, requests } = parsed.data
  return {
    ok: true,
    source: dataFile === undefined ? 'demo-seed' : 'data-file',
    institutions: parsed.data.institutions.length,
    users: parsed.data.users.length,
    records: {
      titles: titles.length + (generated?.titles ?? 0),
      courses: courses.length + (generated?.courses ?? 0),
      requests: requests.length + (generated?.requests ?? 0),
    },
    warnings: parsed.warnings,
  }
}
