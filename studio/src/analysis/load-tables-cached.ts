import { loadTables, type LoadedTables, type TableSource } from '../../../scripts/policy/semantics/tables/load-tables.ts'
import type { PolicyWithSources } from '../../../src/policy/model.ts'

let last: { sources: readonly TableSource[]; key: string; tables: LoadedTables } | undefined

/**
 * loadTables, remembered while neither the table files nor what validates their
 * personas (the declared flags, permissions and facts) change: most edits touch
 * neither, and parsing the tables costs as much as compiling the policy.
 */
export function loadTablesCached(policy: PolicyWithSources, sources: readonly TableSource[]): LoadedTables {
  const key = JSON.stringify([policy.flags.map((f) => f.name), policy.permissions.map((p) => p.name), policy.facts])
  if (last && last.key === key && sameSources(last.sources, sources)) return last.tables
  const tables = loadTables(policy, sources)
  last = { sources, key, tables }
  return tables
}

function sameSources(a: readonly TableSource[], b: readonly TableSource[]): boolean {
  return a === b || (a.length === b.length && a.every((source, i) => source.file === b[i]?.file && source.text === b[i]?.text))
}
