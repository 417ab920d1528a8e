import { existsSync, readFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { documents, type DocumentName } from './documents.ts'
import type { PolicySources } from './pipeline.ts'

/** Reads policy/<name>.yaml for every document; a missing file is left out (the pipeline reports it). */
export function loadPolicySources(root: string, policyDir = join(root, 'policy')): PolicySources {
  const sources: Partial<Record<DocumentName, { file: string; text: string }>> = {}
  for (const name of Object.keys(documents) as DocumentName[]) {
    const path = join(policyDir, `${name}.yaml`)
    if (existsSync(path)) sources[name] = { file: relative(root, path), text: readFileSync(path, 'utf8') }
  }
  return sources
}
