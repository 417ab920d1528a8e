import { didYouMean } from '../../../../src/policy/did-you-mean.ts'
import { LineCounter, parseDocument, isMap, isSeq } from 'yaml'
import type { Facts } from '../../../../src/policy/facts.ts'
import type { PolicyWithSources } from '../../../../src/policy/model.ts'
import { buildPersonas } from './build-personas.ts'
import { buildRecords, type TableRecord } from './build-records.ts'
import { tableFileSchema, type RowSpec } from './table-schema.ts'

export interface TableSource {
  /** Path relative to the repository root, as messages name it. */
  readonly file: string
  readonly text: string
}

export interface TableRow {
  /** `ea-librarian: sees adoptions (policy/tests/seed.yaml:120)`: unique, and what runners print. */
  readonly title: string
  readonly file: string
  readonly line: number
  readonly persona: string
  readonly facts: Facts
  readonly spec: RowSpec
  /** The named records of the row's file. */
  readonly records: ReadonlyMap<string, TableRecord>
}

// Pure, so the studio runs it in the browser; read-table-sources.ts reads the files.
export interface LoadedTables {
  readonly rows: readonly TableRow[]
  readonly personas: ReadonlyMap<string, Facts>
  /** The highest threshold any file sets; 100 when none does. */
  readonly threshold: number
  readonly errors: readonly string[]
}

export function loadTables(policy: PolicyWithSources, sources: readonly TableSource[]): LoadedTables {
  const rows: TableRow[] = []
  const personas = new Map<string, Facts>()
  const errors: string[] = []
  let threshold: number | undefined
  for (const source of sources) {
    const lineCounter = new LineCounter()
    const doc = parseDocument(source.text, { lineCounter, uniqueKeys: true })
    if (doc.errors.length > 0) {
      errors.push(...doc.errors.map((error) => `${source.file}:${error.linePos?.[0].line ?? 0}: ${error.message.split('\n')[0]}`))
      continue
    }
    const parsed = tableFileSchema.safeParse(doc.toJS())
    if (!parsed.success) {
      errors.push(...parsed.error.issues.map((issue) => `${source.file}: $.${issue.path.join('.')}: ${issue.message}`))
      continue
    }
    const spec = parsed.data
    if (spec.coverage) threshold = Math.max(threshold ?? 0, spec.coverage.threshold)
    const built = buildPersonas(policy, spec.fixtures ?? {}, spec.personas, source.file)
    errors.push(...built.errors)
    const records = buildRecords(policy, spec.records ?? {}, source.file)
    errors.push(...records.errors)
    for (const [name, facts] of built.personas) {
      if (personas.has(name)) errors.push(`${source.file}: persona "${name}" is also defined in another table file`)
      personas.set(name, facts)
    }
    const rowNodes = doc.get('rows', true)
    spec.rows.forEach((row, i) => {
      const node = isSeq(rowNodes) ? rowNodes.items[i] : undefined
      const offset = isMap(node) && node.range ? node.range[0] : 0
      const line = lineCounter.linePos(offset).line
      const facts = built.personas.get(row.persona)
      if (!facts) {
        if (!Object.hasOwn(spec.personas, row.persona))
          errors.push(`${source.file}:${line}: row names persona "${row.persona}", which this file does not define`)
        return
      }
      for (const [name, actions] of Object.entries(row.records ?? {})) {
        const record = records.records.get(name)
        if (!record) {
          if (!Object.hasOwn(spec.records ?? {}, name)) errors.push(`${source.file}:${line}: row names record "${name}", which this file does not define`)
          continue
        }
        const type = policy.records.find((candidate) => candidate.name === record.type)
        const known = type?.actions.map((a) => a.name) ?? []
        const fields = Object.keys(type?.fields ?? {})
        // A field row is `action.field`: whether that field of the record is open to the action (the field rules).
        for (const cell of Object.keys(actions)) {
          const [action = cell, field] = cell.split('.')
          if (!known.includes(action)) errors.push(`${source.file}:${line}: "${action}" is not an action of ${record.type} (it has ${known.join(', ')})`)
          else if (field !== undefined && !fields.includes(field)) {
            const suggestion = didYouMean(field, fields)
            errors.push(
              `${source.file}:${line}: "${field}" is not a field of ${record.type}${suggestion ? ` (did you mean "${suggestion}"?)` : ` (it has ${fields.join(', ')})`}`,
            )
          }
        }
      }
      for (const name of Object.keys(row.procedures ?? {})) {
        if (!policy.procedures.some((procedure) => procedure.name === name))
          errors.push(`${source.file}:${line}: "${name}" is not a procedure of policy/procedures.yaml`)
      }
      const title = `${row.persona}${row.name ? `: ${row.name}` : ''} (${source.file}:${line})`
      rows.push({ title, file: source.file, line, persona: row.persona, facts, spec: row, records: records.records })
    })
  }
  return { rows, personas, threshold: threshold ?? 100, errors }
}
