import { createServer, type RequestListener, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import type { CompiledPolicy } from '../policy/model.ts'
import { createAuthHandler } from './auth/auth-server.ts'
import type { RateLimit } from './auth/sign-in.ts'
import type { ServerConfig } from './config.ts'
import { logoOrigins } from './db/institutions-repo.ts'
import type { AppDb } from './db/schema.ts'
import { createDecisionLog } from './decisions/decision-log.ts'
import { createAppHandler } from './http/app-server.ts'
import { inFlightRequests } from './http/in-flight.ts'
import type { Readiness } from './http/probes.ts'
import { serverTimeouts } from './http/server-timeouts.ts'
import { silentLog } from './logging/pino-log.ts'
import { createRequestLog } from './logging/request-log.ts'
import { createMetricsServer } from './metrics/metrics-server.ts'
import { measureFrom } from './metrics/registry.ts'
import { memoryLiveBus, type LiveBus } from './live/live-bus.ts'
import { startLiveHub, type LiveHub } from './live/live-hub.ts'
import type { Logger } from './logger.ts'
import type { Logger as Pino } from 'pino'
import { createMailTransport } from './notifications/mail/mail-transport.ts'
import { startOutboxWorker } from './notifications/mail/outbox-worker.ts'

export interface StartOptions {
  readonly config: ServerConfig
  readonly db: AppDb
  readonly policy: CompiledPolicy
  readonly logger: Logger
  readonly distDir: string
  readonly now?: () => number
  readonly rateLimit?: RateLimit
  /** How servers sharing the database pass changes on (PostgreSQL's LISTEN/NOTIFY); one process's own bus by default. */
  readonly liveBus?: LiveBus
  /** The pino log each request's line goes to (logging/request-log.ts); none: no request lines (most tests). */
  readonly log?: Pino
}

export interface RunningServers {
  /** The configuration in effect, with the real ports when 0 was asked for. */
  readonly config: ServerConfig
  /** The live streams of this server. */
  readonly live: LiveHub
  /** The port of /metrics, when METRICS_PORT is set (the real one when 0 was asked for). */
  readonly metricsPort: number | undefined
  /**
   * Stops both services. With `graceMs` (a SIGTERM): /readyz answers 503, the
   * ports stop accepting, live streams end (the tab opens its stream again on
   * another server, from its last event), and requests under way get up to
   * `graceMs` to finish before their connections are closed. Then background
   * work stops: the mail a tick is sending is recorded, waiting decisions are
   * written. Without it, connections close at once (tests).
   */
  close(options?: { graceMs?: number }): Promise<{ unfinished: number }>
}

/** Starts the app server and the sign-in service; both listen before this resolves. */
export async function startServers(options: StartOptions): Promise<RunningServers> {
  // Read before listening, so no request finds the port without its handler. The data file was provisioned
  // already: its https logos' origins go into the CSP (a data reset while running needs a restart for new ones).
  const logos = await logoOrigins(options.db)
  const timeouts = serverTimeouts(options.config.limits)
  const app = createServer(timeouts)
  const auth = createServer(timeouts)
  const metricsServer = options.config.operations.metricsPort === undefined ? undefined : createMetricsServer()
  try {
    await listen(app, options.config.port, 'PORT')
    await listen(auth, options.config.authPort, 'AUTH_PORT')
    if (metricsServer) await listen(metricsServer, options.config.operations.metricsPort ?? 0, 'METRICS_PORT')
  } catch (error) {
    await Promise.all([close(app), close(auth), ...(metricsServer ? [close(metricsServer)] : [])])
    throw error
  }
  const config = withRealPorts(options.config, port(app), port(auth))
  const now = options.now ?? Date.now
  const bus = options.liveBus ?? memoryLiveBus()
  const { liveStreamsPerPerson: streamsPerPerson, liveStreamMaxMs: streamMaxMs } = options.config.limits
  const live = await startLiveHub({ db: options.db, policy: options.policy, bus, logger: options.logger, now, streamsPerPerson, streamMaxMs })
  // Mail the write path queued goes out from every server; servers sharing PostgreSQL each take other rows.
  const mail = startOutboxWorker({
    db: options.db,
    policy: options.policy,
    transport: createMailTransport({ smtpUrl: config.smtpUrl, outboxDir: config.mailOutboxDir }),
    now,
    logger: options.logger,
    appOrigin: config.appOrigin,
    from: config.mailFrom,
    intervalMs: config.limits.mailIntervalMs,
  })
  const decisions = createDecisionLog({ db: options.db, now, logger: options.logger, ...config.decisionLog })
  const readiness: Readiness = { stopping: false }
  const inFlight = inFlightRequests()
  measureFrom({ inFlight: () => inFlight.count, liveStreams: () => live.streamCount, outboxDepth: () => mailWaiting(options.db) })
  const deps = { db: options.db, policy: options.policy, logger: options.logger, now, limits: options.config.limits, live, decisions }
  const appOptions = { deps, distDir: options.distDir, config, appOrigins: config.redirectAllowList, logoOrigins: logos, readiness }
  const attach = (server: Server, handler: RequestListener) =>
    server.on('request', (req, res) => {
      inFlight.track(res)
      // Once stopping, a keep-alive connection is not kept for a next request that would find the port closed.
      if (readiness.stopping) res.setHeader('Connection', 'close')
      handler(req, res)
    })
  attach(app, createAppHandler(options.log ? { ...appOptions, log: options.log } : appOptions))
  const authDeps = {
    db: options.db,
    config,
    logger: options.logger,
    ...(options.now ? { now: options.now } : {}),
    ...(options.rateLimit ? { rateLimit: options.rateLimit } : {}),
  }
  // The sign-in service's requests get their lines too (the app origin's handler writes its own).
  const logSignIn = createRequestLog(options.log ?? silentLog)
  const signIn = createAuthHandler(authDeps)
  attach(auth, (req, res) => {
    logSignIn(req, res)
    signIn(req, res)
  })
  return {
    config,
    live,
    metricsPort: metricsServer ? port(metricsServer) : undefined,
    async close({ graceMs = 0 } = {}) {
      readiness.stopping = true
      // No new connection from here; idle keep-alive connections close now, busy ones after their answer.
      const closed = Promise.all([close(app, graceMs > 0), close(auth, graceMs > 0)])
      // The streams end next, so the wait below is for real requests only.
      await live.close()
      await bus.close()
      const settled = graceMs > 0 && (await inFlight.settled(graceMs))
      const unfinished = settled ? 0 : inFlight.count
      for (const server of [app, auth]) server.closeAllConnections()
      await closed
      // Before the database closes: a tick under way finishes its sends and records them.
      await mail.close()
      // Once no request is left to decide, and before the database closes: what is waiting is written.
      await decisions.close()
      if (metricsServer) await close(metricsServer)
      return { unfinished }
    },
  }
}

function listen(server: Server, portNumber: number, name: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const onError = (error: NodeJS.ErrnoException) => {
      reject(
        new Error(
          error.code === 'EADDRINUSE'
            ? `Port ${portNumber} is already in use; set ${name} to a free port.`
            : `Cannot listen on port ${portNumber} (${name}): ${error.message}`,
        ),
      )
    }
    server.once('error', onError)
    server.listen(portNumber, () => {
      server.off('error', onError)
      resolve()
    })
  })
}

function port(server: Server): number {
  return (server.address() as AddressInfo).port
}

/** Port 0 means "any free port": put the port actually used into the default origins. */
function withRealPorts(config: ServerConfig, appPort: number, authPort: number): ServerConfig {
  const appOrigin = config.port === 0 && config.appOrigin === 'http://localhost:0' ? `http://localhost:${appPort}` : config.appOrigin
  const authHost = config.authPort === 0 && config.authHost === 'http://localhost:0' ? `http://localhost:${authPort}` : config.authHost
  return {
    ...config,
    port: appPort,
    authPort,
    appOrigin,
    authHost,
    redirectAllowList: config.redirectAllowList.map((origin) => (origin === config.appOrigin ? appOrigin : origin)),
  }
}

/** Stops accepting; `gently` leaves connections with a request under way to finish it (the caller closes them later). */
function close(server: Server, gently = false): Promise<void> {
  if (!server.listening) return Promise.resolve()
  return new Promise((resolve) => {
    server.close(() => resolve())
    // Keep-alive connections would otherwise hold close() open.
    if (gently) server.closeIdleConnections()
    else server.closeAllConnections()
  })
}

async function mailWaiting(db: AppDb): Promise<number> {
  const row = await db
    .selectFrom('mail_outbox')
    .where('status', '=', 'pending')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .executeTakeFirst()
  return Number(row?.count ?? 0)
}
