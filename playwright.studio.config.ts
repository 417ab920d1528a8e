import { defineConfig } from '@playwright/test'

// Browser tests of the policy studio (`npm run studio`). Each test starts its own
// studio over a throw-away copy of policy/ (never this repository's), on a port
// the OS picks, so they need no web server here and never clash with the app's tests.
export default defineConfig({
  testDir: 'tests/studio-e2e',
  outputDir: 'test-results/studio-e2e',
  workers: 1,
  forbidOnly: Boolean(process.env['CI']),
  retries: 0,
  timeout: 90_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['junit', { outputFile: 'reports/studio-e2e-junit.xml' }]],
  use: {
    headless: true,
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
    },
    actionTimeout: 15_000,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
})
