/** A problem found in the policy, as data. Every stage returns these; only the CLI prints them. */
export interface Diagnostic {
  readonly file: string
  /** 1-based; 0 when the problem is about a missing file. */
  readonly line: number
  readonly column: number
  /** JSON path of the offending value, for example `$.routes[3].access`. */
  readonly path: string
  readonly severity: 'error' | 'warning'
  /** Stable, kebab-case; tests and tools match on it. */
  readonly code: string
  readonly message: string
  readonly hint?: string
}

export type PathSegment = string | number

export function jsonPath(segments: readonly PathSegment[]): string {
  return segments.reduce<string>(
    (path, segment) =>
      typeof segment === 'number' ? `${path}[${segment}]` : /^[A-Za-z_$][\w$]*$/.test(segment) ? `${path}.${segment}` : `${path}[${JSON.stringify(segment)}]`,
    '$',
  )
}
