import { writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { gzip } from 'node:zlib'
import { gzipAsync } from '@gfx/zopfli'
import type { Plugin } from 'vite'

/** The server compresses nothing smaller (src/server/http/static-files.ts): the headers would cost more. */
export const PRECOMPRESS_MIN_BYTES = 1024

/** Zopfli's passes: 15 is its default and what it suggests for files this size; about 6 s for the whole build. */
const ZOPFLI_ITERATIONS = 15

/**
 * `ADOPTIONS_PRECOMPRESS=fast` writes the `.gz` copies with zlib's best (level 9) instead: well
 * under a second, about 5% bigger. Only `npm start`'s own build sets it (build-if-stale.ts), as a
 * developer's local server does not need the last 5%, and Zopfli was most of the time a first
 * start waited. `npm run build` (production) and the budget tests' build
 * (tests/budgets/build-app.global-setup.ts) leave it unset and keep Zopfli, so the budget measures
 * the bytes production serves.
 */
export const PRECOMPRESS_ENV = 'ADOPTIONS_PRECOMPRESS'

const zlibGzip = promisify(gzip)

/**
 * Writes `<asset>.gz` beside every built script and stylesheet, compressed
 * with Zopfli: gzip any browser can read, about 5% smaller than zlib's best
 * (level 9), because Zopfli searches much harder once, at build time, instead
 * of on every first request. The server sends that file to a browser that
 * accepts gzip but not Brotli (static-files.ts), so these are the bytes the
 * first-load budget counts. index.html is left out: the server writes the
 * runtime configuration into it.
 */
export function precompressPlugin(mode: string | undefined = process.env[PRECOMPRESS_ENV]): Plugin {
  const compress = mode === 'fast' ? (body: Buffer) => zlibGzip(body, { level: 9 }) : (body: Buffer) => gzipAsync(body, { numiterations: ZOPFLI_ITERATIONS })
  return {
    name: 'adoptions:precompress',
    apply: 'build',
    async writeBundle(options, bundle) {
      const outDir = options.dir
      if (!outDir) return
      const assets = Object.values(bundle).flatMap((output) => {
        if (!/\.(js|css)$/.test(output.fileName)) return []
        const body = output.type === 'chunk' ? Buffer.from(output.code) : Buffer.from(output.source)
        return body.length >= PRECOMPRESS_MIN_BYTES ? [{ file: join(outDir, output.fileName), body }] : []
      })
      await Promise.all(assets.map(async ({ file, body }) => writeFile(`${file}.gz`, await compress(body))))
    },
  }
}
