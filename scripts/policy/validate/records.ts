import type { Diagnostic } from '../diagnostic.ts'
import type { ValidatedResource } from '../read-resources.ts'
import { validateCondition } from './conditions.ts'
import type { ValidationContext } from './context.ts'
import { reportingIn } from './record-file.ts'
import { reportUnknownField, validateWhere } from './where.ts'
import { conjunctionQuery, toDnf } from '../record-dnf.ts'
import type { RawRecordRule, RawWhere } from '../record-documents.ts'
import type { PathSegment } from '../diagnostic.ts'

/**
 * Each record type file: `values` only on string fields, every rule's `when`
 * in the facts language (names declared, facts compared with their own type)
 * and every `where` against the record's fields.
 */
export function validateRecords(ctx: ValidationContext, resources: readonly ValidatedResource[], diagnostics: Diagnostic[]): void {
  for (const resource of resources) {
    const inFile = reportingIn(ctx, resource.file, diagnostics)
    const { fields, actions } = resource.value
    for (const [name, field] of Object.entries(fields)) {
      if (field.values && field.type !== 'string') {
        inFile.report(
          'procedures',
          ['fields', name, 'values'],
          'invalid-shape',
          `"${name}" is a ${field.type}; only string fields take values:`,
          'Remove values:, or make the field a string.',
        )
      }
    }
    for (const [action, entry] of Object.entries(actions)) {
      entry.rules.forEach((rule, i) => {
        const at = ['actions', action, 'rules', i]
        // The document name is ignored by reportingIn; validateCondition only passes it through.
        if (rule.when) validateCondition(inFile, 'procedures', rule.when, [...at, 'when'])
        validateFieldRule(inFile, fields, rule, at)
        if (!rule.where) return
        const before = diagnostics.length
        validateWhere(inFile, fields, rule.where, [...at, 'where'])
        if (diagnostics.length === before) reportConflicts(inFile, rule.where, [...at, 'where'])
      })
    }
  }
}

/**
 * A field rule names fields of its record type, each once; `forbid` withholds
 * fields, so it needs them (a rule that withholds a whole record is no rule),
 * and `reason` is said only to someone a forbid rule refuses.
 */
function validateFieldRule(ctx: ValidationContext, fields: Readonly<Record<string, unknown>>, rule: RawRecordRule, at: readonly PathSegment[]): void {
  const report = (path: readonly PathSegment[], code: string, message: string, hint: string) => ctx.report('procedures', path, code, message, hint)
  if (rule.forbid && !rule.fields) {
    report(
      [...at, 'forbid'],
      'invalid-shape',
      'forbid: withholds fields, and this rule names none',
      'Add fields: [the fields it withholds], or remove forbid: to grant the record.',
    )
  }
  if (rule.reason !== undefined && !rule.forbid) {
    report(
      [...at, 'reason'],
      'invalid-shape',
      'reason: is said to someone a forbid rule refuses, and this rule forbids nothing',
      'Remove reason:, or add forbid: true and fields:.',
    )
  }
  const seen = new Set<string>()
  rule.fields?.forEach((name, i) => {
    const path = [...at, 'fields', i]
    if (!Object.hasOwn(fields, name)) reportUnknownField(ctx, fields, name, path)
    else if (seen.has(name)) {
      report(path, 'duplicate-name', `"${name}" is named twice in this rule's fields`, 'Name each field once.')
    }
    seen.add(name)
  })
}

/** A CASL condition holds one test per field and operator, so two of them in one AND cannot both be kept. */
function reportConflicts(ctx: ValidationContext, where: RawWhere, path: readonly PathSegment[]): void {
  for (const conjunction of toDnf(where, path)) {
    const result = conjunctionQuery(conjunction)
    if ('conflict' in result) {
      const { field, op } = result.conflict
      ctx.report(
        'procedures',
        result.conflict.path,
        'invalid-shape',
        `this rule tests "${field}" twice with the same kind of test (${op}) in one AND`,
        'Keep one test of the field, or use in: with the values it may take.',
      )
      return
    }
  }
}
