import { createHash } from 'node:crypto'
import { existsSync, renameSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { compileProject } from '../policy/compile-project.ts'
import type { Diagnostic } from '../policy/diagnostic.ts'
import { documents, type DocumentName } from '../policy/documents.ts'
import { loadPolicySources } from '../policy/load.ts'
import { hasErrors, runPipeline, type PolicySource, type PolicySources } from '../policy/pipeline.ts'
import { isRecordTypeFile } from '../policy/record-type-file.ts'
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
  /**
   * New text by path: policy/<document>.yaml, an existing policy/resources/*.yaml or policy/tests/*.yaml,
   * or a new record type policy/resources/<kebab-case>.yaml.
   */
  readonly files: Readonly<Record<string, string>>
  /**
   * sha256 of each file's text as the page loaded it: a file changed on disk since then is not overwritten.
   * A new record type has none, so one that appeared on disk meanwhile is a conflict too.
   */
  readonly base: Readonly<Record<string, string>>
  /** Save although the policy has errors (the build is then skipped), or over a file changed on disk. */
  readonly force: boolean
}

export type SaveResult =
  | { readonly status: 'saved'; readonly saved: readonly string[]; readonly generated: readonly string[]; readonly diagnostics: readonly Diagnostic[] }
  | { readonly status: 'has-errors'; readonly diagnostics: readonly Diagnostic[] }
  | { readonly status: 'conflict'; readonly files: readonly string[] }
  | { readonly status: 'invalid'; readonly message: string }

/**
 * Writes the edited files (only those that changed, each through a temporary
 * file and a rename), then runs what `npm run policy -- build` runs and reports
 * the generated files it rewrote. Only the policy's documents, its existing
 * record types and table tests, and a new record type at policy/resources/<kebab-case>.yaml
 * can be written: the page never names a path of its choosing.
 */
export function saveProject(root: string, request: SaveRequest): SaveResult {
  const policy = loadPolicySources(root)
  const onDisk = new Map<string, string | undefined>([
    ...(Object.keys(documents) as DocumentName[]).map((name) => [`policy/${name}.yaml`, policy[name]?.text] as const),
    ...(policy.resources ?? []).map((resource) => [resource.file, resource.text] as const),
    ...readTableSources(root).map((table) => [table.file, table.text] as const),
  ])
  const files = Object.keys(request.files)
  const created = files.filter((file) => !onDisk.has(file) && isRecordTypeFile(file))
  const unknown = files.filter((file) => !onDisk.has(file) && !created.includes(file))
  if (unknown.length > 0) return { status: 'invalid', message: `not a policy file: ${unknown.join(', ')}` }
  const conflicts = files.filter((file) => {
    const text = onDisk.get(file)
    return text !== undefined && request.base[file] !== sha256(text)
  })
  if (conflicts.length > 0 && !request.force) return { status: 'conflict', files: conflicts }
  const next: Partial<Record<DocumentName, PolicySource>> = {}
  for (const name of Object.keys(documents) as DocumentName[]) {
    const file = `policy/${name}.yaml`
    const text = request.files[file] ?? onDisk.get(file)
    if (text !== undefined) next[name] = { file, text }
  }
  const resources = [
    ...(policy.resources ?? []).map((resource) => ({ file: resource.file, text: request.files[resource.file] ?? resource.text })),
    ...created.map((file) => ({ file, text: request.files[file] ?? '' })),
  ]
  const checked = runPipeline({ ...next, resources })
  if (hasErrors(checked.diagnostics) && !request.force) return { status: 'has-errors', diagnostics: checked.diagnostics }
  const saved: string[] = []
  for (const file of files) {
    const text = request.files[file] ?? ''
    if (onDisk.get(file) === text) continue
    const target = join(root, file)
    const temporary = `${target}.${process.pid}.tmp`
    writeFileSync(temporary, text)
    renameSync(temporary, target)
    saved.push(file)
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
