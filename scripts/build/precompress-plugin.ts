import { writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { gzipAsync } from '@gfx/zopfli'
import type { Plugin } from 'vite'

/** The server compresses nothing smaller (src/server/http/static-files.ts): the headers would cost more. */
export const PRECOMPRESS_MIN_BYTES = 1024

/** Zopfli's passes: 15 is its default and what it suggests for files this size; about 6 s for the whole build. */
const ZOPFLI_ITERATIONS = 15

/**
 * Writes `<asset>.gz` beside every built script and stylesheet, compressed
 * with Zopfli: gzip any browser can read, about 5% smaller than zlib's best
 * (level 9), because Zopfli searches much harder once, at build time, instead
 * of on every first request. The server sends that file to a browser that
 * accepts gzip but not Brotli (static-files.ts), so these are the bytes the
 * first-load budget counts. index.html is left out: the server writes the
 * runtime configuration into it.
 */
export function precompressPlugin(): Plugin {
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
      await Promise.all(assets.map(async ({ file, body }) => writeFile(`${file}.gz`, await gzipAsync(body, { numiterations: ZOPFLI_ITERATIONS }))))
    },
  }
}
