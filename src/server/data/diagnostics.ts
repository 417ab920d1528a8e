/**
 * A problem in a data file, as data: where it is and what is wrong. Rendered as
 * `file:line:col error[code] message` like the policy compiler's diagnostics.
 */
export interface DataDiagnostic {
  readonly file: string
  /** 1-based; 0 when the problem is the file as a whole (missing, unreadable). */
  readonly line: number
  readonly column: number
  /** JSON path of the offending value, for example `$.users[2].permissions`. */
  readonly path: string
  readonly code: string
  readonly message: string
  /** Absent means error: the file is refused. A warning is printed and the file still loads. */
  readonly severity?: 'warning'
}

export function formatDiagnostic(d: DataDiagnostic): string {
  const where = d.line > 0 ? `${d.file}:${d.line}:${d.column}` : d.file
  return `${where} ${d.severity ?? 'error'}[${d.code}] ${d.message}${d.path !== '$' ? ` (at ${d.path})` : ''}`
}

export type PathSegment = string | number

export function jsonPath(segments: readonly PathSegment[]): string {
  return segments.reduce<string>(
    (path, segment) =>
      typeof segment === 'number' ? `${path}[${segment}]` : /^[A-Za-z_$][\w$]*$/.test(segment) ? `${path}.${segment}` : `${path}[${JSON.stringify(segment)}]`,
    '$',
  )
}

/** Sorted by position, so the first problem in the file is reported first. */
export function sortDiagnostics(list: readonly DataDiagnostic[]): DataDiagnostic[] {
  return [...list].sort((a, b) => a.line - b.line || a.column - b.column || a.code.localeCompare(b.code))
}
