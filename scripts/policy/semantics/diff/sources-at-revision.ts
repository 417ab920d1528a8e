import { execFileSync } from 'node:child_process'
import { documents, type DocumentName } from '../../documents.ts'
import type { PolicySources } from '../../pipeline.ts'

export type RevisionSources = { readonly sources: PolicySources } | { readonly error: string }

/** policy/<doc>.yaml as committed at `rev`, read with `git show` into memory (the working tree is not touched). */
export function sourcesAtRevision(root: string, rev: string): RevisionSources {
  try {
    execFileSync('git', ['rev-parse', '--verify', '--quiet', `${rev}^{commit}`], { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] })
  } catch {
    return { error: `"${rev}" is not a commit in the git repository at ${root}` }
  }
  const sources: Partial<Record<DocumentName, { file: string; text: string }>> = {}
  for (const name of Object.keys(documents) as DocumentName[]) {
    const file = `policy/${name}.yaml`
    try {
      const text = execFileSync('git', ['show', `${rev}:./${file}`], {
        cwd: root,
        encoding: 'utf8',
        stdio: ['ignore', 'pipe', 'pipe'],
        maxBuffer: 16 * 1024 * 1024,
      })
      sources[name] = { file, text }
    } catch {
      // Not in that revision: the pipeline reports the missing document.
    }
  }
  // Revisions before issue 10 have no procedures.yaml; they declared no procedures, which an
  // empty document says, so a diff against them still compiles.
  sources.procedures ??= { file: 'policy/procedures.yaml', text: 'procedures: {}\n' }
  return { sources: { ...sources, resources: resourcesAt(root, rev) } }
}

/** policy/resources/*.yaml as committed at `rev`. */
function resourcesAt(root: string, rev: string): { file: string; text: string }[] {
  const git = (...args: string[]) => execFileSync('git', args, { cwd: root, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'], maxBuffer: 16 * 1024 * 1024 })
  let names: string[]
  try {
    names = git('ls-tree', '--name-only', `${rev}:./policy/resources`)
      .split('\n')
      .filter((name) => name.endsWith('.yaml') || name.endsWith('.yml'))
  } catch {
    return []
  }
  return names.sort().map((name) => ({ file: `policy/resources/${name}`, text: git('show', `${rev}:./policy/resources/${name}`) }))
}
