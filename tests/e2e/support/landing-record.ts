import { existsSync, readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { storageStateDir } from './env.ts'

/** Where the setup project notes the path a persona reached right after signing in. */
export function landingRecordPath(personaKey: string): string {
  return resolve(storageStateDir, `${personaKey}.landing.json`)
}

export function readLandingRecord(personaKey: string): string {
  const file = landingRecordPath(personaKey)
  if (!existsSync(file)) throw new Error(`persona ${personaKey}: ${file} is missing; the setup project signs in first`)
  const record = JSON.parse(readFileSync(file, 'utf8')) as { path?: unknown }
  if (typeof record.path !== 'string') throw new Error(`persona ${personaKey}: ${file} holds no path`)
  return record.path
}
