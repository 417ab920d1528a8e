import { readFile, stat } from 'node:fs/promises'
import { join } from 'node:path'

/** The part of a Vite manifest entry (dist/.vite/manifest.json) read here. */
interface ManifestChunk {
  readonly file: string
  readonly isEntry?: boolean
  readonly imports?: readonly string[]
  readonly css?: readonly string[]
}

type Manifest = Readonly<Record<string, ManifestChunk>>

interface ParsedManifest {
  readonly mtimeMs: number
  readonly manifest: Manifest
  /** Files index.html already loads or preloads: the entry chunk, its static imports and their CSS. */
  readonly firstLoad: ReadonlySet<string>
  /** Tags per page folder, worked out once per build. */
  readonly tags: Map<string, readonly string[]>
}

/** `page` is a policy route's page folder (src/pages/<page>/); the answer is `<link>` tags for <head>, or none. */
export type PagePreloadLinks = (page: string) => Promise<readonly string[]>

/**
 * The `<link>` tags that start a page's lazy chunk with index.html: the chunk
 * of `src/pages/<page>/page.tsx` and every chunk it imports statically that
 * the entry does not already preload (modulepreload, `crossorigin` as Vite
 * writes its own, so the browser reuses them), and their CSS (preload as
 * style, which Vite's loader later reuses). Read from the build's manifest,
 * parsed again only when the file changes; no manifest, or a page it does
 * not know, gives no tags.
 */
export function pagePreloadLinks(distDir: string): PagePreloadLinks {
  const file = join(distDir, '.vite', 'manifest.json')
  let parsed: ParsedManifest | undefined

  const current = async (): Promise<ParsedManifest | undefined> => {
    const info = await stat(file).catch(() => undefined)
    if (!info?.isFile()) return (parsed = undefined)
    if (parsed?.mtimeMs === info.mtimeMs) return parsed
    const manifest = JSON.parse(await readFile(file, 'utf8')) as Manifest
    parsed = { mtimeMs: info.mtimeMs, manifest, firstLoad: firstLoadFiles(manifest), tags: new Map() }
    return parsed
  }

  return async (page) => {
    const built = await current()
    if (!built) return []
    let tags = built.tags.get(page)
    if (!tags) {
      tags = linkTags(built.manifest, `src/pages/${page}/page.tsx`, built.firstLoad)
      built.tags.set(page, tags)
    }
    return tags
  }
}

function firstLoadFiles(manifest: Manifest): Set<string> {
  const entry = Object.keys(manifest).find((key) => manifest[key]?.isEntry && manifest[key].file.endsWith('.js'))
  const files = new Set<string>()
  for (const chunk of staticClosure(manifest, entry)) {
    files.add(chunk.file)
    for (const css of chunk.css ?? []) files.add(css)
  }
  return files
}

function linkTags(manifest: Manifest, key: string, firstLoad: ReadonlySet<string>): string[] {
  const scripts = new Set<string>()
  const styles = new Set<string>()
  for (const chunk of staticClosure(manifest, key)) {
    if (chunk.file.endsWith('.js') && !firstLoad.has(chunk.file)) scripts.add(chunk.file)
    for (const css of chunk.css ?? []) if (!firstLoad.has(css)) styles.add(css)
  }
  return [
    ...[...scripts].map((file) => `<link rel="modulepreload" crossorigin href="/${attribute(file)}">`),
    ...[...styles].map((file) => `<link rel="preload" as="style" crossorigin href="/${attribute(file)}">`),
  ]
}

/** A chunk and everything it imports statically; lazy (`import()`) chunks are left out, as the browser would. */
function staticClosure(manifest: Manifest, key: string | undefined): ManifestChunk[] {
  const seen = new Map<string, ManifestChunk>()
  const visit = (name: string) => {
    const chunk = manifest[name]
    if (seen.has(name) || !chunk) return
    seen.set(name, chunk)
    for (const imported of chunk.imports ?? []) visit(imported)
  }
  if (key !== undefined) visit(key)
  return [...seen.values()]
}

// Vite's file names are [name]-[hash].js; escaped all the same, as the manifest is read from disk.
function attribute(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;')
}
