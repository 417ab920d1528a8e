import type { CompiledPolicy } from '../policy/model.ts'
import type { ServerConfig } from './config.ts'
import { formatDiagnostic } from './data/diagnostics.ts'
import { loadInitialData } from './data/initial-data.ts'
import { openDatabase } from './db/open-database.ts'
import type { Logger as Pino } from 'pino'
import type { Logger } from './logger.ts'
import { startupBanner } from './startup-banner.ts'
import { startPostgresLiveBus } from './live/postgres-live-bus.ts'
import { startServers, type RunningServers } from './start-servers.ts'
import { clockFrom } from './time/clock.ts'

export interface RunningApp {
  readonly servers: RunningServers
  /** Stops both services (RunningServers.close: with `graceMs`, requests under way may finish), then closes the database. */
  close(options?: { graceMs?: number }): Promise<{ unfinished: number }>
}

/**
 * Everything `npm start` does once the configuration is read: opens and
 * migrates the database, provisions the data file (or the demo seed into an
 * empty database), starts the app server and the sign-in service, and logs
 * the banner. Answers undefined after logging why when it cannot start; what
 * it opened is closed again. Tests restart servers through this, so a restart
 * in a test is a restart of the product.
 */
export async function startApp(
  config: ServerConfig,
  options: { policy: CompiledPolicy; logger: Logger; distDir: string; appBuild?: string | undefined; log?: Pino },
): Promise<RunningApp | undefined> {
  const { policy, logger, distDir } = options
  const opened = await openDatabase({
    databasePath: config.databasePath,
    databaseUrl: config.databaseUrl,
    statementTimeoutMs: config.limits.statementTimeoutMs,
  })
  if (!opened.ok) {
    logger.error(opened.error)
    return undefined
  }
  const now = clockFrom(config.clockStart)
  const data = await loadInitialData(opened.db, config.dataFile, policy, now)
  if (!data.ok) {
    logger.error(`The data file has problems; nothing was loaded:\n${data.diagnostics.map(formatDiagnostic).join('\n')}`)
    await opened.close()
    return undefined
  }
  if (data.source !== 'existing' && data.warnings.length > 0)
    logger.warn(`The data file loaded with warnings:\n${data.warnings.map(formatDiagnostic).join('\n')}`)
  let servers: RunningServers
  try {
    // Several servers on one PostgreSQL pass changes to each other's browsers through LISTEN/NOTIFY.
    const liveBus = config.databaseUrl === undefined ? undefined : await startPostgresLiveBus({ url: config.databaseUrl, db: opened.db, logger })
    servers = await startServers({
      config,
      db: opened.db,
      policy,
      logger,
      distDir,
      now,
      ...(liveBus ? { liveBus } : {}),
      ...(options.log ? { log: options.log } : {}),
    })
  } catch (error) {
    logger.error(error instanceof Error ? error.message : String(error))
    await opened.close()
    return undefined
  }
  // Institutions this start brought up to date: their people on the other servers read their access again.
  if (data.source !== 'existing') for (const institution of data.provisioned.institutionsChanged) await servers.live.institutionChanged(institution)
  logger.info(await startupBanner(servers.config, opened, data, distDir, options.appBuild))
  return {
    servers,
    close: async (closeOptions) => {
      const stopped = await servers.close(closeOptions)
      await opened.close()
      return stopped
    },
  }
}
