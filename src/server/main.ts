/**
 * `npm start` / `npm run server`: reads the configuration, then start-app.ts
 * creates and migrates the database, provisions the data file
 * (ADOPTIONS_DATA) or the demo seed, starts the app server and the sign-in
 * service, and prints where they are. See config.ts for the variables.
 * `npm start` runs this through scripts/build/build-if-stale.ts, which sets
 * ADOPTIONS_APP_BUILD to whether it rebuilt dist/ or reused it.
 */
import { resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { loadConfig } from './config.ts'
import { consoleLogger, type Logger } from './logger.ts'
import { createLog, pinoLogger } from './logging/pino-log.ts'
import { policy } from './policy.ts'
import { startApp } from './start-app.ts'

// Until the configuration says how to log (LOG_LEVEL, LOG_FORMAT): its own problems go to the console.
let logger: Logger = consoleLogger
const distDir = fileURLToPath(new URL('../../dist', import.meta.url))

async function main(): Promise<number> {
  const loaded = loadConfig(process.env)
  if (!loaded.ok) {
    logger.error(`Configuration problems:\n${loaded.errors.map((error) => `  - ${error}`).join('\n')}`)
    return 1
  }
  const { operations } = loaded.config
  const log = createLog(operations)
  logger = pinoLogger(log)
  // A fault nothing caught is logged with its stack before the process ends: the operator sees why it restarted.
  process.on('uncaughtException', (error) => {
    log.fatal({ err: error }, 'Uncaught exception; the server stops.')
    process.exit(1)
  })
  const app = await startApp(
    { ...loaded.config, databasePath: resolve(loaded.config.databasePath) },
    { policy, logger, log, distDir, appBuild: process.env['ADOPTIONS_APP_BUILD'] },
  )
  if (app === undefined) return 1

  let stopping = false
  const stop = (signal: string) => {
    if (stopping) {
      // A second signal: the operator does not want to wait.
      logger.warn(`${signal} received again; stopping now.`)
      process.exit(1)
    }
    stopping = true
    logger.info(`${signal} received; finishing requests under way (at most ${operations.shutdownGraceMs} ms), then stopping.`)
    app.close({ graceMs: operations.shutdownGraceMs }).then(
      ({ unfinished }) => {
        if (unfinished > 0) logger.warn(`${unfinished} requests were still under way after ${operations.shutdownGraceMs} ms; their connections were closed.`)
        logger.info('Stopped.')
        process.exit(0)
      },
      (error: unknown) => {
        logger.error('Shutting down failed.', error)
        process.exit(1)
      },
    )
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
