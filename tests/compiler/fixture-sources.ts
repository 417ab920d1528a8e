import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { documents, type DocumentName } from '../../scripts/policy/documents.ts'
import { loadPolicySources } from '../../scripts/policy/load.ts'
import type { PolicySources } from '../../scripts/policy/pipeline.ts'

export const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../..')
export const fixturesDir = join(repoRoot, 'tests/compiler/fixtures')

/** Optional case.json: what the case is about, and documents it deletes from the shipped policy. */
interface CaseOptions {
  readonly about?: string
  readonly remove?: readonly DocumentName[]
}

/**
 * The shipped policy with the case's files laid over it: a case folder holds
 * only the documents it changes (as policy/<name>.yaml would), so each case
 * reads as the one thing it breaks.
 */
export function fixtureSources(caseDir: string): PolicySources {
  const sources: Partial<Record<DocumentName, { file: string; text: string }>> = { ...loadPolicySources(repoRoot) }
  for (const name of Object.keys(documents) as DocumentName[]) {
    const override = join(caseDir, `${name}.yaml`)
    if (existsSync(override)) sources[name] = { file: `policy/${name}.yaml`, text: readFileSync(override, 'utf8') }
  }
  for (const name of caseOptions(caseDir).remove ?? []) delete sources[name]
  return sources
}

export function caseOptions(caseDir: string): CaseOptions {
  const file = join(caseDir, 'case.json')
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as CaseOptions) : {}
}

export function fixtureCases(): string[] {
  return readdirSync(fixturesDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort()
}
