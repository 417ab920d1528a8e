import { rolloverBatchSize, type RolloverInput, type RolloverOutcome, type RolloverPreviewRow } from '../../../contracts/rollover.ts'

/** One batch as the server takes it; answers each list's outcome. */
export type SendBatch = (batch: RolloverInput) => Promise<{ readonly outcomes: readonly RolloverOutcome[] }>

/**
 * Rolls the previewed lists that will roll, one batch (one transaction) after
 * another, telling how many are done after each. The keys are made once per
 * confirm, one per batch, so a batch sent again is answered, not rolled again.
 * A batch that fails whole (the connection dropped) marks its lists with the
 * error and the next batches still go: what was done stays done.
 */
export async function runRollover(
  rows: readonly RolloverPreviewRow[],
  target: string,
  send: SendBatch,
  onProgress: (done: number, total: number) => void,
  describe: (error: unknown) => string,
  newKey: () => string = () => crypto.randomUUID(),
): Promise<RolloverOutcome[]> {
  const rolling = rows.filter((row) => row.plan === 'roll')
  const batches: RolloverPreviewRow[][] = []
  for (let i = 0; i < rolling.length; i += rolloverBatchSize) batches.push(rolling.slice(i, i + rolloverBatchSize))
  const keys = batches.map(() => newKey())
  const outcomes: RolloverOutcome[] = []
  onProgress(0, rolling.length)
  for (const [i, batch] of batches.entries()) {
    const lists = batch.map((row) => ({ id: row.listId, version: row.version }))
    try {
      outcomes.push(...(await send({ target, lists, idempotencyKey: keys[i] ?? newKey() })).outcomes)
    } catch (error) {
      const message = describe(error)
      outcomes.push(...batch.map((row) => ({ listId: row.listId, result: 'failed' as const, message })))
    }
    onProgress(outcomes.length, rolling.length)
  }
  return outcomes
}
