/**
 * `npm start`'s build step: builds the app into dist/ only when its inputs changed since the last
 * build this script made, so an unchanged checkout starts in seconds instead of rebuilding.
 *
 * After a successful build it writes a stamp into dist/ (a dotfile: the server serves no dotfiles)
 * with a hash of the inputs and the files the build wrote. The next start rebuilds unless the hash
 * is the same and every one of those files is still there. Any other `vite build` into dist/
 * (`npm run build`, scripts/ci/e2e-server.sh) empties the folder first, the stamp with it, so the
 * next start rebuilds rather than trust a build it did not make.
 *
 * `tsx scripts/build/build-if-stale.ts [entry]` then runs `entry` (the server) in this process,
 * with ADOPTIONS_APP_BUILD saying what happened, for the start banner.
 */
import { spawnSync } from 'node:child_process'
import { createHash } from 'node:crypto'
import { existsSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { pathToFileURL } from 'node:url'

/**
 * Everything `npm run policy -- build && vite build` reads, relative to the project root. Missing
 * entries are skipped. Too much here costs a needless rebuild; too little serves a stale app.
 */
export const BUILD_INPUTS = [
  'src', // the app, and src/generated/, which the policy build writes and the app imports
  'policy', // the YAML policy the policy build compiles
  'scripts/policy', // the policy compiler and the Vite plugins vite.config.ts loads from it
  'scripts/build', // the precompression plugin, and this script
  'index.html', // Vite's entry
  'vite.config.ts',
  'tsconfig.json', // read by Vite's transform (JSX, decorators, paths)
  'public', // copied into dist/ as it is, if the project ever has one
  'package.json',
  'package-lock.json', // stands for node_modules: the bundled dependencies' exact versions
  '.env', // Vite's env files for `vite build` (mode production): VITE_* values end up in the bundle
  '.env.local',
  '.env.production',
  '.env.production.local',
]

/** The environment the build reads: the mode, VITE_* values (src/app/config/app-config.ts), the precompression setting. */
function buildEnvironment(env: NodeJS.ProcessEnv): string[] {
  return Object.keys(env)
    .filter((name) => name === 'NODE_ENV' || name === 'ADOPTIONS_PRECOMPRESS' || name.startsWith('VITE_'))
    .sort()
    .map((name) => `${name}=${env[name] ?? ''}`)
}

export const STAMP_FILE = '.build-inputs.json'

interface Stamp {
  readonly inputs: string
  readonly files: readonly string[]
}

/** One hash over the inputs' paths and contents (about 800 files, well under a second) and the build environment. */
export function hashBuildInputs(root: string, env: NodeJS.ProcessEnv, inputs: readonly string[] = BUILD_INPUTS): string {
  const hash = createHash('sha256')
  for (const file of inputs.flatMap((input) => filesUnder(root, input)).sort()) {
    hash.update(`${file}\0`)
    hash.update(readFileSync(join(root, file)))
    hash.update('\0')
  }
  hash.update(buildEnvironment(env).join('\n'))
  return hash.digest('hex')
}

function filesUnder(root: string, path: string): string[] {
  const full = join(root, path)
  const info = statSync(full, { throwIfNoEntry: false })
  if (!info) return []
  if (info.isFile()) return [path]
  if (!info.isDirectory()) return []
  return readdirSync(full).flatMap((name) => (name === 'node_modules' ? [] : filesUnder(root, join(path, name))))
}

export type BuildOutcome = { readonly built: false } | { readonly built: true; readonly ms: number; readonly why: string }

/**
 * Runs `build` (which throws when it fails) unless dist/ holds a complete build of the current
 * inputs, then stamps dist/. The inputs are hashed after the build: the policy build rewrites
 * src/generated/.
 */
export function buildIfStale(options: { root: string; distDir: string; build: () => void; env?: NodeJS.ProcessEnv; inputs?: readonly string[] }): BuildOutcome {
  const { root, distDir, build, env = process.env, inputs = BUILD_INPUTS } = options
  const stampPath = join(distDir, STAMP_FILE)
  const why = staleness(readStamp(stampPath), hashBuildInputs(root, env, inputs), distDir)
  if (why === undefined) return { built: false }
  rmSync(stampPath, { force: true })
  const start = performance.now()
  build()
  const ms = performance.now() - start
  const files = filesUnder(distDir, '.').filter((file) => file !== STAMP_FILE)
  const stamp: Stamp = { inputs: hashBuildInputs(root, env, inputs), files }
  writeFileSync(stampPath, `${JSON.stringify(stamp, null, 2)}\n`)
  return { built: true, ms, why }
}

function readStamp(path: string): Stamp | undefined {
  try {
    const stamp = JSON.parse(readFileSync(path, 'utf8')) as Partial<Stamp>
    return typeof stamp.inputs === 'string' && Array.isArray(stamp.files) ? { inputs: stamp.inputs, files: stamp.files } : undefined
  } catch {
    return undefined
  }
}

function staleness(stamp: Stamp | undefined, inputs: string, distDir: string): string | undefined {
  if (!stamp) return 'no stamped build in dist/'
  if (stamp.inputs !== inputs) return 'inputs changed'
  if (!stamp.files.includes('index.html') || stamp.files.some((file) => !existsSync(join(distDir, file)))) return 'dist/ incomplete'
  return undefined
}

/** The start banner's line. */
export function describeOutcome(outcome: BuildOutcome): string {
  return outcome.built ? `built in ${Math.round(outcome.ms / 1000)} s (${outcome.why})` : 'reused (inputs unchanged)'
}

/**
 * The policy build, then `vite build` with zlib's fast precompression (precompress-plugin.ts).
 * Their listings are kept back unless a step fails; warnings and errors (stderr) always show.
 */
function buildApp(root: string): void {
  const env = { ...process.env, ADOPTIONS_PRECOMPRESS: process.env['ADOPTIONS_PRECOMPRESS'] ?? 'fast' }
  for (const [command, ...args] of [
    ['npm', 'run', '--silent', 'policy', '--', 'build'],
    ['npx', 'vite', 'build', '--logLevel', 'warn'],
  ] as const) {
    const run = spawnSync(command, args, { cwd: root, env, stdio: ['inherit', 'pipe', 'inherit'], encoding: 'utf8' })
    if (run.status !== 0) {
      process.stdout.write(run.stdout ?? '')
      throw new Error(`\`${[command, ...args].join(' ')}\` failed${run.error ? `: ${run.error.message}` : ''}`)
    }
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const root = resolve(import.meta.dirname, '../..')
  let outcome: BuildOutcome
  try {
    outcome = buildIfStale({ root, distDir: join(root, 'dist'), build: () => buildApp(root) })
  } catch (error) {
    console.error(`The app build failed; not starting. ${error instanceof Error ? error.message : String(error)}`)
    process.exit(1)
  }
  process.env['ADOPTIONS_APP_BUILD'] = describeOutcome(outcome)
  const entry = process.argv[2]
  if (entry) await import(pathToFileURL(resolve(entry)).href)
}
