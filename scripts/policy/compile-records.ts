import type { CompiledAbilityRule, CompiledRecordType, Condition, RecordField, RecordTest, SourceRef } from '../../src/policy/model.ts'
import type { PathSegment } from './diagnostic.ts'
import type { RawCondition } from './documents.ts'
import type { ParsedFile } from './parse.ts'
import type { ValidatedResource } from './read-resources.ts'
import { conjunctionQuery, toDnf, type Leaf } from './record-dnf.ts'

export interface RecordCompileTools {
  /** Compiles a facts condition written in `file` (shares the policy's condition ids). */
  readonly condition: (file: ParsedFile, raw: RawCondition, path: PathSegment[]) => Condition
  readonly nextId: () => number
}

/**
 * Record types and their rules. A YAML rule `{ when, where }` becomes one CASL
 * rule per AND of its `where` (see record-dnf.ts), all sharing its `when`;
 * several rules of one action OR together, as CASL ORs rules.
 */
export function compileRecords(
  resources: readonly ValidatedResource[],
  tools: RecordCompileTools,
): { records: CompiledRecordType[]; rules: CompiledAbilityRule[] } {
  const records: CompiledRecordType[] = []
  const rules: CompiledAbilityRule[] = []
  for (const resource of resources) {
    const { file, value } = resource
    const src = (path: readonly PathSegment[], part?: 'key' | 'value'): SourceRef => {
      const { line, column } = file.locate(path, part)
      return [file.file, line, column]
    }
    records.push({
      name: resource.name,
      description: value.description,
      fields: Object.fromEntries(Object.entries(value.fields).map(([name, field]) => [name, recordField(field)])),
      actions: Object.entries(value.actions).map(([name, action]) => ({ name, description: action.description, src: src(['actions', name], 'key') })),
      src: src([]),
    })
    for (const [action, entry] of Object.entries(value.actions)) {
      // CASL gives later rules precedence: forbid rules go after the action's grants, so a forbid always wins wherever it is written.
      const ordered = entry.rules.map((rule, i) => ({ rule, i })).sort((a, b) => Number(a.rule.forbid ?? false) - Number(b.rule.forbid ?? false))
      ordered.forEach(({ rule, i }) => {
        const at: PathSegment[] = ['actions', action, 'rules', i]
        const when = tools.condition(file, rule.when ?? { always: true }, rule.when ? [...at, 'when'] : at)
        const base: CompiledAbilityRule = {
          action,
          subject: resource.name,
          when,
          src: src(at),
          ...(rule.fields ? { fields: rule.fields } : {}),
          ...(rule.forbid ? { inverted: true as const } : {}),
          ...(rule.reason !== undefined ? { reason: rule.reason } : {}),
        }
        if (!rule.where) {
          rules.push(base)
          return
        }
        const tests = new Map<Leaf, RecordTest>()
        const test = (leaf: Leaf): RecordTest => {
          const known = tests.get(leaf)
          if (known) return known
          const made = { field: leaf.field, op: leaf.op, value: leaf.value, id: tools.nextId(), src: src(leaf.path) }
          tests.set(leaf, made)
          return made
        }
        for (const conjunction of toDnf(rule.where, [...at, 'where'])) {
          const result = conjunctionQuery(conjunction)
          // Validation reports conflicts, so compile only meets mergeable tests.
          if ('conflict' in result) throw new Error(`unreported conflict in ${file.file}`)
          rules.push({ ...base, conditions: result.query, where: conjunction.map(test) })
        }
      })
    }
  }
  return { records, rules }
}

/**
 * Per record type and action, the fields a field rule may withhold from
 * someone the action allows: every field when a grant names only some, else
 * the fields forbid rules name. The server leaves out of its SELECT, answers
 * and exports whichever of these a person may not read; the rest go to
 * anyone who may read the record.
 */
export function guardedFields(records: readonly CompiledRecordType[], rules: readonly CompiledAbilityRule[]): Record<string, Record<string, string[]>> {
  const guarded: Record<string, Record<string, string[]>> = {}
  for (const record of records) {
    for (const { name: action } of record.actions) {
      const own = rules.filter((rule) => rule.subject === record.name && rule.action === action && rule.fields)
      if (own.length === 0) continue
      const all = Object.keys(record.fields)
      const fields = own.some((rule) => !rule.inverted) ? all : all.filter((field) => own.some((rule) => rule.fields?.includes(field)))
      ;(guarded[record.name] ??= {})[action] = fields
    }
  }
  return guarded
}

function recordField(field: ValidatedResource['value']['fields'][string]): RecordField {
  return {
    type: field.type,
    ...(field.nullable ? { nullable: true } : {}),
    ...(field.values ? { values: field.values } : {}),
    ...(field.description ? { description: field.description } : {}),
  }
}
