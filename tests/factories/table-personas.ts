import type { Facts } from '../../src/policy/index.ts'
import { compileWorkingTree } from '../../scripts/policy/semantics/compile-sources.ts'
import { repoRoot } from '../../scripts/policy/semantics/test-policy.ts'
import { loadTables } from '../../scripts/policy/semantics/tables/load-tables.ts'
import { readTableSources } from '../../scripts/policy/semantics/tables/read-table-sources.ts'

/**
 * The named personas of policy/tests/*.yaml (ea-librarian, gb-reports-admin, ...),
 * so browser tests can sign in as exactly the users the table tests describe.
 * Throws on an invalid policy or table: a test setup should stop loudly.
 */
export function tablePersonas(root = repoRoot): ReadonlyMap<string, Facts> {
  const compiled = compileWorkingTree(root)
  if ('error' in compiled) throw new Error(compiled.error)
  const tables = loadTables(compiled.policy, readTableSources(root))
  if (tables.errors.length > 0) throw new Error(tables.errors.join('\n'))
  return tables.personas
}

export function tablePersona(name: string, root = repoRoot): Facts {
  const facts = tablePersonas(root).get(name)
  if (!facts) throw new Error(`policy/tests has no persona "${name}"`)
  return facts
}
