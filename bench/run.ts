import { existsSync, writeFileSync } from 'node:fs'
import { availableParallelism, loadavg } from 'node:os'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { loadPolicySources } from '../scripts/policy/load.ts'
import { runPipeline } from '../scripts/policy/pipeline.ts'
import { defaultLanding } from '../src/policy/index.ts'
import type { Browser } from '@playwright/test'
import { startApp, type RunningApp } from './app-server.ts'
import { loadBaseline } from './baseline.ts'
import { benchFacts } from './bench-facts.ts'
import { measureBoot } from './boot-requests.ts'
import { measureUploadCheck, measureUploadParse } from './bulk-upload.ts'
import { chromiumMissing, launchChromium, signIn } from './browser.ts'
import { buildApp, type AppBuild } from './build-app.ts'
import { measureCaslChecks } from './casl-checks.ts'
import { measureCounterApi } from './counter-api.ts'
import { measureCounterReports } from './counter-reports.ts'
import { measureCompileTime } from './compile-time.ts'
import { measureDashboardChunk, measureDashboardNavigation, measureDashboardQueries } from './dashboards.ts'
import { measureEvaluation } from './evaluation.ts'
import { measureHostileLoad } from './hostile-load.ts'
import { measureSeveralServers } from './several-servers.ts'
import { measureOperations } from './operations.ts'
import { measureLive } from './live.ts'
import { measureNotifications } from './notifications.ts'
import { measureTermStatus } from './terms.ts'
import { measureRollover } from './rollover.ts'
import { measureScaleCurve } from './scale-curve.ts'
import { measureWhoCan } from './who-can.ts'
import { measureDecisionLog } from './decision-log.ts'
import { firstLoadRows } from './first-load-size.ts'
import { bundleReport } from './bundle-report.ts'
import { measureLighthouse, pageOnScreen, type LighthousePage } from './lighthouse.ts'
import { measurePageNavigation } from './page-navigation.ts'
import { measureSearchTyping } from './search-typing.ts'
import { measureStudioKeystroke } from './studio-keystroke.ts'
import { measureRecordQueries } from './record-queries.ts'
import { notMeasured, renderTable, type BenchRow } from './table.ts'

// `npm run bench`: every figure of issue 7 in one table, also written to bench/results.json.
// Order matters: the build (into dist/) comes before the browser measurements that serve it.
const root = resolve(dirname(fileURLToPath(import.meta.url)), '..')
const DEMO_PERSONA = 'ana@northbridge.example'
/** Requests lists belong to pricing-approval institutions that are neither EA nor IA, such as Lakeside. */
const REQUESTS_PERSONA = 'eli@lakeside.example'
const rows: BenchRow[] = []
const loadAtStart = loadavg()[0] ?? 0
// `npm run bench -- records` runs only the steps whose label contains "records".
const only = process.argv[2]
const step = async (label: string, run: () => Promise<BenchRow[]> | BenchRow[], skip: (reason: string) => BenchRow[]) => {
  if (only !== undefined && !label.includes(only)) return
  process.stderr.write(`bench: ${label}...\n`)
  try {
    rows.push(...(await run()))
  } catch (error) {
    rows.push(...skip(firstLine(error)))
  }
}

const compiled = runPipeline(loadPolicySources(root))
if (!compiled.policy) {
  process.stderr.write('bench: the policy does not compile, so there is nothing to measure; `npm run policy -- check` lists the errors.\n')
  process.exit(1)
}
const policy = compiled.policy

await step(
  'policy compile time',
  () => measureCompileTime(loadPolicySources(root)),
  (r) => [notMeasured('policy compile', 'compile time', r)],
)
let baselineName = 'none'
await step(
  'policy evaluation',
  async () => {
    const baseline = await loadBaseline(root)
    baselineName = baseline.name
    return measureEvaluation(policy, baseline)
  },
  (r) => [notMeasured('policy evaluation', 'compiled / hand-written', r, '<= 1.5x')],
)
await step(
  'CASL checks',
  () => measureCaslChecks(policy),
  (r) => [notMeasured('CASL checks', 'checks per second', r)],
)

for (const kind of ['sqlite', 'postgres'] as const) {
  await step(
    `records on ${kind} at 100,000 titles`,
    () => measureRecordQueries(kind),
    (r) => [notMeasured(`records on ${kind}`, 'requests.list and catalogue.search, p95', r)],
  )
}

for (const kind of ['sqlite', 'postgres'] as const) {
  await step(
    `bulk upload on ${kind}: check and commit 20,000 rows`,
    () => measureUploadCheck(kind),
    (r) => [notMeasured(`bulk upload on ${kind}`, 'uploads.check of 20,000 rows', r, '< 10 s')],
  )
}

for (const kind of ['sqlite', 'postgres'] as const) {
  await step(
    `dashboards on ${kind}: dashboards.get of every kind, 12 months of usage for 100,000 titles`,
    () => measureDashboardQueries(kind),
    (r) => [notMeasured(`dashboards on ${kind === 'sqlite' ? 'SQLite' : 'PostgreSQL'}`, 'dashboards.get of every kind, p50', r, '< 1 s')],
  )
}

for (const kind of ['sqlite', 'postgres'] as const) {
  const name = kind === 'sqlite' ? 'SQLite' : 'PostgreSQL'
  await step(
    `counter reports on ${kind}: COUNTER TR_B1 and TR_B3, first page and the year as TSV, 12 months of usage for 100,000 titles`,
    () => measureCounterReports(kind),
    (r) => [
      notMeasured(`COUNTER reports on ${name}`, 'counterReports.get, first page of 50, p50', r, '< 1 s'),
      notMeasured(`COUNTER reports on ${name}`, 'the year as TSV, fetch to the last byte', r, '< 60 s'),
    ],
  )
}

for (const kind of ['sqlite', 'postgres'] as const) {
  const name = kind === 'sqlite' ? 'SQLite' : 'PostgreSQL'
  await step(
    `counter api on ${kind}: the COUNTER API's TR_B3 and TR_B1 of the year as JSON, 12 months of usage for 100,000 titles`,
    () => measureCounterApi(kind),
    (r) => [
      notMeasured(`COUNTER API on ${name} (issue 57)`, 'TR_B3 of the year, fetch to the last byte', r, '< 60 s'),
      notMeasured(`COUNTER API on ${name} (issue 57)`, 'TR_B1 of the year, fetch to the last byte', r, '< 60 s'),
    ],
  )
}

for (const kind of ['sqlite', 'postgres'] as const) {
  const name = kind === 'sqlite' ? 'SQLite' : 'PostgreSQL'
  await step(
    `notifications on ${kind}: one request told to 200 approvers, the outbox drained to files and through SMTP`,
    () => measureNotifications(kind),
    (r) => [notMeasured(`notifications on ${name} (issue 54)`, 'requests.create told to 200 approvers, p50', r)],
  )
}

for (const kind of ['sqlite', 'postgres'] as const) {
  const name = kind === 'sqlite' ? 'SQLite' : 'PostgreSQL'
  await step(
    `terms on ${kind}: termStatus.board of a term of 4,000 courses, counted in SQL`,
    () => measureTermStatus(kind),
    (r) => [notMeasured(`terms on ${name} (issue 55)`, 'termStatus.board, first page of 25, p95', r, '<= 200 ms')],
  )
}

for (const kind of ['sqlite', 'postgres'] as const) {
  const name = kind === 'sqlite' ? 'SQLite' : 'PostgreSQL'
  await step(
    `scale curve on ${kind}: lists, search, reports and a dashboard at 10x and 100x the demo (10 and 100 institutions, up to 1,000,000 requests)`,
    () => measureScaleCurve(kind),
    (r) => [notMeasured(`scale curve on ${name} (issue 61)`, 'p95 at 100x against 10x of each list, search, report and a dashboard', r, '<= 2x from 10x')],
  )
}

for (const kind of ['sqlite', 'postgres'] as const) {
  const name = kind === 'sqlite' ? 'SQLite' : 'PostgreSQL'
  await step(
    `rollover on ${kind}: 1,000 lists of 20 items previewed and rolled to the next term in batches, then rolled again`,
    () => measureRollover(kind),
    (r) => [notMeasured(`rollover on ${name} (issue 56)`, 'rollover of 1,000 lists of 20 items', r, '< 10 s')],
  )
}

for (const kind of ['sqlite', 'postgres'] as const) {
  const name = kind === 'sqlite' ? 'SQLite' : 'PostgreSQL'
  await step(
    `who can on ${kind}: who of 2,000 staff can approve a request or open a page, and a review's snapshot of them all`,
    () => measureWhoCan(kind),
    (r) => [notMeasured(`who can on ${name} (issue 58)`, 'who can approve one pending request, 2,000 staff, p95', r, '<= 300 ms')],
  )
}

for (const kind of ['sqlite', 'postgres'] as const) {
  const name = kind === 'sqlite' ? 'SQLite' : 'PostgreSQL'
  await step(
    `decision log on ${kind}: requests.list and requests.approve with the log on and off, and rows written per second`,
    () => measureDecisionLog(kind),
    (r) => [
      notMeasured(`decision log on ${name} (issue 59)`, 'requests.list, first page of 25: p99 with the log on / off', r, '<= 1.1x'),
      notMeasured(`decision log on ${name} (issue 59)`, 'requests.approve, a different pending request each: p99 with the log on / off', r, '<= 1.1x'),
      notMeasured(`decision log on ${name} (issue 59)`, 'rows written per second, 100,000 decisions recorded then flushed', r),
    ],
  )
}

await step(
  'hostile load: normal clients beside oversized bodies, long batches and write floods',
  () => measureHostileLoad(root),
  (r) => [notMeasured('hostile load (issue 24)', 'normal clients p99 under attack', r, '<= 2x alone')],
)

await step(
  'several servers: 64 staff against one app server, then three on one PostgreSQL behind haproxy (or a Node proxy)',
  () => measureSeveralServers(root),
  (r) => [notMeasured('several servers (issue 61)', '3 app servers behind a load balancer: throughput / one server', r, '>= 2.5x')],
)

await step(
  'operations: log and metrics overhead, a rolling restart of two servers behind haproxy under load, a backup',
  () => measureOperations(root),
  (r) => [notMeasured('operations (issue 62)', 'requests.list p99 with JSON logs and metrics / without', r, '<= 1.05x')],
)

let build: AppBuild | undefined

await step(
  'live updates: two servers on one PostgreSQL, idle streams, fan-out',
  // In Chromium when it is there (the row on screen); on the wire alone otherwise.
  () => (chromiumMissing() ? measureLive(root, undefined) : withChromium((browser) => measureLive(root, browser))),
  (r) => [notMeasured('live updates (issue 53)', 'A → B on the wire, p50 / p95', r, '<= 1000')],
)
const landing = defaultLanding(policy, benchFacts(policy))
await step(
  'vite build and first-load size',
  async () => {
    if (!existsSync(join(root, 'index.html'))) throw new Error('index.html does not exist yet (the app is not built)')
    build = await buildApp(root, join(root, 'dist'))
    return firstLoadRows(build, policy, landing)
  },
  (r) => [notMeasured('first load', 'entry chunk + static imports', r, '<= 120 KB')],
)

await step(
  'bundle report: each package and folder in the first load, each page chunk',
  async () => {
    build ??= await buildApp(root, join(root, 'dist'))
    return bundleReport(build, policy, join(root, 'bench/bundle-report.md'))
  },
  (r) => [notMeasured('bundle', 'first load by package and folder', r)],
)

await step(
  'policy studio keystroke latency in Chromium',
  async () => {
    const missing = chromiumMissing()
    if (missing) throw new Error(missing)
    const browser = await launchChromium()
    try {
      return await measureStudioKeystroke(browser)
    } finally {
      await browser.close()
    }
  },
  (r) => [notMeasured('studio', 'keystroke to updated diagnostics and preview, p95', r, '<= 100 ms')],
)

const browserSkip = (r: string) => [
  notMeasured('boot in Chromium', '/trpc requests of the boot before the menu renders', r, '= 1'),
  notMeasured('boot in Chromium', 'boot request start - main script responseEnd', r, '< 0'),
  notMeasured('Lighthouse', 'desktop and mobile performance / accessibility', r, '>= 95 / 100'),
]
await step(
  'boot requests and Lighthouse in Chromium',
  async () => {
    const missing = chromiumMissing()
    if (missing) throw new Error(missing)
    // `npm run bench -- Lighthouse` skips the first-load step, which builds dist/.
    build ??= await buildApp(root, join(root, 'dist'))
    const app = await startApp(root)
    const browser = await launchChromium()
    try {
      const session = await signIn(browser, app, DEMO_PERSONA)
      const cookies = await session.context.cookies(app.appOrigin)
      const out = await measureBoot(browser, app, { cookies, landing: session.landing }, join(root, 'dist'))
      if (session.note)
        out.push({ group: 'boot in Chromium', metric: 'sign-in through the sign-in page', value: null, unit: '', status: 'n/a', note: session.note })
      // Issue 35: mobile on the booklist showing 50 rows (the page size in the URL) and on the requests list.
      // Ana's institution has no requests list (an Approvals base): Lakeside's eli has it.
      const pages: LighthousePage[] = [
        { url: `${app.appOrigin}${session.landing}`, label: '', presets: ['desktop', 'mobile'], cookieHeader: session.cookieHeader },
      ]
      for (const [label, path, persona] of [
        ['booklist with 50 rows', '/booklist?pageSize=50', DEMO_PERSONA],
        ['requests list', '/requests', REQUESTS_PERSONA],
      ] as const) {
        try {
          const signedIn = persona === DEMO_PERSONA ? session : await signIn(browser, app, persona)
          const shown = await pageOnScreen(signedIn.context, app.appOrigin, path)
          pages.push({
            url: shown.url,
            label,
            presets: ['mobile'],
            cookieHeader: signedIn.cookieHeader,
            note: `${path} showed ${shown.rows} rows to ${persona} (demo data)`,
          })
        } catch (error) {
          out.push(notMeasured('Lighthouse', `${label}, mobile performance / accessibility`, firstLine(error), '>= 95 / 100'))
        }
      }
      await browser.close()
      process.stderr.write(
        `bench: Lighthouse (${pages.map((page) => `${page.label || session.landing} ${page.presets.join(' and ')}`).join('; ')}; 3 runs each)...\n`,
      )
      try {
        out.push(...(await measureLighthouse(pages)))
      } catch (error) {
        out.push(notMeasured('Lighthouse', 'performance / accessibility', firstLine(error), '>= 95 / 100'))
      }
      return out
    } finally {
      await browser.close()
      await app.stop()
    }
  },
  browserSkip,
)

await step(
  'bulk upload: reading a 20,000-row file in Chromium',
  () => inChromium(measureUploadParse),
  (r) => [notMeasured('bulk upload in Chromium', 'longest main-thread task while a 20,000-row file is read', r, '<= 200 ms')],
)

await step(
  'dashboards: the analytics page chunk and the lazy chart-drawing chunk',
  async () => {
    build ??= await buildApp(root, join(root, 'dist'))
    return measureDashboardChunk(build)
  },
  (r) => [notMeasured('dashboards: chunks', 'analytics page and chart-drawing chunks', r, 'not in first load')],
)

await step(
  'dashboards in Chromium: menu click to the charts drawn',
  () => inChromium(measureDashboardNavigation),
  (r) => [notMeasured('dashboards in Chromium', 'menu click to the charts drawn', r, '<= 1000 ms')],
)

await step(
  'navigation in Chromium: menu click to each data page, its /trpc request and chunk',
  () => inChromium((browser, app) => measurePageNavigation(browser, app, policy)),
  (r) => [
    notMeasured('navigation in Chromium', 'menu click to rows on screen, per data page', r),
    notMeasured('navigation in Chromium', 'data pages with one /trpc request started no later than their chunk', r, 'all'),
  ],
)

await step(
  'search typing at 100,000 titles in Chromium: keystroke to results, requests per pause',
  () => withChromium((browser) => measureSearchTyping(browser, root)),
  (r) => [
    notMeasured('search as you type in Chromium', 'keystroke to results, p95', r, '<= 150 ms'),
    notMeasured('search as you type in Chromium', 'catalogue.search requests per pause in typing', r, '= 1'),
  ],
)

// Timings (and Lighthouse's simulated throttling) scale with a busy CPU; say how busy it was.
const machine = `${availableParallelism()} cores, 1-minute load average ${loadAtStart.toFixed(1)} at start, ${(loadavg()[0] ?? 0).toFixed(1)} at end`
const table = renderTable(rows)
process.stdout.write(`${table}\nmachine: ${machine}\n`)
// A partial run (`npm run bench -- records`) prints its rows but keeps the full run's results.
if (only === undefined) {
  const resultsFile = join(root, 'bench/results.json')
  writeFileSync(
    resultsFile,
    `${JSON.stringify({ date: new Date().toISOString(), node: process.version, machine, policyHash: policy.hash, baseline: baselineName, rows }, null, 2)}\n`,
  )
  process.stderr.write(`bench: wrote ${resultsFile}\n`)
}

function firstLine(error: unknown): string {
  return (error instanceof Error ? error.message : String(error)).split('\n')[0] ?? 'unknown error'
}

/** The built app (built here when a partial run skipped the first-load step) and Chromium for `measure`; both stopped after. */
async function inChromium(measure: (browser: Browser, app: RunningApp) => Promise<BenchRow[]>): Promise<BenchRow[]> {
  return withChromium(async (browser) => {
    const app = await startApp(root)
    try {
      return await measure(browser, app)
    } finally {
      await app.stop()
    }
  })
}

/** The built app in dist/ (built here when a partial run skipped the first-load step) and Chromium for `measure`, closed after. */
async function withChromium(measure: (browser: Browser) => Promise<BenchRow[]>): Promise<BenchRow[]> {
  const missing = chromiumMissing()
  if (missing) throw new Error(missing)
  // `npm run bench -- "bulk upload"` (or `-- dashboards`, `-- typing`) skips the first-load step, which builds dist/.
  build ??= await buildApp(root, join(root, 'dist'))
  const browser = await launchChromium()
  try {
    return await measure(browser)
  } finally {
    await browser.close()
  }
}
