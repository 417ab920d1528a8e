import { parseArgs } from 'node:util'
import { loadPolicySources } from '../load.ts'
import { compileSources } from '../semantics/compile-sources.ts'
import { diffAccess, diffFieldRules, renderDiff, renderFieldRuleChanges } from '../semantics/diff/access-diff.ts'
import { sourcesAtRevision } from '../semantics/diff/sources-at-revision.ts'
import { chooseRoot, rootOption } from '../semantics/root-option.ts'
import { loadTables } from '../semantics/tables/load-tables.ts'
import { readTableSources } from '../semantics/tables/read-table-sources.ts'
import type { Command } from './command.ts'

export const diffCommand: Command = {
  run(args, context) {
    let parsed
    try {
      parsed = parseArgs({ args: [...args], allowPositionals: true, options: { format: { type: 'string', default: 'text' }, ...rootOption } })
    } catch (error) {
      return fail(error instanceof Error ? error.message : String(error))
    }
    const [rev, ...extra] = parsed.positionals
    if (!rev || extra.length > 0) return fail('usage: policy diff REV (a git revision such as HEAD or main)')
    const root = chooseRoot(parsed.values.root, context.root)
    const after = compileSources(loadPolicySources(root))
    if ('error' in after) return fail(`working tree: ${after.error}`)
    const atRev = sourcesAtRevision(root, rev)
    if ('error' in atRev) return fail(atRev.error)
    const before = compileSources(atRev.sources)
    if ('error' in before) return fail(`${rev}: ${before.error}`)
    const tables = loadTables(after.policy, readTableSources(root))
    if (tables.errors.length > 0) return fail(`the personas in policy/tests are not valid:\n${tables.errors.join('\n')}`)
    const diffs = diffAccess(before.policy, after.policy, tables.personas)
    const fieldRules = diffFieldRules(before.policy, after.policy)
    if (parsed.values.format === 'json') process.stdout.write(`${JSON.stringify(diffs, null, 2)}\n`)
    else {
      const lines = renderDiff(diffs)
      const fields = renderFieldRuleChanges(fieldRules)
      process.stdout.write(
        `${lines.join('\n')}${lines.length ? '\n\n' : ''}${fields.join('\n')}${fields.length ? '\n\n' : ''}` +
          `${diffs.length} of ${tables.personas.size} personas change between ${rev} and the working tree\n`,
      )
    }
    return 0
  },
}

function fail(message: string): number {
  process.stderr.write(`policy diff: ${message}\n`)
  return 1
}
