import type { Diagnostic, PathSegment } from '../diagnostic.ts'
import { jsonPath } from '../diagnostic.ts'
import type { ParsedFile } from '../parse.ts'
import type { ValidationContext } from './context.ts'

/**
 * The context with reports going to one record type file. The shared checks
 * (conditions, names) report through `ctx.report(doc, ...)`; for a resource
 * file the document name is not one of the fixed documents, so it is ignored
 * here and the position is looked up in `file` instead.
 */
export function reportingIn(ctx: ValidationContext, file: ParsedFile, diagnostics: Diagnostic[]): ValidationContext {
  return {
    ...ctx,
    report: (_doc, path: readonly PathSegment[], code, message, hint) => {
      const { line, column } = file.locate(path)
      diagnostics.push({ file: file.file, line, column, path: jsonPath(path), severity: 'error', code, message, ...(hint ? { hint } : {}) })
    },
  }
}
