import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { documents, type DocumentName } from './documents.ts'
import type { PolicySource, PolicySources } from './pipeline.ts'

/** Reads policy/<name>.yaml for every document (a missing file is left out: the pipeline reports it) and policy/resources/. */
export function loadPolicySources(root: string, policyDir = join(root, 'policy')): PolicySources {
  const sources: Partial<Record<DocumentName, { file: string; text: string }>> = {}
  for (const name of Object.keys(documents) as DocumentName[]) {
    const path = join(policyDir, `${name}.yaml`)
    if (existsSync(path)) sources[name] = { file: relative(root, path), text: readFileSync(path, 'utf8') }
  }
  return { ...sources, resources: loadResourceSources(root, join(policyDir, 'resources')) }
}

/** policy/resources/*.yaml, one record type each, in name order. */
export function loadResourceSources(root: string, dir: string): PolicySource[] {
  if (!existsSync(dir)) return []
  return readdirSync(dir)
    .filter((name) => name.endsWith('.yaml') || name.endsWith('.yml'))
    .sort()
    .map((name) => ({ file: relative(root, join(dir, name)), text: readFileSync(join(dir, name), 'utf8') }))
}
