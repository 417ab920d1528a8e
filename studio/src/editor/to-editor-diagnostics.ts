import type { Text } from '@codemirror/state'
import type { Diagnostic as EditorDiagnostic } from '@codemirror/lint'
import type { Diagnostic } from '../../../scripts/policy/diagnostic.ts'

/**
 * A compiler diagnostic as CodeMirror draws it: underlined from its line and
 * column to the end of the word there, with the hint, and a one-click fix when
 * the compiler suggested a name ("did you mean").
 */
export function toEditorDiagnostic(doc: Text, diagnostic: Diagnostic): EditorDiagnostic {
  const { from, to } = rangeOf(doc, diagnostic.line, diagnostic.column)
  const unknown = /^"([^"]+)"/.exec(diagnostic.message)?.[1]
  const suggestion = /did you mean "([^"]+)"\?/.exec(diagnostic.message)?.[1]
  const canFix = unknown !== undefined && suggestion !== undefined && doc.sliceString(from, from + unknown.length) === unknown
  return {
    from,
    to,
    severity: diagnostic.severity,
    source: diagnostic.code,
    message: diagnostic.hint ? `${diagnostic.message}\n${diagnostic.hint}` : diagnostic.message,
    ...(canFix
      ? {
          actions: [
            {
              name: `Change to ${suggestion}`,
              apply: (view, start) => view.dispatch({ changes: { from: start, to: start + unknown.length, insert: suggestion } }),
            },
          ],
        }
      : {}),
  }
}

/** Offsets of a 1-based line and column; line 0 (a missing file) is the start of the document. */
export function rangeOf(doc: Text, line: number, column: number): { from: number; to: number } {
  if (line < 1) return { from: 0, to: Math.min(1, doc.length) }
  const at = doc.line(Math.min(line, doc.lines))
  const from = at.from + Math.min(Math.max(column - 1, 0), at.length)
  const word = /^[^\s,{}[\]]+/.exec(doc.sliceString(from, at.to))?.[0] ?? ''
  return { from, to: Math.max(from + word.length, Math.min(from + 1, at.to)) }
}
