/**
 * How many calls the browser may put in one batched /trpc request. The server
 * refuses bigger batches (src/server/limits.ts, LIMIT_BATCH_CALLS) and tells
 * the browser its own number in the page's run-time config; this is the
 * default on both sides.
 */
export const defaultBatchCalls = 50
