/** Timing helpers shared by the measurements: every figure in the table is a median. */

export function median(values: readonly number[]): number {
  if (values.length === 0) return Number.NaN
  const sorted = [...values].sort((a, b) => a - b)
  const mid = Math.floor(sorted.length / 2)
  return sorted.length % 2 === 1 ? (sorted[mid] ?? Number.NaN) : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2
}

/** Wall time of one call, in milliseconds. */
export function timeOnce(run: () => unknown): number {
  const start = performance.now()
  run()
  return performance.now() - start
}

/**
 * Milliseconds per call: the median over `samples` batches of `batch` calls
 * each. Batching keeps sub-microsecond work above the timer's resolution.
 */
export function msPerCall(run: () => unknown, { samples, batch }: { samples: number; batch: number }): number {
  const perCall: number[] = []
  for (let s = 0; s < samples; s++) {
    const start = performance.now()
    for (let i = 0; i < batch; i++) run()
    perCall.push((performance.now() - start) / batch)
  }
  return median(perCall)
}

/** A batch size that makes one batch of `run` last roughly `targetMs`. */
export function calibrateBatch(run: () => unknown, targetMs = 20): number {
  let batch = 1
  for (;;) {
    const start = performance.now()
    for (let i = 0; i < batch; i++) run()
    const elapsed = performance.now() - start
    if (elapsed >= targetMs || batch >= 1 << 24) return Math.max(1, Math.round((batch * targetMs) / Math.max(elapsed, 0.001)))
    batch *= 2
  }
}

export function round(value: number, digits = 3): number {
  const factor = 10 ** digits
  return Math.round(value * factor) / factor
}

/** The p-th percentile (0-100) by nearest rank; NaN for no values. */
export function percentile(values: readonly number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN
}
