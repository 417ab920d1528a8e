import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import type { TestProject } from 'vitest/node'
import { buildApp, type BuiltModule } from '../../bench/build-app.ts'
import { PRECOMPRESS_ENV } from '../../scripts/build/precompress-plugin.ts'

declare module 'vitest' {
  export interface ProvidedContext {
    /** The app built for the budget tests: where, and which modules went into which chunk. */
    appBuild: { outDir: string; ms: number; modules: Record<string, BuiltModule[]> }
  }
}

/**
 * Builds the app once for every budget test, into a temporary folder so a
 * developer's dist/ is left alone. Production mode, no analytics key or Sentry
 * DSN: the first load the size budget is about.
 */
export default async function setup(project: TestProject): Promise<() => void> {
  const root = resolve(import.meta.dirname, '../..')
  // Zopfli, as `npm run build` precompresses for production, even if the shell asked for `npm start`'s fast setting:
  // the budget counts the .gz files production serves.
  delete process.env[PRECOMPRESS_ENV]
  const outDir = mkdtempSync(join(tmpdir(), 'adoptions-budget-build-'))
  const build = await buildApp(root, outDir)
  project.provide('appBuild', { outDir, ms: build.ms, modules: Object.fromEntries([...build.modules].map(([file, modules]) => [file, [...modules]])) })
  return () => rmSync(outDir, { recursive: true, force: true })
}
