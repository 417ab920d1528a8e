/** One row of the bench table; `value` is null when the measurement could not run. */
export interface BenchRow {
  readonly group: string
  readonly metric: string
  readonly value: number | null
  readonly unit: string
  /** The target as written in issue 7, if the row has one. */
  readonly target?: string
  /** 'met' | 'missed' against the target, or 'n/a' when there is none, 'not measured' when value is null. */
  readonly status: 'met' | 'missed' | 'n/a' | 'not measured'
  readonly note?: string
}

export function row(group: string, metric: string, value: number, unit: string, options: { target?: string; pass?: boolean; note?: string } = {}): BenchRow {
  return {
    group,
    metric,
    value,
    unit,
    ...(options.target ? { target: options.target } : {}),
    status: options.pass === undefined ? 'n/a' : options.pass ? 'met' : 'missed',
    ...(options.note ? { note: options.note } : {}),
  }
}

export function notMeasured(group: string, metric: string, reason: string, target?: string): BenchRow {
  return { group, metric, value: null, unit: '', ...(target ? { target } : {}), status: 'not measured', note: `not measured: ${reason}` }
}

/** A plain-text table: one line per row, columns padded to the widest cell. */
export function renderTable(rows: readonly BenchRow[]): string {
  const header = ['group', 'metric', 'value', 'unit', 'target', 'status', 'note']
  const cells = rows.map((r) => [r.group, r.metric, r.value === null ? '-' : formatNumber(r.value), r.unit, r.target ?? '', r.status, r.note ?? ''])
  const widths = header.map((title, i) => Math.max(title.length, ...cells.map((line) => (line[i] ?? '').length)))
  const line = (parts: readonly string[]) =>
    parts
      .map((part, i) => (i === 2 ? part.padStart(widths[i] ?? 0) : part.padEnd(widths[i] ?? 0)))
      .join('  ')
      .trimEnd()
  return [line(header), line(widths.map((w) => '-'.repeat(w))), ...cells.map(line)].join('\n')
}

function formatNumber(value: number): string {
  if (Number.isInteger(value)) return value.toLocaleString('en-US')
  if (Math.abs(value) >= 100) return value.toFixed(0)
  if (Math.abs(value) >= 1) return value.toFixed(2)
  return value.toPrecision(3)
}
