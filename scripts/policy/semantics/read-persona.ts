import { didYouMean } from '../../../src/policy/did-you-mean.ts'
import type { PolicyWithSources } from '../../../src/policy/model.ts'
import { readFactsFile, type FactsFile } from './read-facts-file.ts'
import { loadTables } from './tables/load-tables.ts'
import { readTableSources } from './tables/read-table-sources.ts'

/** `--persona NAME`: the facts of a persona of policy/tests/*.yaml, as the studio and the table tests build them. */
export const personaOption = { persona: { type: 'string' } } as const

/** The facts asked about: `--facts FILE` or `--persona NAME` (one of them). */
export function readFactsOrPersona(policy: PolicyWithSources, root: string, values: { facts?: string | undefined; persona?: string | undefined }): FactsFile {
  if (values.facts !== undefined && values.persona !== undefined) return { errors: ['give --facts FILE or --persona NAME, not both'] }
  if (values.facts !== undefined) return readFactsFile(policy, values.facts)
  if (values.persona === undefined) return { errors: ['no facts: give --facts FILE or --persona NAME (a persona of policy/tests/*.yaml)'] }
  const tables = loadTables(policy, readTableSources(root))
  const facts = tables.personas.get(values.persona)
  if (facts) return { facts: [facts], single: true }
  const suggestion = didYouMean(values.persona, tables.personas.keys())
  return { errors: [`"${values.persona}" is not a persona of policy/tests/*.yaml${suggestion ? ` (did you mean "${suggestion}"?)` : ''}`] }
}
