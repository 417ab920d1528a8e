import { readFileSync } from 'node:fs'
import type { DataFile } from '../data/data-file-schema.ts'
import { benchSize } from '../data/generate/index.ts'
import { demoDataPath } from '../data/initial-data.ts'
import { replaceData } from '../data/replace-data.ts'
import type { AppDb } from '../db/schema.ts'
import { parseOrThrow } from './test-records.ts'

// Kept here too, where most suites import them from.
export { cookieFor, parseOrThrow } from './test-records.ts'

/** The demo seed, parsed; throws (in tests only) if it does not parse. */
export function demoData(): DataFile {
  return parseOrThrow(readFileSync(demoDataPath, 'utf8'), 'demo-data.yaml')
}

/**
 * The demo accounts with benchmark-scale records (100,000 titles, 10,000
 * courses over the five institutions), fixed in time so every run measures
 * the same data. `replaceData(db, benchData())` loads it in one transaction.
 */
export function benchData(asOf = '2026-11-01T00:00:00.000Z'): DataFile {
  return { ...demoData(), generate: { seed: 'bench', asOf, size: benchSize } }
}

/**
 * The demo accounts, without the generated records (generating them takes
 * seconds; suites about records ask for them with `{ records: true }`).
 */
export async function seedDemo(db: AppDb, options: { records?: boolean } = {}): Promise<DataFile> {
  const data = demoData()
  const seeded = options.records === true ? data : { ...data, generate: undefined }
  await replaceData(db, seeded)
  return seeded
}

/** Disables or enables a user behind the app's back, as an operator editing the database would. */
export async function setUserDisabled(db: AppDb, userId: string, disabled: boolean): Promise<void> {
  await db
    .updateTable('users')
    .set((eb) => ({ disabled: disabled ? 1 : 0, version: eb('version', '+', 1) }))
    .where('id', '=', userId)
    .execute()
}
