import { existsSync, readFileSync } from 'node:fs'
import { viteManifestFile } from './env.ts'

/**
 * Which built file holds each page's lazy chunk, read from Vite's build
 * manifest (dist/.vite/manifest.json, written by `vite build --manifest`).
 * Every page is a `page.tsx`, so chunk file names alone cannot tell pages
 * apart; the manifest maps each source file to its chunk.
 */
interface ManifestEntry {
  readonly file: string
  readonly src?: string
  readonly isEntry?: boolean
  readonly isDynamicEntry?: boolean
}

export interface PageChunk {
  readonly page: string
  /** URL path of the chunk, for example /assets/page-3f2a1c.js. */
  readonly url: string
  /** The chunk is loaded on demand (a dynamic import), not with the entry. */
  readonly lazy: boolean
}

export function readPageChunks(file: string = viteManifestFile): Map<string, PageChunk> {
  if (!existsSync(file)) {
    throw new Error(
      `${file} is missing: the browser tests need Vite's build manifest to know each page's chunk. ` +
        'The test server builds with `vite build --manifest` (scripts/ci/e2e-server.sh); run the tests through Playwright so it starts that server.',
    )
  }
  const manifest = JSON.parse(readFileSync(file, 'utf8')) as Record<string, ManifestEntry>
  const chunks = new Map<string, PageChunk>()
  for (const [source, entry] of Object.entries(manifest)) {
    const match = /^src\/pages\/([^/]+)\/page\.tsx$/.exec(entry.src ?? source)
    if (!match?.[1]) continue
    chunks.set(match[1], { page: match[1], url: `/${entry.file}`, lazy: entry.isDynamicEntry === true && entry.isEntry !== true })
  }
  return chunks
}

/** The pages whose chunk appears among the requested URL paths. */
export function pagesFetched(chunks: ReadonlyMap<string, PageChunk>, requestedPaths: Iterable<string>): Set<string> {
  const byUrl = new Map([...chunks.values()].map((chunk) => [chunk.url, chunk.page]))
  const pages = new Set<string>()
  for (const path of requestedPaths) {
    const page = byUrl.get(path)
    if (page) pages.add(page)
  }
  return pages
}
