import { dirname, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import type { PolicyWithSources } from '../../../src/policy/model.ts'
import type { DocumentName } from '../documents.ts'
import { loadPolicySources } from '../load.ts'
import type { PolicySources } from '../pipeline.ts'
import { compileSources } from './compile-sources.ts'

/** The repository root, for tests of the semantic commands. */
export const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../../..')

/** The seed policy with text replacements applied to one document, compiled in memory (for tests). */
export function seedWith(edits: Partial<Record<DocumentName, readonly [string, string][]>> = {}): PolicyWithSources {
  const sources = { ...loadPolicySources(repoRoot) } as Record<string, { file: string; text: string }>
  for (const [name, replacements] of Object.entries(edits)) {
    const source = sources[name]
    if (!source) throw new Error(`no ${name} document`)
    let text = source.text
    for (const [from, to] of replacements ?? []) {
      if (!text.includes(from)) throw new Error(`${name}.yaml has no ${JSON.stringify(from)}`)
      text = text.replace(from, to)
    }
    sources[name] = { ...source, text }
  }
  const compiled = compileSources(sources as PolicySources)
  if ('error' in compiled) throw new Error(compiled.error)
  return compiled.policy
}
