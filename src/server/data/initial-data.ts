import { fileURLToPath } from 'node:url'
import type { CompiledPolicy } from '../../policy/model.ts'
import { countInstitutions } from '../db/institutions-repo.ts'
import type { AppDb } from '../db/schema.ts'
import type { CounterApiData } from './data-file-schema.ts'
import type { DataDiagnostic } from './diagnostics.ts'
import { provisionData, type ProvisionSummary } from './provision-data.ts'
import { readDataFile } from './read-data-file.ts'

/** The demo seed, an ordinary data file next to this module. */
export const demoDataPath = fileURLToPath(new URL('./demo-data.yaml', import.meta.url))

export type InitialDataResult =
  | { readonly ok: true; readonly source: 'existing' }
  | {
      readonly ok: true
      readonly source: 'data-file' | 'demo-seed'
      /** What provisioning added or changed. */
      readonly provisioned: ProvisionSummary
      readonly warnings: readonly DataDiagnostic[]
      /** The file's COUNTER API keys, for the start banner (they are in the file in plain text). */
      readonly counterApi: readonly CounterApiData[]
    }
  | { readonly ok: false; readonly diagnostics: readonly DataDiagnostic[] }

/**
 * Decides what the database holds at start. A data file provisions: what it
 * lists is added or brought up to date, and nothing users did is removed
 * (see provision-data.ts; replacing everything is `npm run data -- reset`).
 * Without a file, an empty database gets the demo seed and any other keeps
 * what it holds.
 */
export async function loadInitialData(
  db: AppDb,
  dataFile: string | undefined,
  policy: CompiledPolicy,
  /** The server's clock: generated history ends at its today. */
  now: () => number = Date.now,
): Promise<InitialDataResult> {
  if (dataFile === undefined && (await countInstitutions(db)) > 0) return { ok: true, source: 'existing' }
  const parsed = await readDataFile(dataFile ?? demoDataPath, policy, dataFile ?? 'src/server/data/demo-data.yaml', new Date(now()))
  if (!parsed.ok) return parsed
  const provisioned = await provisionData(db, parsed.data, now)
  return { ok: true, source: dataFile === undefined ? 'demo-seed' : 'data-file', provisioned, warnings: parsed.warnings, counterApi: parsed.data.counterApi }
}
