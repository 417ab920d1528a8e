/**
 * `npm start` / `npm run server`: creates and migrates the database, loads the
 * data file (ADOPTIONS_DATA) or the demo seed, starts the app server and the
 * sign-in service, and prints where they are. See config.ts for the variables.
 */
import { resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { loadConfig } from './config.ts'
import { formatDiagnostic } from './data/diagnostics.ts'
import { loadInitialData } from './data/initial-data.ts'
import { openDatabase } from './db/open-database.ts'
import { consoleLogger } from './logger.ts'
import { policy } from './policy.ts'
import { startupBanner } from './startup-banner.ts'
import { startServers } from './start-servers.ts'

const logger = consoleLogger
const distDir = fileURLToPath(new URL('../../dist', import.meta.url))

async function main(): Promise<number> {
  const loaded = loadConfig(process.env)
  if (!loaded.ok) {
    logger.error(`Configuration problems:\n${loaded.errors.map((error) => `  - ${error}`).join('\n')}`)
    return 1
  }
  const { config } = loaded
  const opened = await openDatabase({ databasePath: resolve(config.databasePath), databaseUrl: config.databaseUrl })
  if (!opened.ok) {
    logger.error(opened.error)
    return 1
  }
  const { db } = opened
  const data = await loadInitialData(db, config.dataFile, policy)
  if (!data.ok) {
    logger.error(`The data file has problems; nothing was loaded:\n${data.diagnostics.map(formatDiagnostic).join('\n')}`)
    await opened.close()
    return 1
  }
  if (data.warnings && data.warnings.length > 0) logger.warn(`The data file loaded with warnings:\n${data.warnings.map(formatDiagnostic).join('\n')}`)
  let servers
  try {
    servers = await startServers({ config, db, policy, logger, distDir })
  } catch (error) {
    logger.error(error instanceof Error ? error.message : String(error))
    await opened.close()
    return 1
  }
  logger.info(await startupBanner(servers.config, opened, data, distDir))

  let stopping = false
  const stop = (signal: string) => {
    if (stopping) return
    stopping = true
    logger.info(`${signal} received; shutting down.`)
    servers
      .close()
      .then(() => opened.close())
      .then(() => process.exit(0), () => process.exit(1))
  }
  process.once('SIGINT', () => stop('SIGINT'))
  process.once('SIGTERM', () => stop('SIGTERM'))
  return 0
}

main().then(
  (code) => {
    if (code !== 0) process.exitCode = code
  },
  (error: unknown) => {
    logger.error('The server failed to start.', error)
    process.exitCode = 1
  },
)
