import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach, expect, test } from 'vitest'
import { buildIfStale, describeOutcome, hashBuildInputs, STAMP_FILE } from './build-if-stale.ts'

let root: string
let distDir: string
let builds: number
const inputs = ['src', 'index.html', 'missing.txt']
const env = { VITE_SENTRY_DSN: 'a' }

/** Stands in for the policy build and `vite build`: writes dist/ as a build would, after emptying it. */
function build(): void {
  builds += 1
  rmSync(distDir, { recursive: true, force: true })
  mkdirSync(join(distDir, 'assets'), { recursive: true })
  writeFileSync(join(distDir, 'index.html'), '<script src="/assets/app.js"></script>')
  writeFileSync(join(distDir, 'assets/app.js'), 'app')
}

const run = (overrides: { env?: NodeJS.ProcessEnv; build?: () => void } = {}) => buildIfStale({ root, distDir, build, env, inputs, ...overrides })

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'build-if-stale-'))
  distDir = join(root, 'dist')
  builds = 0
  mkdirSync(join(root, 'src/pages'), { recursive: true })
  writeFileSync(join(root, 'src/pages/page.tsx'), 'one')
  writeFileSync(join(root, 'index.html'), '<html>')
})
afterEach(() => rmSync(root, { recursive: true, force: true }))

test('builds when dist/ is missing, then reuses the build while the inputs are unchanged', () => {
  const first = run()
  expect(first).toMatchObject({ built: true, why: 'no stamped build in dist/' })
  expect(describeOutcome(first)).toMatch(/^built in \d+ s \(no stamped build in dist\/\)$/)
  expect(run()).toEqual({ built: false })
  expect(describeOutcome({ built: false })).toBe('reused (inputs unchanged)')
  expect(builds).toBe(1)
})

test('a changed, added or removed input file, or a changed VITE_ variable, rebuilds', () => {
  run()
  writeFileSync(join(root, 'src/pages/page.tsx'), 'two')
  expect(run()).toMatchObject({ built: true, why: 'inputs changed' })
  writeFileSync(join(root, 'src/pages/other.tsx'), 'new')
  expect(run()).toMatchObject({ built: true, why: 'inputs changed' })
  rmSync(join(root, 'src/pages/other.tsx'))
  expect(run()).toMatchObject({ built: true, why: 'inputs changed' })
  expect(run({ env: { VITE_SENTRY_DSN: 'b' } })).toMatchObject({ built: true, why: 'inputs changed' })
  expect(run({ env: { VITE_SENTRY_DSN: 'b', UNRELATED: 'x' } })).toEqual({ built: false })
  expect(builds).toBe(5)
})

test('a dist/ the script did not stamp, or one missing a built file, rebuilds', () => {
  build()
  expect(run()).toMatchObject({ built: true, why: 'no stamped build in dist/' })
  rmSync(join(distDir, 'assets/app.js'))
  expect(run()).toMatchObject({ built: true, why: 'dist/ incomplete' })
  // Another build into dist/ (`npm run build`, the e2e server) empties it, the stamp with it.
  build()
  expect(run()).toMatchObject({ built: true, why: 'no stamped build in dist/' })
  expect(builds).toBe(5)
})

test('a failed build leaves no stamp, so the next start tries again', () => {
  run()
  writeFileSync(join(root, 'index.html'), '<html lang="en">')
  expect(() =>
    run({
      build: () => {
        throw new Error('vite build failed')
      },
    }),
  ).toThrow('vite build failed')
  expect(existsSync(join(distDir, STAMP_FILE))).toBe(false)
  expect(run()).toMatchObject({ built: true, why: 'no stamped build in dist/' })
})

test('the hash covers paths and contents, not timestamps', () => {
  const before = hashBuildInputs(root, env, inputs)
  writeFileSync(join(root, 'src/pages/page.tsx'), 'one')
  expect(hashBuildInputs(root, env, inputs)).toBe(before)
  rmSync(join(root, 'src/pages/page.tsx'))
  writeFileSync(join(root, 'src/page.tsx'), 'one')
  expect(hashBuildInputs(root, env, inputs)).not.toBe(before)
})
