import { afterEach } from 'vitest'
import { openDatabase, type OpenedDatabase } from '../db/open-database.ts'
import type { RunningApp } from '../start-app.ts'
import { startTestApp } from './start-test-app.ts'
import { createTestTarget, type TestDatabaseKind, type TestTarget } from './test-databases.ts'

export interface TestApps {
  /** A new, empty database of the kind (createTestTarget), deleted after the test. */
  target(kind: TestDatabaseKind): Promise<TestTarget>
  /** startTestApp on the target, closed after the test unless stopped before. */
  start(target: TestTarget, env: Readonly<Record<string, string>>): Promise<Awaited<ReturnType<typeof startTestApp>>>
  /** Closes an app during the test, as a stop of `npm start` does. */
  stop(app: RunningApp): Promise<void>
  /** A connection of the test's own to the target, to read what the servers wrote; closed after the test. */
  inspect(target: TestTarget): Promise<OpenedDatabase>
  /** Runs after the test, once the apps are closed; the last deferred runs first. */
  defer(cleanup: () => Promise<void>): void
}

/**
 * What tests that start whole apps (restarts, several servers on one
 * database) hold: the apps still running and what else to clean up, all
 * closed after each test, the apps first. Call once at the top of the file.
 */
export function testApps(): TestApps {
  const running = new Set<RunningApp>()
  const cleanups: (() => Promise<void>)[] = []
  afterEach(async () => {
    await Promise.all([...running].map((app) => app.close()))
    running.clear()
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup()
  })
  const defer = (cleanup: () => Promise<void>) => void cleanups.push(cleanup)
  return {
    defer,
    async target(kind) {
      const target = await createTestTarget(kind)
      defer(() => target.dispose())
      return target
    },
    async start(target, env) {
      const started = await startTestApp(target, env)
      running.add(started.app)
      return started
    },
    async stop(app) {
      running.delete(app)
      await app.close()
    },
    async inspect(target) {
      const opened = await openDatabase(target.target)
      if (!opened.ok) throw new Error(opened.error)
      defer(() => opened.close())
      return opened
    },
  }
}
