import { writeFileSync } from 'node:fs'
import type { CompiledPolicy } from '../src/policy/index.ts'
import type { AppBuild } from './build-app.ts'
import { cleanModuleId, firstLoad, npmPackageOf, type LoadedFile } from './first-load.ts'
import { round } from './stats.ts'
import { row, type BenchRow } from './table.ts'

/** One npm package or one folder of ours, and its part of a set of chunks. */
export interface Share {
  readonly name: string
  /** Gzip bytes as served, shared out within each chunk by the gzip of each module's code alone. */
  readonly gzip: number
  /** Brotli bytes as served, shared out the same way. */
  readonly brotli: number
  /** Code before minification (Rolldown's rendered length). */
  readonly rendered: number
}

/** A page's chunk and what it loads beyond the shell, by gzip as served. */
export interface PageChunk {
  readonly page: string
  readonly paths: readonly string[]
  /** The page module's own chunk. */
  readonly own: number
  /** Every chunk the page needs that the shell has not loaded (its own included). */
  readonly beyondShell: number
  readonly files: number
}

/**
 * Who pays for the first load: each package's and each of our folders' share.
 * A chunk's real gzip size cannot be split exactly (compression works across
 * module boundaries), so each module gets the part of its chunk's served gzip
 * that its own code would take compressed alone: the same estimate
 * rollup-plugin-visualizer and source-map-explorer give, summing to the real total.
 */
export function shareOf(build: AppBuild, files: readonly LoadedFile[]): Share[] {
  const byName = new Map<string, { gzip: number; brotli: number; rendered: number }>()
  for (const file of files) {
    const modules = build.modules.get(file.file) ?? []
    const weight = modules.reduce((sum, module) => sum + module.gzip, 0)
    for (const module of modules) {
      const name = ownerOf(module.id)
      const entry = byName.get(name) ?? { gzip: 0, brotli: 0, rendered: 0 }
      entry.gzip += weight > 0 ? (file.gzip * module.gzip) / weight : 0
      entry.brotli += weight > 0 ? (file.brotli * module.gzip) / weight : 0
      entry.rendered += module.bytes
      byName.set(name, entry)
    }
  }
  return [...byName].map(([name, size]) => ({ name, ...size })).sort((a, b) => b.gzip - a.gzip)
}

/** An npm package by name; our code by its folder (`src/app/api`, `src/policy`), or the file in src/generated. */
export function ownerOf(id: string): string {
  const clean = cleanModuleId(id)
  const npm = npmPackageOf(clean)
  if (npm) return npm
  const src = clean.lastIndexOf('/src/')
  if (src < 0) return clean.replace(/^.*\//, '')
  const parts = clean.slice(src + 1).split('/')
  // src/generated/policy.gen.ts is one file worth naming; elsewhere two folders deep (src/app/api, src/features/catalogue).
  if (parts[1] === 'generated') return parts.join('/')
  return parts.slice(0, Math.min(parts.length - 1, 3)).join('/') || parts.join('/')
}

/** Every page of the policy (`src/pages/<page>/page.tsx`) with the routes that show it, and its chunk sizes. */
export function pageChunks(build: AppBuild, policy: CompiledPolicy): PageChunk[] {
  const shell = new Set(firstLoad(build.outDir, build.manifest).files.map((f) => f.file))
  const pages = new Map<string, string[]>()
  for (const route of policy.routes) pages.set(route.page, [...(pages.get(route.page) ?? []), route.path])
  return [...pages].flatMap(([page, paths]) => {
    const key = `src/pages/${page}/page.tsx`
    const chunk = build.manifest[key]
    if (!chunk) return []
    const withPage = firstLoad(build.outDir, build.manifest, [key]).files.filter((f) => !shell.has(f.file))
    const own = withPage.find((f) => f.file === chunk.file)?.gzip ?? 0
    return [{ page, paths, own, beyondShell: withPage.reduce((sum, f) => sum + f.gzip, 0), files: withPage.length }]
  })
}

const kb = (bytes: number) => round(bytes / 1024, 1)

/**
 * The bench's rows for the bundle (the biggest shares of the first load, the
 * largest page) and the whole report as Markdown in `reportFile`: every
 * package's and folder's share of the first load, and each page's chunk.
 */
export function bundleReport(build: AppBuild, policy: CompiledPolicy, reportFile: string): BenchRow[] {
  const load = firstLoad(build.outDir, build.manifest)
  const shares = shareOf(build, load.files)
  const pages = pageChunks(build, policy).sort((a, b) => b.beyondShell - a.beyondShell)
  const { ours, packages } = splitShares(shares)
  const gzip = (list: readonly Share[]) => list.reduce((total, share) => total + share.gzip, 0)
  const brotli = (list: readonly Share[]) => list.reduce((total, share) => total + share.brotli, 0)
  const lines = [
    '# Bundle report',
    '',
    `Written by \`npm run bench\` (bench/bundle-report.ts) on ${new Date().toISOString()}. Sizes are gzip and Brotli as the server sends them`,
    "(the build's Zopfli copies, Brotli at quality 11); a module's share of its chunk is estimated from its own code compressed alone.",
    '',
    `## First load: ${kb(load.brotli)} KB Brotli, ${kb(load.gzip)} KB gzip in ${load.files.length} files (${kb(load.zlib6)} KB by zlib level 6)`,
    '',
    `Packages ${kb(brotli(packages))} KB Brotli (${kb(gzip(packages))} gzip), our code ${kb(brotli(ours))} KB Brotli (${kb(gzip(ours))} gzip; target <= ${OWN_CODE_TARGET_KB} KB Brotli).`,
    '',
    '| package or folder | KB Brotli | KB gzip | share | KB before minification |',
    '|---|---:|---:|---:|---:|',
    ...shares.map(
      (share) => `| ${share.name} | ${kb(share.brotli)} | ${kb(share.gzip)} | ${round((100 * share.gzip) / load.gzip, 1)}% | ${kb(share.rendered)} |`,
    ),
    '',
    "## Pages: each page's own chunk, and everything it loads beyond the first load",
    '',
    '| page | routes | own chunk KB gzip | beyond the first load KB gzip | files |',
    '|---|---|---:|---:|---:|',
    ...pages.map((page) => `| ${page.page} | ${page.paths.join(', ')} | ${kb(page.own)} | ${kb(page.beyondShell)} | ${page.files} |`),
    '',
  ]
  writeFileSync(reportFile, lines.join('\n'))
  const top = shares
    .slice(0, 6)
    .map((share) => `${share.name} ${kb(share.brotli)}`)
    .join(', ')
  const ownKb = kb(brotli(ours))
  const rows = [
    row('bundle', 'first load: npm packages (our code in the next row)', kb(brotli(packages)), 'KB Brotli', {
      note: `${kb(gzip(packages))} KB gzip; biggest: ${top}; every share in ${reportFile.replace(/^.*\/bench\//, 'bench/')}`,
    }),
    row('bundle', 'first load: our own code (src/)', ownKb, 'KB Brotli', {
      target: `<= ${OWN_CODE_TARGET_KB} KB`,
      pass: ownKb <= OWN_CODE_TARGET_KB,
      note: `${kb(gzip(ours))} KB gzip; ${ours
        .slice(0, 6)
        .map((share) => `${share.name} ${kb(share.brotli)}`)
        .join(', ')}`,
    }),
  ]
  for (const page of pages) {
    rows.push(
      row('page chunks', `${page.page} (${page.paths[0]}${page.paths.length > 1 ? ', …' : ''})`, kb(page.own), 'KB gzip', {
        note: `${kb(page.beyondShell)} KB in ${page.files} files beyond the first load`,
      }),
    )
  }
  return rows
}

/** Issue 61: our own code's share of the first load, Brotli as served (the design card's packages are the rest). */
export const OWN_CODE_TARGET_KB = 15

/** Our code (src/, the generated policy and route tree included) and the npm packages. */
export function splitShares(shares: readonly Share[]): { ours: Share[]; packages: Share[] } {
  return { ours: shares.filter((share) => share.name.startsWith('src/')), packages: shares.filter((share) => !share.name.startsWith('src/')) }
}
