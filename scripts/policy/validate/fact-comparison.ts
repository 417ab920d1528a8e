import type { PathSegment } from '../diagnostic.ts'
import type { DocumentName, RawCondition, RawFactField } from '../documents.ts'
import type { ValidationContext } from './context.ts'

/** A fact condition compares the fact with a value of the fact's own type. */
export function validateFactComparison(
  ctx: ValidationContext,
  doc: DocumentName,
  raw: Extract<RawCondition, { fact: string }>,
  field: RawFactField,
  path: readonly PathSegment[],
): void {
  const report = (at: readonly PathSegment[], message: string, hint?: string) => ctx.report(doc, at, 'fact-type-mismatch', message, hint)
  const forms = [raw.equals !== undefined, raw.in !== undefined, raw.notEmpty !== undefined].filter(Boolean).length
  if (forms > 1) {
    return ctx.report(
      doc,
      path,
      'invalid-shape',
      'a fact condition takes at most one of equals, in and notEmpty',
      'Split it into several conditions under all: or any:.',
    )
  }
  if (raw.in !== undefined) {
    if (field.type !== 'string') report([...path, 'in'], `"${raw.fact}" is a ${field.type}; only string facts can be looked up in a list`)
    return
  }
  if (raw.notEmpty !== undefined) {
    if (field.type !== 'list' && field.type !== 'map') report([...path, 'notEmpty'], `"${raw.fact}" is a ${field.type}; notEmpty applies to list and map facts`)
    return
  }
  if (raw.equals === undefined) {
    if (field.type !== 'boolean')
      report([...path, 'fact'], `"${raw.fact}" is a ${field.type}, not a boolean`, `Compare it with a value: { fact: ${raw.fact}, equals: ... }`)
    return
  }
  const actual = raw.equals === null ? 'null' : typeof raw.equals
  const fits = raw.equals === null ? field.nullable === true : actual === field.type
  if (fits) return
  report(
    [...path, 'equals'],
    `"${raw.fact}" is a ${field.nullable ? `${field.type} or null` : field.type} but is compared ` +
      `with ${raw.equals === null ? 'null' : `the ${actual} ${JSON.stringify(raw.equals)}`}`,
    field.type === 'string' ? 'Quote the value so it is a string.' : `Use a ${field.type} value.`,
  )
}
