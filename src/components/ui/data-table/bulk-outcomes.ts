/** One row the action did not do, and why (the error as thrown: the screen words it). */
export interface RowFailure<TRow> {
  readonly row: TRow
  readonly error: unknown
}

export interface BulkOutcome<TRow> {
  readonly succeeded: readonly TRow[]
  readonly failed: readonly RowFailure<TRow>[]
}

/**
 * How many rows are in flight at once. Each row is its own request, decided on
 * its own (its version, its rules): all at once would queue behind the
 * browser's few connections per host anyway, and tRPC's batching would join
 * them into one request that the server's body limit may refuse whole. One at
 * a time would make fifty rows slow. A few is the middle.
 */
export const bulkConcurrency = 4

/**
 * Runs `run` for every row, at most `concurrency` at a time; a row that fails
 * (a rejected promise or a throw) does not stop the others. The outcome keeps
 * the rows' order.
 */
export async function runEach<TRow>(rows: readonly TRow[], run: (row: TRow) => Promise<unknown>, concurrency = bulkConcurrency): Promise<BulkOutcome<TRow>> {
  const settled: boolean[] = []
  const errors = new Map<number, unknown>()
  let next = 0
  const worker = async () => {
    while (next < rows.length) {
      const at = next++
      try {
        await run(rows[at] as TRow)
        settled[at] = true
      } catch (error) {
        settled[at] = false
        errors.set(at, error)
      }
    }
  }
  await Promise.all(Array.from({ length: Math.max(1, Math.min(concurrency, rows.length)) }, worker))
  return {
    succeeded: rows.filter((_, at) => settled[at]),
    failed: rows.flatMap((row, at) => (settled[at] ? [] : [{ row, error: errors.get(at) }])),
  }
}

/** "3 approved, 2 failed"; a part with no rows is left out ("3 approved"), and nothing done at all says so. */
export function outcomeSummary(outcome: BulkOutcome<unknown>, done: string): string {
  const parts = [outcome.succeeded.length > 0 ? `${outcome.succeeded.length} ${done}` : '', outcome.failed.length > 0 ? `${outcome.failed.length} failed` : '']
  return parts.filter(Boolean).join(', ') || `None ${done}`
}
