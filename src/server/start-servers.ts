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
import { serverTimeouts } from './http/server-timeouts.ts'
import { memoryLiveBus, type LiveBus } from './live/live-bus.ts'
import { startLiveHub, type LiveHub } from './live/live-hub.ts'
import type { Logger } from './logger.ts'
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
}

export interface RunningServers {
  /** The configuration in effect, with the real ports when 0 was asked for. */
  readonly config: ServerConfig
  /** The live streams of this server. */
  readonly live: LiveHub
  close(): Promise<void>
}

/** Starts the app server and the sign-in service; both listen before this resolves. */
export async function startServers(options: StartOptions): Promise<RunningServers> {
  // Read before listening, so no request finds the port without its handler. The data file was provisioned
  // already: its https logos' origins go into the CSP (a data reset while running needs a restart for new ones).
  const logos = await logoOrigins(options.db)
  const timeouts = serverTimeouts(options.config.limits)
  const app = createServer(timeouts)
  const auth = createServer(timeouts)
  try {
    await listen(app, options.config.port, 'PORT')
    await listen(auth, options.config.authPort, 'AUTH_PORT')
  } catch (error) {
    await Promise.all([close(app), close(auth)])
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
  const deps = { db: options.db, policy: options.policy, logger: options.logger, now, limits: options.config.limits, live, decisions }
  attach(app, createAppHandler({ deps, distDir: options.distDir, config, appOrigins: config.redirectAllowList, logoOrigins: logos }))
  const authDeps = {
    db: options.db,
    config,
    logger: options.logger,
    ...(options.now ? { now: options.now } : {}),
    ...(options.rateLimit ? { rateLimit: options.rateLimit } : {}),
  }
  attach(auth, createAuthHandler(authDeps))
  return {
    config,
    live,
    async close() {
      // The streams end first, so closing the servers does not wait on them.
      await live.close()
      await bus.close()
      // Before the database closes: a tick under way finishes its sends and records them.
      await mail.close()
      await Promise.all([close(app), close(auth)])
      // Once no request is left to decide, and before the database closes: what is waiting is written.
      await decisions.close()
    },
  }
}

function attach(server: Server, handler: RequestListener): void {
  server.on('request', handler)
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

function close(server: Server): Promise<void> {
  if (!server.listening) return Promise.resolve()
  return new Promise((resolve) => {
    server.close(() => resolve())
    // Keep-alive connections would otherwise hold close() open.
    server.closeAllConnections()
  })
}
