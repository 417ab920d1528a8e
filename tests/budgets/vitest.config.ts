import { fileURLToPath } from 'node:url'
import { defineConfig } from 'vitest/config'

// Budget tests (issue 7): they need a production build of the app, which the
// global setup makes once (about as long as `vite build`). Kept apart from the
// unit suite so `vitest` in watch mode does not rebuild the app on every run.
export default defineConfig({
  test: {
    root: fileURLToPath(new URL('../..', import.meta.url)),
    include: ['tests/budgets/**/*.test.ts'],
    environment: 'node',
    globalSetup: ['tests/budgets/build-app.global-setup.ts'],
    testTimeout: 30_000,
  },
})
