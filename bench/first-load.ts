import { existsSync, readFileSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { brotliCompressSync, gzipSync } from 'node:zlib'
import type { Manifest } from 'vite'
import type { AppBuild } from './build-app.ts'

export interface FirstLoad {
  /** Output JS files loaded before the first page renders, with their sizes in bytes. */
  readonly files: readonly LoadedFile[]
  /** Gzip as the server sends it: the build's Zopfli copy (`<file>.gz`), else zlib at level 9. */
  readonly gzip: number
  /** Gzip by zlib's default level 6, the measure before the build precompressed (for comparison). */
  readonly zlib6: number
  /** Brotli at quality 11, as the server sends it to browsers that take it (every browser we support). */
  readonly brotli: number
  readonly bytes: number
}

export interface LoadedFile {
  readonly file: string
  readonly bytes: number
  readonly gzip: number
  readonly zlib6: number
  readonly brotli: number
}

/** A built file's sizes: minified, gzip and Brotli as served (src/server/http/static-files.ts), and zlib's default gzip. */
export function fileSizes(outDir: string, file: string): LoadedFile {
  const path = join(outDir, file)
  const modified = statSync(path).mtimeMs
  const known = measured.get(path)
  if (known && known.modified === modified) return known.sizes
  const code = readFileSync(path)
  const packed = `${path}.gz`
  const served = existsSync(packed) ? readFileSync(packed).length : gzipSync(code, { level: 9 }).length
  // brotliCompressSync's default is quality 11, what static-files.ts sends.
  const sizes = { file, bytes: code.length, gzip: served, zlib6: gzipSync(code).length, brotli: brotliCompressSync(code).length }
  measured.set(path, { modified, sizes })
  return sizes
}

/** Brotli at quality 11 is slow, and every page's load shares the shell's files: each file is measured once per build. */
const measured = new Map<string, { modified: number; sizes: LoadedFile }>()

/**
 * The JS the first page needs: the index.html entry chunk, the chunk of each
 * given source module (the landing page's `src/pages/<page>/page.tsx`), and
 * everything they import statically. A page's own lazy imports count too: its
 * screen, which the page renders at once as a chunk of its own (ScreenChunk,
 * src/app/routing/screen-chunk.tsx). Other lazy (`import()`) chunks are left
 * out: they are not needed before the first render.
 */
export function firstLoad(outDir: string, manifest: Manifest, pages: readonly string[] = []): FirstLoad {
  const entry = Object.entries(manifest).find(([, chunk]) => chunk.isEntry && chunk.file.endsWith('.js'))
  if (!entry) throw new Error(`the build has no JS entry chunk in ${join(outDir, '.vite/manifest.json')}`)
  const roots = [entry[0], ...pages]
  const seen = new Set<string>()
  const visit = (key: string) => {
    if (seen.has(key)) return
    const chunk = manifest[key]
    if (!chunk) throw new Error(`"${key}" is not a chunk of the build (is the page lazy-loaded from src/pages/?)`)
    seen.add(key)
    for (const imported of chunk.imports ?? []) visit(imported)
  }
  roots.forEach(visit)
  for (const page of pages) for (const screen of manifest[page]?.dynamicImports ?? []) visit(screen)
  const files = [...seen]
    .map((key) => manifest[key]?.file ?? key)
    .filter((file) => file.endsWith('.js'))
    .map((file) => fileSizes(outDir, file))
  return {
    files,
    gzip: sum(files.map((f) => f.gzip)),
    zlib6: sum(files.map((f) => f.zlib6)),
    brotli: sum(files.map((f) => f.brotli)),
    bytes: sum(files.map((f) => f.bytes)),
  }
}

/** The biggest contributors to these files, grouped by npm package (or by source file for app code). */
export function biggestModules(build: AppBuild, files: readonly string[], count = 8): { name: string; bytes: number }[] {
  const byName = new Map<string, number>()
  for (const file of files) {
    for (const module of build.modules.get(file) ?? []) {
      const name = packageName(module.id)
      byName.set(name, (byName.get(name) ?? 0) + module.bytes)
    }
  }
  return [...byName]
    .map(([name, bytes]) => ({ name, bytes }))
    .sort((a, b) => b.bytes - a.bytes)
    .slice(0, count)
}

function packageName(id: string): string {
  const clean = cleanModuleId(id)
  const npm = npmPackageOf(clean)
  if (npm) return npm
  const src = clean.indexOf('/src/')
  return src >= 0 ? clean.slice(src + 1) : clean
}

/** A module id as a path: without Rolldown's virtual-module marker and query, with forward slashes. */
export function cleanModuleId(id: string): string {
  return id.replace(/^\0/, '').replace(/\?.*$/, '').replace(/\\/g, '/')
}

/** The npm package a (cleaned) module id comes from, or undefined for our own code. */
export function npmPackageOf(cleanId: string): string | undefined {
  return /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(cleanId)?.[1]
}

function sum(values: readonly number[]): number {
  return values.reduce((total, value) => total + value, 0)
}
