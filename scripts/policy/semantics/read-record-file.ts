import { readFileSync } from 'node:fs'
import { extname } from 'node:path'
import { parse as parseYaml } from 'yaml'
import type { PolicyWithSources } from '../../../src/policy/model.ts'
import { validateRecord } from '../../../src/policy/validate-record.ts'

/** Reads a JSON or YAML record for `eval`/`explain --record` and checks it against its record type and action. */
export function readRecordFile(
  policy: PolicyWithSources,
  file: string,
  subject: string,
  action: string,
): { record: Readonly<Record<string, unknown>> } | { errors: readonly string[] } {
  let text: string
  try {
    text = readFileSync(file, 'utf8')
  } catch (error) {
    return { errors: [`${file}: cannot read the record file (${(error as NodeJS.ErrnoException).code ?? String(error)})`] }
  }
  let value: unknown
  try {
    value = extname(file) === '.json' ? JSON.parse(text) : parseYaml(text)
  } catch (error) {
    return {
      errors: [`${file}: not valid ${extname(file) === '.json' ? 'JSON' : 'YAML'}: ${error instanceof Error ? error.message.split('\n')[0] : String(error)}`],
    }
  }
  const result = validateRecord(policy, subject, value, action)
  if ('record' in result) return { record: result.record }
  return { errors: result.errors.map((error) => `${file}: ${error}`) }
}
