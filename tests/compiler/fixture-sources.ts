import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { documents, type DocumentName } from '../../scripts/policy/documents.ts'
import { loadPolicySources } from '../../scripts/policy/load.ts'
import type { PolicySource, PolicySources } from '../../scripts/policy/pipeline.ts'

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
  const { resources, ...documentSources } = loadPolicySources(repoRoot)
  const sources: Partial<Record<DocumentName, PolicySource>> & { resources?: readonly PolicySource[] } = { ...documentSources, resources }
  for (const name of Object.keys(documents) as DocumentName[]) {
    const override = join(caseDir, `${name}.yaml`)
    if (existsSync(override)) sources[name] = { file: `policy/${name}.yaml`, text: readFileSync(override, 'utf8') }
  }
  for (const name of caseOptions(caseDir).remove ?? []) delete sources[name]
  return { ...sources, resources: overlayResources(sources.resources ?? [], join(caseDir, 'resources')) }
}

/** A case's resources/<record>.yaml replaces the shipped file of that name, or adds one. */
function overlayResources(shipped: readonly PolicySource[], dir: string): PolicySource[] {
  if (!existsSync(dir)) return [...shipped]
  const byFile = new Map(shipped.map((source) => [source.file, source]))
  for (const name of readdirSync(dir)) byFile.set(`policy/resources/${name}`, { file: `policy/resources/${name}`, text: readFileSync(join(dir, name), 'utf8') })
  return [...byFile.values()]
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
