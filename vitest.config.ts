import { defineConfig } from 'vitest/config'

// Unit, component and policy-table tests. Browser tests live in tests/e2e and run under Playwright.
export default defineConfig({
  test: {
    include: [
      'src/**/*.test.{ts,tsx}',
      'scripts/**/*.test.ts',
      'tests/unit/**/*.test.{ts,tsx}',
      'tests/compiler/**/*.test.ts',
      'policy/tests/**/*.test.ts',
      'studio/**/*.test.{ts,tsx}',
    ],
    exclude: ['tests/e2e/**', 'node_modules/**'],
    environment: 'node',
    // Type tests (*.test-d.ts) run a tsc pass; `npm test` turns them on with --typecheck.
    typecheck: { include: ['**/*.test-d.ts'] },
    setupFiles: ['tests/setup/fail-on-console-error.ts', 'tests/setup/file-end.ts'],
    // One real PostgreSQL for the run: suites that touch data run on it and on SQLite.
    globalSetup: ['tests/setup/postgres.global.ts'],
    // Suites that load the demo seed into PostgreSQL take a few seconds each; on a busy
    // 2-core CI machine the 5 s default fails them for slowness, not for a bug.
    testTimeout: 20_000,
    hookTimeout: 30_000,
  },
})
