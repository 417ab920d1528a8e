import { createHash } from 'node:crypto'
import { existsSync, renameSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { compileProject } from '../policy/compile-project.ts'
import type { Diagnostic } from '../policy/diagnostic.ts'
import { documents, type DocumentName } from '../policy/documents.ts'
import { loadPolicySources } from '../policy/load.ts'
import { hasErrors, runPipeline, type PolicySources } from '../policy/pipeline.ts'
import { sourcesAtRevision } from '../policy/semantics/diff/sources-at-revision.ts'
import { readTableSources } from '../policy/semantics/tables/read-table-sources.ts'
import type { TableSource } from '../policy/semantics/tables/load-tables.ts'

/** What the page loads: the working tree's policy, its table tests, and the policy at git HEAD for the change review. */
export interface ProjectSnapshot {
  readonly root: string
  readonly policy: PolicySources
  readonly tables: readonly TableSource[]
  readonly head: { readonly policy: PolicySources } | { readonly error: string }
}

export function readProject(root: string): ProjectSnapshot {
  const head = sourcesAtRevision(root, 'HEAD')
  return { root, policy: loadPolicySources(root), tables: readTableSources(root), head: 'error' in head ? head : { policy: head.sources } }
}

export interface SaveRequest {
  /** New text per document name. */
  readonly documents: Readonly<Record<string, string>>
  /** sha256 of each document's text as the page loaded it: a file changed on disk since then is not overwritten. */
  readonly base: Readonly<Record<string, string>>
  /** Save although the policy has errors (the build is then skipped). */
  readonly force: boolean
}

export type SaveResult =
  | { readonly status: 'saved'; readonly saved: readonly string[]; readonly generated: readonly string[]; readonly diagnostics: readonly Diagnostic[] }
  | { readonly status: 'has-errors'; readonly diagnostics: readonly Diagnostic[] }
  | { readonly status: 'conflict'; readonly files: readonly string[] }
  | { readonly status: 'invalid'; readonly message: string }

/**
 * Writes the edited documents (only those that changed, each through a
 * temporary file and a rename), then runs what `npm run policy -- build` runs
 * and reports the generated files it rewrote.
 */
export function saveProject(root: string, request: SaveRequest): SaveResult {
  const unknown = Object.keys(request.documents).filter((name) => !Object.hasOwn(documents, name))
  if (unknown.length > 0) return { status: 'invalid', message: `not a policy document: ${unknown.join(', ')}` }
  const current = loadPolicySources(root)
  const names = Object.keys(request.documents) as DocumentName[]
  const conflicts = names.filter((name) => {
    const onDisk = current[name]?.text
    return onDisk !== undefined && request.base[name] !== sha256(onDisk)
  })
  if (conflicts.length > 0 && !request.force) return { status: 'conflict', files: conflicts.map((name) => `policy/${name}.yaml`) }
  const next: Record<string, { file: string; text: string }> = { ...current }
  for (const name of names) next[name] = { file: `policy/${name}.yaml`, text: request.documents[name] ?? '' }
  const checked = runPipeline(next as PolicySources)
  if (hasErrors(checked.diagnostics) && !request.force) return { status: 'has-errors', diagnostics: checked.diagnostics }
  const saved: string[] = []
  for (const name of names) {
    const text = request.documents[name] ?? ''
    if (current[name]?.text === text) continue
    const target = join(root, 'policy', `${name}.yaml`)
    const temporary = `${target}.${process.pid}.tmp`
    writeFileSync(temporary, text)
    renameSync(temporary, target)
    saved.push(`policy/${name}.yaml`)
  }
  const build = compileProject(root)
  return { status: 'saved', saved, generated: build.written, diagnostics: build.diagnostics }
}

export function sha256(text: string): string {
  return createHash('sha256').update(text).digest('hex')
}

export function hasPolicyFolder(root: string): boolean {
  return existsSync(join(root, 'policy'))
}
