import { sql } from 'kysely'
import { insertBatched } from '../db/insert-batched.ts'
import type { AppDb } from '../db/schema.ts'
import type { Logger } from '../logger.ts'
import type { Decision, DecisionSink } from './decision.ts'

export interface DecisionLogOptions {
  readonly db: AppDb
  /** The server's clock (ms): retention's cut-off and how often it runs. */
  readonly now: () => number
  readonly logger: Logger
  /** 0 to 1: each decision is kept with this chance (1: all, 0: none). */
  readonly sampleRate: number
  readonly retentionDays: number
  readonly retentionRows: number
  /** [0, 1), Math.random by default; tests inject their own. */
  readonly random?: () => number
  readonly flushEveryMs?: number
  /** A full batch (100 by default) is written at once, without waiting for the timer. */
  readonly batchSize?: number
  /** Decisions beyond this many waiting are dropped (and counted), so a slow database cannot grow the memory. */
  readonly maxPending?: number
}

export interface DecisionLog extends DecisionSink {
  /** Writes what is waiting; never rejects (a failure is logged as a warning). */
  flush(): Promise<void>
  /** Stops the timer and writes what is waiting; decisions recorded afterwards are ignored. */
  close(): Promise<void>
  /** Decisions dropped since the start: the buffer was full, or their write failed. */
  readonly dropped: number
}

const minuteMs = 60_000
const dayMs = 24 * 60 * minuteMs

/**
 * The decision log's writer (issue 59): `record` only pushes to a buffer, so
 * a request never waits on the log; the buffer is written in batches by a
 * timer or when a batch is full, and trimmed by age and count at most once
 * a minute. Both trims are idempotent, so servers sharing one PostgreSQL may
 * run them at once.
 */
export function createDecisionLog(options: DecisionLogOptions): DecisionLog {
  const { db, now, logger, sampleRate, retentionDays, retentionRows } = options
  const random = options.random ?? Math.random
  // Small statements, with a turn of the event loop between them: better-sqlite3 runs each one on the server's
  // own thread, and one statement of 500 rows was a pause requests.approve's p99 showed (bench "decision log").
  const batchSize = Math.max(1, options.batchSize ?? 100)
  const maxPending = options.maxPending ?? 20_000
  let pending: Decision[] = []
  let dropped = 0
  // Dropped since the last warning, so a full buffer or a database down is told once, not per decision.
  let droppedUntold = 0
  let failing = false
  let closed = false
  let lastRetention = Number.NEGATIVE_INFINITY
  let running: Promise<void> = Promise.resolve()

  const timer = setInterval(() => void flush(), options.flushEveryMs ?? 1000)
  // The log never keeps the process alive.
  timer.unref()

  function record(decision: Decision): void {
    try {
      if (closed || !(random() < sampleRate)) return
      if (pending.length >= maxPending) {
        dropped += 1
        droppedUntold += 1
        return
      }
      pending.push(decision)
      if (pending.length >= batchSize) void flush()
    } catch {
      // record() never throws: a faulty random() loses one decision, not a request.
    }
  }

  function flush(): Promise<void> {
    // One write at a time, in order: a flush waits for the one under way, then writes what is left.
    running = running.then(write).catch(() => undefined)
    return running
  }

  async function write(): Promise<void> {
    while (pending.length > 0) {
      await new Promise((turn) => setImmediate(turn))
      const batch = pending.slice(0, batchSize)
      pending = pending.slice(batch.length)
      try {
        await insertBatched(db, 'decisions', batch.map(rowOf))
        if (failing) logger.info('The decision log writes again.')
        failing = false
      } catch (error) {
        dropped += batch.length
        if (!failing) logger.warn(`The decision log could not write ${batch.length} decisions (more may follow, told once): ${messageOf(error)}`)
        failing = true
      }
    }
    if (droppedUntold > 0) {
      logger.warn(`The decision log dropped ${droppedUntold} decisions: more than ${maxPending} were waiting to be written.`)
      droppedUntold = 0
    }
    await trim()
  }

  async function trim(): Promise<void> {
    const at = now()
    if (at - lastRetention < minuteMs) return
    lastRetention = at
    try {
      await db
        .deleteFrom('decisions')
        .where('at', '<', new Date(at - retentionDays * dayMs).toISOString())
        .execute()
      await db
        .deleteFrom('decisions')
        .where('id', '<=', sql<number>`(SELECT max(id) FROM decisions) - ${retentionRows}`)
        .execute()
    } catch (error) {
      if (!failing) logger.warn(`The decision log could not remove old decisions: ${messageOf(error)}`)
    }
  }

  return {
    record,
    flush,
    async close() {
      closed = true
      clearInterval(timer)
      await flush()
    },
    get dropped() {
      return dropped
    },
  }
}

function rowOf(decision: Decision) {
  return {
    at: decision.at,
    policy_hash: decision.policyHash,
    user_id: decision.userId,
    institution_id: decision.institutionId,
    procedure: decision.procedure,
    action: decision.action,
    subject: decision.subject,
    record_id: decision.recordId,
    outcome: decision.outcome,
    facts_hash: decision.factsHash,
    record_json: decision.record === null ? null : JSON.stringify(decision.record),
  }
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error)
}
