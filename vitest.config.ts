import { defineConfig } from 'vitest/config'

// Unit, component and policy-table tests. Browser tests live in tests/e2e and run under Playwright.
export default defineConfig({
  test: {
    include: ['src/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts', 'tests/unit/**/*.test.{ts,tsx}', 'policy/tests/**/*.test.ts'],
    exclude: ['tests/e2e/**', 'node_modules/**'],
    environment: 'node',
    typecheck: { enabled: true, include: ['**/*.test-d.ts'] },
    setupFiles: ['tests/setup/fail-on-console-error.ts'],
  },
})
