import type { PolicyWithSources, CompiledRecordType, RecordField } from '../../src/policy/model.ts'
import { generatedHeader } from './generated-header.ts'

/**
 * src/generated/records.gen.ts: one interface per record type (`RequestRecord`),
 * with the camelCase fields the data layer carries, and the actions of each.
 */
export function emitRecords(policy: PolicyWithSources): string {
  const names = policy.records.map((record) => record.name)
  return `${generatedHeader()}

${policy.records.map(recordInterface).join('\n\n')}

export const recordTypes = ${list(names)} as const
export type RecordType = (typeof recordTypes)[number]

/** The record interface of each record type. */
export interface RecordsByType {
${policy.records.map((record) => `  readonly ${record.name}: ${record.name}Record`).join('\n')}
}

/** The actions of each record type, as policy/resources/ declares them. */
export const recordActions = {
${policy.records.map((record) => `  ${record.name}: ${list(record.actions.map((a) => a.name))},`).join('\n')}
} as const
export type RecordAction<T extends RecordType = RecordType> = (typeof recordActions)[T][number]

/**
 * Each action's description, as policy/resources/ writes it: the words the
 * server shows for an action (the Staff page's review of a change). Nothing
 * of the browser imports it, so it stays out of the bundle.
 */
export const recordActionDescriptions: { readonly [T in RecordType]: Readonly<Record<RecordAction<T>, string>> } = {
${policy.records.map(actionDescriptionsLine).join('\n')}
}
`
}

/** One record type's line of recordActionDescriptions. */
function actionDescriptionsLine(record: CompiledRecordType): string {
  return `  ${record.name}: { ${record.actions.map((a) => `${JSON.stringify(a.name)}: ${JSON.stringify(a.description)}`).join(', ')} },`
}

/** The ability pairs of the record types, for PolicyAbilityTuple. */
export function recordAbilityPairs(policy: PolicyWithSources): string[] {
  return policy.records.map(
    (record) =>
      `[${record.actions.map((a) => JSON.stringify(a.name)).join(' | ')}, ` +
      `${JSON.stringify(record.name)} | (${record.name}Record & ForcedSubject<${JSON.stringify(record.name)}>)]`,
  )
}

function recordInterface(record: CompiledRecordType): string {
  const fields = Object.entries(record.fields).map(([name, field]) => {
    const doc = field.description ? `  /** ${field.description.replaceAll('*/', '* /')} */\n` : ''
    return `${doc}  readonly ${name}: ${fieldType(field)}`
  })
  return `/** ${record.description.replaceAll('*/', '* /')} (${record.src[0]}) */
export interface ${record.name}Record {
${fields.join('\n')}
}`
}

function fieldType(field: RecordField): string {
  const base =
    field.type === 'string-list'
      ? 'readonly string[]'
      : field.type === 'string' && field.values
        ? field.values.map((value) => JSON.stringify(value)).join(' | ')
        : field.type
  return field.nullable ? `${base} | null` : base
}

function list(values: readonly string[]): string {
  return `[${values.map((value) => JSON.stringify(value)).join(', ')}]`
}
