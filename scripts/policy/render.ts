import type { Diagnostic } from './diagnostic.ts'

/** OPA stops at ten; past that the first ones are what the author fixes first anyway. */
export const MAX_DIAGNOSTICS = 50

/** De-duplicated, sorted by file, line and column, capped. */
export function sortDiagnostics(diagnostics: readonly Diagnostic[]): Diagnostic[] {
  const seen = new Set<string>()
  const unique = diagnostics.filter((diagnostic) => {
    const key = `${diagnostic.file}:${diagnostic.line}:${diagnostic.column}:${diagnostic.code}:${diagnostic.message}`
    if (seen.has(key)) return false
    seen.add(key)
    return true
  })
  return unique.sort((a, b) => a.file.localeCompare(b.file) || a.line - b.line || a.column - b.column || a.code.localeCompare(b.code)).slice(0, MAX_DIAGNOSTICS)
}

/** `policy/routes.yaml:14:9 error[unknown-permission] "booklist:veiw" is not a declared permission (did you mean "booklist:view"?)` */
export function renderDiagnostic(diagnostic: Diagnostic): string {
  const head = `${diagnostic.file}:${diagnostic.line}:${diagnostic.column} ${diagnostic.severity}[${diagnostic.code}] ${diagnostic.message}`
  return diagnostic.hint ? `${head}\n  hint: ${diagnostic.hint}` : head
}
