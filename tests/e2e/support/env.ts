import { dirname, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'

/**
 * Where the browser tests find the product. The ports differ from `npm start`'s
 * defaults (3000/3001) so the tests never talk to a developer's running server;
 * E2E_PORT and E2E_AUTH_PORT move them when those are taken too.
 */
export const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../../..')

export const appPort = Number(process.env['E2E_PORT'] ?? 4300)
export const authPort = Number(process.env['E2E_AUTH_PORT'] ?? 4301)
export const appOrigin = `http://localhost:${appPort}`
export const authOrigin = `http://localhost:${authPort}`

/**
 * The second server of the run: the demo data of `npm start` (ADOPTIONS_DATA
 * empty), serving the build the first one made, for demo-walk.spec.ts.
 */
export const demoPort = appPort + 20
export const demoAuthPort = authPort + 20
export const demoOrigin = `http://localhost:${demoPort}`
export const demoAuthOrigin = `http://localhost:${demoAuthPort}`

/**
 * The third server: its clock set by ADOPTIONS_NOW to 8 days before a booklist deadline, on
 * tests/e2e/fixtures/terms-clock.yaml, for terms.spec.ts (issue 55).
 */
export const termsPort = appPort + 60
export const termsAuthPort = authPort + 60
export const termsOrigin = `http://localhost:${termsPort}`
export const termsAuthOrigin = `http://localhost:${termsAuthPort}`
export const termsFile = resolve(repoRoot, 'tests/e2e/fixtures/terms-clock.yaml')
/** Noon in New York on 29 Nov 2026: 8 days before Spring 2027's booklists are due. */
export const termsClock = '2026-11-29T17:00:00Z'

/** The kit page (src/kit/), built and served on its own for the visual tests (tests/e2e/visual.spec.ts). */
export const kitPort = appPort + 40
export const kitOrigin = `http://localhost:${kitPort}`

/** The data file the test server loads (ADOPTIONS_DATA). */
export const personasFile = resolve(repoRoot, 'tests/e2e/fixtures/personas.yaml')

/** Vite's build manifest, written because the test server builds with --manifest. */
export const viteManifestFile = resolve(repoRoot, 'dist/.vite/manifest.json')

/** Signed-in browser state per persona, written by the setup project. */
export const storageStateDir = resolve(repoRoot, 'test-results/.auth')
export function storageStatePath(personaKey: string): string {
  return resolve(storageStateDir, `${personaKey}.json`)
}

/**
 * Each app server of the run writes its log here, as JSON at debug level
 * (scripts/ci/e2e-server.sh, e2e-demo-server.sh), so scripts/ci/check-server-logs.ts
 * can prove the whole browser suite left no password, cookie or key in a log.
 * Under reports/, the run's other output, which git ignores.
 */
export const serverLogDir = resolve(repoRoot, 'reports/server-logs')
export const serverLogNames = ['app', 'demo', 'terms'] as const
export type ServerLogName = (typeof serverLogNames)[number]
export function serverLogFile(name: ServerLogName): string {
  return resolve(serverLogDir, `${name}.log`)
}

/** Scratch files (facts for `policy eval`). */
export const scratchDir = resolve(repoRoot, 'test-results/.e2e-scratch')
