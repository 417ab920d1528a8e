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
import { consoleLogger } from './logger.ts'
import { policy } from './policy.ts'
import { startApp } from './start-app.ts'

const logger = consoleLogger
const distDir = fileURLToPath(new URL('../../dist', import.meta.url))

async function main(): Promise<number> {
  const loaded = loadConfig(process.env)
  if (!loaded.ok) {
    logger.error(`Configuration problems:\n${loaded.errors.map((error) => `  - ${error}`).join('\n')}`)
    return 1
  }
  const app = await startApp(
    { ...loaded.config, databasePath: resolve(loaded.config.databasePath) },
    { policy, logger, distDir, appBuild: process.env['ADOPTIONS_APP_BUILD'] },
  )
  if (app === undefined) return 1

  let stopping = false
  const stop = (signal: string) => {
    if (stopping) return
    stopping = true
    logger.info(`${signal} received; shutting down.`)
    app.close().then(
      () => process.exit(0),
      () => process.exit(1),
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
