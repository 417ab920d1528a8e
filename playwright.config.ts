import { defineConfig, type PlaywrightTestConfig } from '@playwright/test'
import {
  appOrigin,
  appPort,
  authOrigin,
  authPort,
  demoAuthOrigin,
  demoAuthPort,
  demoOrigin,
  demoPort,
  kitOrigin,
  kitPort,
  personasFile,
  serverLogFile,
  type ServerLogName,
  termsAuthOrigin,
  termsAuthPort,
  termsClock,
  termsFile,
  termsOrigin,
  termsPort,
} from './tests/e2e/support/env.ts'

// Browser tests: the real product (built, then started as `npm start` starts
// it) in Debian's Chromium. Playwright's own browser download is not used, so
// /usr/bin/chromium must exist (scripts/ci/ensure-chromium.sh installs it).
const ci = Boolean(process.env['CI'])
// One id per run, inherited by the workers: answers of `policy eval` are
// cached per run (tests/e2e/support/policy-eval.ts), never across runs.
process.env['E2E_RUN_ID'] ??= `${Date.now()}-${process.pid}`

type WebServer = Extract<NonNullable<PlaywrightTestConfig['webServer']>, readonly unknown[]>[number]

interface Ports {
  readonly port: number
  readonly authPort: number
  readonly origin: string
  readonly authOrigin: string
}

/**
 * One of the run's servers, started by its script and stopped after the run.
 * Its log goes, as JSON at debug level (the most it ever writes), to its own
 * file under reports/server-logs/ (the script redirects stdout there): the
 * checker after the run (scripts/ci/check-server-logs.ts) greps it for secrets.
 */
function testServer(command: string, log: ServerLogName, ports: Ports, env: Record<string, string>, timeout: number): WebServer {
  return {
    command,
    url: `${ports.origin}/`,
    reuseExistingServer: process.env['E2E_REUSE_SERVER'] === '1',
    timeout,
    stdout: 'ignore',
    stderr: 'pipe',
    gracefulShutdown: { signal: 'SIGTERM', timeout: 5_000 },
    env: {
      PORT: String(ports.port),
      AUTH_PORT: String(ports.authPort),
      AUTH_HOST: ports.authOrigin,
      APP_ORIGIN: ports.origin,
      LOG_FORMAT: 'json',
      LOG_LEVEL: 'debug',
      E2E_SERVER_LOG: serverLogFile(log),
      ...env,
    },
  }
}

export default defineConfig({
  testDir: 'tests/e2e',
  outputDir: 'test-results/e2e',
  // Made for 2 cores: two browsers. A third once shortened the run, but with
  // today's suite the machine is saturated and it only stretched each test (the
  // multi-person journeys took up to 58 s of their 60); E2E_WORKERS overrides.
  workers: Number(process.env['E2E_WORKERS'] ?? 2),
  fullyParallel: true,
  forbidOnly: ci,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  // One picture per name for every machine (no "-linux" suffix): the tests run on Debian's chromium only.
  snapshotPathTemplate: '{testDir}/{testFileName}-snapshots/{arg}{ext}',
  // The JUnit report feeds the closing `tests: N passed, N failed` line of `npm test`.
  reporter: [['list'], ['junit', { outputFile: 'reports/e2e-junit.xml' }], ['html', { open: 'never', outputFolder: 'playwright-report' }]],
  use: {
    baseURL: appOrigin,
    headless: true,
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
    },
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  projects: [
    // Signs every persona in once through the real sign-in page and saves the
    // session (bulletproof-react's setup project); the tests reuse it.
    { name: 'setup', testMatch: /.*\.setup\.ts/ },
    { name: 'chromium', testMatch: /.*\.spec\.ts/, testIgnore: /(demo-walk|notifications|terms|rollover|visual)\.spec\.ts/, dependencies: ['setup'] },
    // The demo walk runs after the rest, on its own server: run beside them, its
    // eleven menu walks doubled the load on a 2-core machine and timed out others.
    // The notifications journey is the demo's rosa and omar (issue 54), on the same server.
    // The terms journey (issue 55) on its own server, whose clock starts 8 days before a deadline; light, so it runs with them.
    // The rollover journey (issue 56) is ana's, on the demo server: it writes only Northbridge's foundation-year lists.
    { name: 'demo-walk', testMatch: /(demo-walk|notifications|terms|rollover)\.spec\.ts/, dependencies: ['chromium'] },
    // Screenshots of the kit page and of list pages on the demo data (issue 52), after the rest too:
    // a busy machine draws the same pictures, but late-loading fonts and charts settle better alone.
    { name: 'visual', testMatch: /visual\.spec\.ts/, dependencies: ['chromium'] },
  ],
  webServer: [
    // A developer's own `npm start` (ports 3000/3001) is never reused: the
    // tests need their own data file and a fresh database.
    testServer('bash scripts/ci/e2e-server.sh', 'app', { port: appPort, authPort, origin: appOrigin, authOrigin }, { ADOPTIONS_DATA: personasFile }, 240_000),
    // The demo data of `npm start`, serving the build the first one made (it waits for it).
    testServer(
      'bash scripts/ci/e2e-demo-server.sh',
      'demo',
      { port: demoPort, authPort: demoAuthPort, origin: demoOrigin, authOrigin: demoAuthOrigin },
      { ADOPTIONS_DATA: '', BUILT_BY: appOrigin },
      360_000,
    ),
    // A clock set 8 days before a booklist deadline (ADOPTIONS_NOW), reminders checked every half second, on its own data file.
    testServer(
      'bash scripts/ci/e2e-demo-server.sh',
      'terms',
      { port: termsPort, authPort: termsAuthPort, origin: termsOrigin, authOrigin: termsAuthOrigin },
      { ADOPTIONS_DATA: termsFile, ADOPTIONS_NOW: termsClock, MAIL_INTERVAL_MS: '500', BUILT_BY: appOrigin },
      360_000,
    ),
    // The kit page (src/kit/), built on its own and served as static files: no server, no policy, no data.
    {
      command: `npx vite build --config vite.kit.config.ts --logLevel warn && npx vite preview --config vite.kit.config.ts --port ${kitPort} --strictPort`,
      url: `${kitOrigin}/kit.html`,
      reuseExistingServer: process.env['E2E_REUSE_SERVER'] === '1',
      timeout: 120_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
  ],
})
