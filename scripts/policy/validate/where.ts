import { didYouMean } from '../../../src/policy/did-you-mean.ts'
import type { PathSegment } from '../diagnostic.ts'
import { whereOperators, type RawOperand, type RawWhere, type WhereOperator } from '../record-documents.ts'
import type { RawResource } from '../record-documents.ts'
import type { ValidationContext } from './context.ts'

type Field = RawResource['fields'][string]

export const userFields = ['id', 'institutionId'] as const

/** A name that is not a field of the record type, where a `where` test or a field rule names it: did you mean, else the fields there are. */
export function reportUnknownField(ctx: ValidationContext, fields: Readonly<Record<string, unknown>>, name: string, path: readonly PathSegment[]): void {
  const suggestion = didYouMean(name, Object.keys(fields))
  ctx.report(
    'procedures',
    path,
    'unknown-record-field',
    `"${name}" is not a field of this record type${suggestion ? ` (did you mean "${suggestion}"?)` : ''}`,
    suggestion ? `Change it to "${suggestion}", or declare "${name}" under fields:.` : `The fields are: ${Object.keys(fields).join(', ')}.`,
  )
}

/**
 * A record condition names fields of its record type, uses one operator per
 * test, compares each field with values of its own type, and references only
 * fields the signed-in user has. `ctx` reports into the record's file.
 */
export function validateWhere(ctx: ValidationContext, fields: Readonly<Record<string, Field>>, raw: RawWhere, path: readonly PathSegment[]): void {
  if ('all' in raw) return raw.all.forEach((part, i) => validateWhere(ctx, fields, part, [...path, 'all', i]))
  if ('any' in raw) return raw.any.forEach((part, i) => validateWhere(ctx, fields, part, [...path, 'any', i]))
  if ('not' in raw) return validateWhere(ctx, fields, raw.not, [...path, 'not'])
  const report = (at: readonly PathSegment[], code: string, message: string, hint?: string) => ctx.report('procedures', at, code, message, hint)
  const used = whereOperators.filter((op) => raw[op] !== undefined)
  const [op] = used
  if (used.length !== 1 || !op) {
    return report(
      path,
      'invalid-shape',
      `a field test takes exactly one of ${whereOperators.join(', ')}`,
      used.length > 1 ? 'Split it into several tests under all: or any:.' : `Add one, for example { field: ${raw.field}, equals: ... }.`,
    )
  }
  const field = fields[raw.field]
  if (!Object.hasOwn(fields, raw.field) || !field) return reportUnknownField(ctx, fields, raw.field, [...path, 'field'])
  const value = raw[op]
  const values: readonly RawOperand[] = Array.isArray(value) ? value : [value as RawOperand]
  values.forEach((operand, i) => checkOperand(report, raw.field, field, op, operand, Array.isArray(value) ? [...path, op, i] : [...path, op]))
}

type Report = (at: readonly PathSegment[], code: string, message: string, hint?: string) => void

function checkOperand(report: Report, name: string, field: Field, op: WhereOperator, operand: RawOperand, at: readonly PathSegment[]): void {
  const mismatch = (message: string, hint?: string) => report(at, 'record-type-mismatch', message, hint)
  const isList = field.type === 'string-list'
  if (op === 'contains' && !isList)
    return mismatch(`"${name}" is a ${field.type}; contains applies to string-list fields`, `Use equals: for a ${field.type} field.`)
  if (op !== 'contains' && isList) return mismatch(`"${name}" is a string-list; test it with contains (or not: { field: ${name}, contains: ... })`)
  const comparison = op === 'gt' || op === 'gte' || op === 'lt' || op === 'lte'
  if (comparison && (field.nullable || (field.type !== 'number' && field.type !== 'string'))) {
    return mismatch(
      `"${name}" is a ${describe(field)}; ${op} compares non-nullable numbers and strings only`,
      'A missing value has no order; test it with equals: null first, or compare another field.',
    )
  }
  if (operand !== null && typeof operand === 'object') {
    if (!(userFields as readonly string[]).includes(operand.user)) {
      const suggestion = didYouMean(operand.user, userFields)
      return report(
        [...at, 'user'],
        'unknown-user-reference',
        `"user.${operand.user}" is not a field of the signed-in user${suggestion ? ` (did you mean "${suggestion}"?)` : ''}`,
        `The user has ${userFields.join(' and ')}.`,
      )
    }
    if (field.type !== 'string' && !isList) return mismatch(`"${name}" is a ${field.type} but is compared with user.${operand.user}, a string`)
    return
  }
  if (operand === null) {
    if (!field.nullable) mismatch(`"${name}" is never null (it is not nullable)`, `Add nullable: true to "${name}" if it may be empty.`)
    return
  }
  const expected = isList ? 'string' : field.type
  if (typeof operand !== expected) {
    return mismatch(
      `"${name}" is a ${describe(field)} but is compared with the ${typeof operand} ${JSON.stringify(operand)}`,
      expected === 'string' ? 'Quote the value so it is a string.' : `Use a ${expected} value.`,
    )
  }
  if (typeof operand === 'string' && field.values && !field.values.includes(operand)) {
    const suggestion = didYouMean(operand, field.values)
    mismatch(
      `"${operand}" is not one of the values of "${name}"${suggestion ? ` (did you mean "${suggestion}"?)` : ''}`,
      `"${name}" takes ${field.values.join(', ')}.`,
    )
  }
}

function describe(field: Field): string {
  return field.nullable ? `${field.type} or null` : field.type
}
