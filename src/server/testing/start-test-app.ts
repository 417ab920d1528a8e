import { join } from 'node:path'
import { loadConfig } from '../config.ts'
import { memoryLogger } from '../logger.ts'
import { policy } from '../policy.ts'
import { startApp, type RunningApp } from '../start-app.ts'
import type { TestTarget } from './test-databases.ts'

/**
 * Starts the product on a test database as `npm start` does (start-app.ts),
 * with ADOPTIONS_DATA and any other variables in `env`, on free ports and
 * without a built SPA. Answers the app and what it logged; throws with the
 * log when it does not start.
 */
export async function startTestApp(
  target: TestTarget,
  env: Readonly<Record<string, string>>,
): Promise<{ app: RunningApp; logger: ReturnType<typeof memoryLogger> }> {
  const loaded = loadConfig({
    PORT: '0',
    AUTH_PORT: '0',
    DATABASE_PATH: target.target.databasePath,
    ...env,
    ...(target.target.databaseUrl === undefined ? {} : { DATABASE_URL: target.target.databaseUrl }),
  })
  if (!loaded.ok) throw new Error(loaded.errors.join('\n'))
  const logger = memoryLogger()
  const app = await startApp(loaded.config, { policy, logger, distDir: join(target.dir, 'no-dist') })
  if (app === undefined) throw new Error(`did not start:\n${logger.lines.map((line) => line.message).join('\n')}`)
  return { app, logger }
}
