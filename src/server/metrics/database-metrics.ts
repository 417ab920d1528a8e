import type { LogEvent } from 'kysely'
import { Gauge } from 'prom-client'
import { metrics, queryDuration } from './registry.ts'

/** Kysely's `log` hook: every statement's time goes into adoptions_db_query_duration_seconds. */
export function observeQuery(event: LogEvent): void {
  queryDuration.observe({ outcome: event.level === 'query' ? 'ok' : 'error' }, event.queryDurationMillis / 1000)
}

/** What a pg.Pool tells about itself. */
interface PoolState {
  readonly totalCount: number
  readonly idleCount: number
  readonly waitingCount: number
  readonly ended?: boolean
}

const pools = new Set<PoolState>()

/** The PostgreSQL pools of this process (SQLite has one connection, and no pool to watch). */
export function watchPool(pool: PoolState): void {
  pools.add(pool)
}

new Gauge({
  name: 'adoptions_db_pool_connections',
  help: 'PostgreSQL pool connections by state: in use, idle, and requests waiting for one.',
  labelNames: ['state'] as const,
  registers: [metrics],
  collect() {
    let total = 0
    let idle = 0
    let waiting = 0
    for (const pool of pools) {
      if (pool.ended) {
        pools.delete(pool)
        continue
      }
      total += pool.totalCount
      idle += pool.idleCount
      waiting += pool.waitingCount
    }
    this.set({ state: 'in_use' }, total - idle)
    this.set({ state: 'idle' }, idle)
    this.set({ state: 'waiting' }, waiting)
  },
})
