import { readFileSync } from 'node:fs'
import { extname } from 'node:path'
import { parse as parseYaml } from 'yaml'
import type { Facts } from '../../../src/policy/facts.ts'
import type { CompiledPolicy } from '../../../src/policy/model.ts'
import { validateFacts } from '../../../src/policy/validate-facts.ts'

export type FactsFile = { readonly facts: readonly Facts[]; readonly single: boolean } | { readonly errors: readonly string[] }

/** Reads a JSON or YAML file holding one facts object or a list of them, and validates each against the policy. */
export function readFactsFile(policy: CompiledPolicy, file: string): FactsFile {
  let text: string
  try {
    text = readFileSync(file, 'utf8')
  } catch (error) {
    return { errors: [`${file}: cannot read the facts file (${(error as NodeJS.ErrnoException).code ?? String(error)})`] }
  }
  let value: unknown
  try {
    value = extname(file) === '.json' ? JSON.parse(text) : parseYaml(text)
  } catch (error) {
    return {
      errors: [`${file}: not valid ${extname(file) === '.json' ? 'JSON' : 'YAML'}: ${error instanceof Error ? error.message.split('\n')[0] : String(error)}`],
    }
  }
  const single = !Array.isArray(value)
  const entries: unknown[] = Array.isArray(value) ? value : [value]
  if (entries.length === 0) return { errors: [`${file}: the list of facts is empty`] }
  const facts: Facts[] = []
  const errors: string[] = []
  entries.forEach((entry, i) => {
    const result = validateFacts(policy, entry, single ? 'facts' : `facts[${i}]`)
    if (result.facts) facts.push(result.facts)
    errors.push(...result.errors.map((error) => `${file}: ${error}`))
  })
  return errors.length > 0 ? { errors } : { facts, single }
}
