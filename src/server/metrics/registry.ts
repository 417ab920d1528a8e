import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client'

/**
 * The server's Prometheus metrics (prom-client), one registry per process,
 * served on METRICS_PORT (metrics-server.ts). Names and what to alert on are
 * in the README's "Operating it". Recording is a few arithmetic operations,
 * so it is always on; only the endpoint is optional.
 */
export const metrics = new Registry()

// Process memory, CPU, handles and the event loop's lag (nodejs_eventloop_lag_*), as every Node service has.
collectDefaultMetrics({ register: metrics })

const seconds = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10]

/** Per tRPC procedure (a batch counts each of its calls), or the kind of page for other requests. */
export const requestDuration = new Histogram({
  name: 'adoptions_http_request_duration_seconds',
  help: 'Time to answer a request on the app origin, by procedure and HTTP status.',
  labelNames: ['procedure', 'status'] as const,
  buckets: seconds,
  registers: [metrics],
})

export const requestsRefused = new Counter({
  name: 'adoptions_http_requests_refused_total',
  help: 'Requests refused by a limit: body-limit (413), write-limit (429), cross-origin (403 before any procedure).',
  labelNames: ['reason'] as const,
  registers: [metrics],
})

export const queryDuration = new Histogram({
  name: 'adoptions_db_query_duration_seconds',
  help: 'Time of each database statement, by outcome.',
  labelNames: ['outcome'] as const,
  buckets: [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 1, 5],
  registers: [metrics],
})

/** Gauges read at scrape time from what the server already knows; each source is set once when the server starts. */
export interface LiveSources {
  inFlight(): number
  liveStreams(): number
  /** Mails queued and not yet sent (the outbox); a query, so it may fail while the database is down. */
  outboxDepth(): Promise<number>
}

let sources: LiveSources | undefined

export function measureFrom(next: LiveSources): void {
  sources = next
}

new Gauge({
  name: 'adoptions_http_requests_in_flight',
  help: 'Requests being answered now, on the app origin and the sign-in service.',
  registers: [metrics],
  collect() {
    this.set(sources?.inFlight() ?? 0)
  },
})

new Gauge({
  name: 'adoptions_live_streams',
  help: 'Open live-update streams (server-sent events) on this server.',
  registers: [metrics],
  collect() {
    this.set(sources?.liveStreams() ?? 0)
  },
})

new Gauge({
  name: 'adoptions_mail_outbox_depth',
  help: 'Mails waiting in the outbox, shared by every server on the database.',
  registers: [metrics],
  async collect() {
    this.set(sources ? await sources.outboxDepth().catch(() => Number.NaN) : 0)
  },
})
