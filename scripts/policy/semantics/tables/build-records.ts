import type { PolicyWithSources } from '../../../../src/policy/model.ts'
import { validateRecord } from '../../../../src/policy/validate-record.ts'

export interface TableRecord {
  readonly type: string
  readonly fields: Readonly<Record<string, unknown>>
}

type RecordSpec = Readonly<Record<string, unknown>> & { readonly type?: string | undefined; readonly from?: string | undefined }

/**
 * Resolves the named records of a table file: `from` starts from another
 * record (its type and fields), then the record's own fields replace; each
 * result must be a complete, valid record of its type.
 */
export function buildRecords(
  policy: PolicyWithSources,
  specs: Readonly<Record<string, RecordSpec>>,
  where: string,
): { records: ReadonlyMap<string, TableRecord>; errors: string[] } {
  const errors: string[] = []
  const resolved = new Map<string, { type?: string; fields: Record<string, unknown> }>()
  const resolve = (name: string, chain: readonly string[]): { type?: string; fields: Record<string, unknown> } => {
    const cached = resolved.get(name)
    if (cached) return cached
    const spec = Object.hasOwn(specs, name) ? specs[name] : undefined
    if (!spec || chain.includes(name)) {
      errors.push(
        `${where}: record ${chain.at(-1) ?? name} ` +
          `${spec ? `builds on itself (${[...chain, name].join(' -> ')})` : `builds on "${name}", which is not a record of this file`}`,
      )
      return { fields: {} }
    }
    const { type, from, ...own } = spec
    const base = from === undefined ? { fields: {} } : resolve(from, [...chain, name])
    const result = { ...((type ?? base.type) !== undefined ? { type: type ?? base.type } : {}), fields: { ...base.fields, ...own } }
    resolved.set(name, result)
    return result
  }
  const records = new Map<string, TableRecord>()
  for (const name of Object.keys(specs)) {
    const { type, fields } = resolve(name, [])
    if (type === undefined) {
      errors.push(`${where}: record ${name} has no type (give type: Request, or from: another record)`)
      continue
    }
    const result = validateRecord(policy, type, fields, undefined, `records.${name}`)
    if ('record' in result) records.set(name, { type, fields: result.record })
    else errors.push(...result.errors.map((error) => `${where}: ${error}`))
  }
  return { records, errors }
}
