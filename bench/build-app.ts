import { readFileSync } from 'node:fs'
import { gzipSync } from 'node:zlib'
import { join } from 'node:path'
import type { Manifest, Plugin } from 'vite'

export interface AppBuild {
  readonly outDir: string
  /** dist/.vite/manifest.json: each chunk's static `imports` and lazy `dynamicImports`. */
  readonly manifest: Manifest
  /** Per output chunk, its modules with their rendered size (before minification) and that code's gzip size. */
  readonly modules: ReadonlyMap<string, readonly BuiltModule[]>
  readonly ms: number
}

/**
 * `vite build` of the app with the project's own vite.config.ts into `outDir`,
 * plus a manifest (for the import graph) and a record of which modules went
 * into which chunk (to name the biggest ones). Production mode, no analytics
 * key or Sentry DSN: the first load the size target is about.
 */
export interface BuiltModule {
  readonly id: string
  readonly bytes: number
  /** Gzip of the module's code alone: its weight within the chunk (bundle-report.ts shares the chunk's real gzip by it). */
  readonly gzip: number
}

export async function buildApp(root: string, outDir: string, extraPlugins: readonly Plugin[] = []): Promise<AppBuild> {
  const { build } = await import('vite')
  const modules = new Map<string, BuiltModule[]>()
  const collector: Plugin = {
    name: 'bench:collect-modules',
    generateBundle(_options, bundle) {
      for (const output of Object.values(bundle)) {
        if (output.type !== 'chunk') continue
        modules.set(
          output.fileName,
          Object.entries(output.modules).map(([id, info]) => ({ id, bytes: info.renderedLength, gzip: info.code ? gzipSync(info.code).length : 0 })),
        )
      }
    },
  }
  // Vite follows an existing NODE_ENV over `mode`; under Vitest it is 'test',
  // which would build React's development bundles. Force production for the build.
  const nodeEnv = process.env['NODE_ENV']
  process.env['NODE_ENV'] = 'production'
  const start = performance.now()
  try {
    await build({
      root,
      configFile: join(root, 'vite.config.ts'),
      mode: 'production',
      logLevel: 'error',
      plugins: [...extraPlugins, collector],
      build: { outDir, emptyOutDir: true, manifest: true },
    })
  } finally {
    if (nodeEnv === undefined) delete process.env['NODE_ENV']
    else process.env['NODE_ENV'] = nodeEnv
  }
  const ms = performance.now() - start
  const manifest = JSON.parse(readFileSync(join(outDir, '.vite/manifest.json'), 'utf8')) as Manifest
  return { outDir, manifest, modules, ms }
}
