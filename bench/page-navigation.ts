import { readFileSync } from 'node:fs'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import type { Browser, BrowserContext, Page } from '@playwright/test'
import type { Manifest } from 'vite'
import { matchRoute, type PolicyWithSources } from '../src/policy/index.ts'
import { waitForQuiet } from '../tests/e2e/support/quiet.ts'
import type { RunningApp } from './app-server.ts'
import { signIn } from './browser.ts'
import { median, percentile, round } from './stats.ts'
import { row, type BenchRow } from './table.ts'

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..')
const GROUP = 'navigation in Chromium'
// The bench persona (bench/run.ts DEMO_PERSONA).
const PERSONA = 'ana@northbridge.example'
const WARM_RUNS = 9
// A link whose page shows no rows (a form, a search with nothing typed): after this long without a
// row, an empty state or a chart, its first run ends and the link is said to show no data.
const NO_DATA_AFTER_MS = 8_000
// Requests still in flight when the rows show are counted too: the count is read this long after.
const SETTLE_MS = 400

/** A menu link to a page whose route has a loader (routes.yaml `pageRoute`), so it may load data on the way. */
interface DataLink {
  readonly path: string
  readonly title: string
  readonly page: string
  /** The page's chunk in dist/ (`/assets/….js`), from the build's manifest. */
  readonly chunk: string
}

/** One click, in the page's clock (performance.now()). */
interface Seen {
  clicked: number
  ready: number
  kind: string
  trpc: { path: string; start: number }[]
  chunkStart: number
  heading: string
}

/**
 * Issue 35: from the landing page, a click on each menu link that leads to a
 * page with data, to its rows on screen. The links are the persona's menu
 * (nav "Main") as the app renders it, kept where the route the link opens has
 * a page loader (`pageRoute` of the compiled policy: the full one, the
 * runtime policy the app bundles drops it). Per page: 1 cold click
 * (a fresh context, nothing cached) and 9 warm ones (the start page reloaded
 * before each: the HTTP cache is warm, the query cache empty). Counted: the
 * /trpc requests started after the click (target one, tRPC batches the calls
 * of a tick), and the start of the first of them against the start of the
 * page's chunk (target <= 0: the loader asks with the chunk, not after it).
 * Playwright's click moves the pointer onto the link just before it clicks;
 * the router's hover preload waits 50 ms, so both still start after the click
 * (a chunk not requested after it fails the run, a request before it would
 * leave a count of 0).
 */
export async function measurePageNavigation(browser: Browser, app: RunningApp, policy: PolicyWithSources): Promise<BenchRow[]> {
  const manifest = JSON.parse(readFileSync(join(root, 'dist/.vite/manifest.json'), 'utf8')) as Manifest
  const session = await signIn(browser, app, PERSONA)
  const cookies = await session.context.cookies(app.appOrigin)
  let links: DataLink[]
  let others: string[]
  {
    const page = await session.context.newPage()
    await page.goto(`${app.appOrigin}${session.landing}`)
    const hrefs = await menuLinks(page)
    await session.context.close()
    links = dataLinks(policy, hrefs, manifest)
    others = hrefs.map((link) => link.path).filter((path) => !links.some((link) => link.path === path))
  }
  if (links.length === 0) throw new Error(`the menu of ${PERSONA} has no link to a page with a loader`)

  const rows: BenchRow[] = []
  const outcomes: { link: DataLink; requests: number; lead: number; noData: boolean }[] = []
  for (const link of links) {
    // The landing page, or for the landing itself the first other link of the menu.
    const start = link.path === session.landing ? (links.find((l) => l.path !== link.path)?.path ?? '/') : session.landing
    const context = await freshContext(browser, cookies)
    const runs: Seen[] = []
    let noData: Seen | undefined
    try {
      const page = await context.newPage()
      for (let i = 0; i <= WARM_RUNS; i++) {
        const seen = await clickToRows(page, app, start, link)
        if (seen.ready === 0) {
          noData = seen
          break
        }
        runs.push(seen)
      }
    } finally {
      await context.close()
    }
    const label = `${link.path} (${link.title})`
    if (noData) {
      rows.push(
        row(GROUP, `${label}: no rows to wait for`, noData.trpc.length, '/trpc requests', {
          note:
            `not a data page at the menu's URL: no row, empty state or chart ${NO_DATA_AFTER_MS / 1000} s after ` +
            `the click (${noData.trpc.map((r) => r.path).join(' | ') || 'no request'}); the page shows "${noData.heading}"`,
        }),
      )
      outcomes.push({ link, requests: noData.trpc.length, lead: Number.NaN, noData: true })
      continue
    }
    const times = runs.map((seen) => seen.ready - seen.clicked)
    const cold = times[0] ?? Number.NaN
    const requests = Math.max(...runs.map((seen) => seen.trpc.length))
    const leads = runs.map((seen) => (seen.trpc[0]?.start ?? Number.NaN) - seen.chunkStart)
    const worstLead = leads.some(Number.isNaN) ? Number.NaN : Math.max(...leads)
    const procedures = [...new Set(runs.flatMap((seen) => seen.trpc.map((r) => r.path)))].join(' | ')
    const kind = runs[0]?.kind ?? ''
    rows.push(
      row(GROUP, `${label}: click to rows on screen, p50`, round(median(times), 0), 'ms', {
        note: `${runs.length} clicks from ${start} (1 cold, ${runs.length - 1} warm); cold ${round(cold, 0)} ms; ready: ${kind}`,
      }),
      row(GROUP, `${label}: click to rows on screen, p95`, round(percentile(times, 95), 0), 'ms', {
        note: `nearest rank of ${runs.length}: the slowest click`,
      }),
      row(GROUP, `${label}: one /trpc request, started no later than the chunk (request - chunk start, worst)`, round(worstLead, 1), 'ms', {
        target: '1 request, <= 0 ms',
        pass: requests === 1 && worstLead <= 0,
        note: `${requests} /trpc request(s) at most (${procedures || 'none'}); median ${round(median(leads), 1)} ms; chunk ${link.chunk}`,
      }),
    )
    outcomes.push({ link, requests, lead: worstLead, noData: false })
  }

  const measured = outcomes.filter((o) => !o.noData)
  const missed = measured.filter((o) => !(o.requests === 1 && o.lead <= 0))
  const missedText = missed.map((o) => `${o.link.path} (${o.requests} requests, ${Number.isNaN(o.lead) ? 'no request' : `${round(o.lead, 1)} ms`})`).join('; ')
  const skipped = outcomes.filter((o) => o.noData).map((o) => o.link.path)
  rows.push(
    row(GROUP, 'data pages with one /trpc request started no later than their chunk', measured.length - missed.length, `of ${measured.length}`, {
      target: 'all',
      pass: missed.length === 0,
      note: [
        missed.length > 0 ? `missed: ${missedText}` : 'every data page met both rules',
        skipped.length > 0 ? `no data at the menu's URL: ${skipped.join(', ')}` : '',
        others.length > 0 ? `menu links without a page loader, not measured: ${others.join(', ')}` : '',
        `persona ${PERSONA}`,
      ]
        .filter(Boolean)
        .join('; '),
    }),
  )
  return rows
}

async function freshContext(browser: Browser, cookies: Parameters<BrowserContext['addCookies']>[0]): Promise<BrowserContext> {
  const context = await browser.newContext()
  await context.addCookies(cookies)
  // The default buffer (250 entries) could fill with the start page's own scripts before the click.
  await context.addInitScript(() => performance.setResourceTimingBufferSize(5000))
  return context
}

/** Every link of the main menu, groups' children included, once each. */
async function menuLinks(page: Page): Promise<{ path: string; title: string }[]> {
  const nav = page.getByRole('navigation', { name: 'Main' })
  await nav.getByRole('link').first().waitFor()
  const links = await nav
    .getByRole('link')
    .evaluateAll((anchors) => anchors.map((a) => ({ path: a.getAttribute('href') ?? '', title: (a.textContent ?? '').trim() })))
  const seen = new Set<string>()
  return links.filter((link) => link.path.startsWith('/') && !seen.has(link.path) && seen.add(link.path))
}

/** The links whose route has a page loader, with the page's chunk. */
function dataLinks(policy: PolicyWithSources, links: readonly { path: string; title: string }[], manifest: Manifest): DataLink[] {
  const out: DataLink[] = []
  for (const link of links) {
    const route = matchRoute(policy, link.path)?.route
    if (!route?.pageRoute) continue
    const key = `src/pages/${route.page}/page.tsx`
    const chunk = manifest[key]?.file
    if (!chunk) throw new Error(`${key} is not a chunk of the build (dist/.vite/manifest.json)`)
    out.push({ ...link, page: route.page, chunk: `/${chunk}` })
  }
  return out
}

/**
 * Loads `start`, clicks the menu link to `link` and waits for its rows. Ready,
 * inside main and not left over from the start page: a data row of a table
 * (`tbody tr` but a skeleton row), or an empty state (`.empty-state`), or on a
 * page of charts every chart card drawn (its `svg[role="img"]` or its empty
 * state). `ready` stays 0 when none shows within NO_DATA_AFTER_MS (a form,
 * a search with nothing typed).
 */
async function clickToRows(page: Page, app: RunningApp, start: string, link: DataLink): Promise<Seen> {
  await page.goto(`${app.appOrigin}${start}`)
  const anchor = page.getByRole('navigation', { name: 'Main' }).locator(`a[href="${link.path}"]`).first()
  await anchor.waitFor()
  // The start page's own requests are over before the click (the live stream stays open: not counted).
  await waitForQuiet(page)
  await page.evaluate(() => {
    const seen = { clicked: 0, ready: 0, kind: '' }
    ;(window as unknown as { nav: typeof seen }).nav = seen
    // What the start page shows is not the target's rows.
    for (const old of document.querySelectorAll('main tbody tr, main .empty-state, main section.chart-card')) old.setAttribute('data-bench-old', '')
    document.addEventListener('click', () => (seen.clicked = performance.now()), { capture: true, once: true })
    // Anonymous callbacks: tsx names functions it compiles (__name), which the page does not have.
    new MutationObserver(() => {
      if (seen.clicked === 0 || seen.ready > 0) return
      const main = document.querySelector('main')
      if (!main) return
      // No named helper here either (a const arrow function is named too).
      const cards = [...main.querySelectorAll('section.chart-card')].filter((el) => !el.hasAttribute('data-bench-old'))
      const rows = [...main.querySelectorAll('tbody tr')].filter((el) => !el.hasAttribute('data-bench-old') && !el.classList.contains('skeleton-row'))
      const empty = [...main.querySelectorAll('.empty-state')].filter((el) => !el.hasAttribute('data-bench-old'))
      if (cards.length > 0) {
        if (!cards.every((card) => card.querySelector('svg[role="img"]') ?? card.querySelector('.empty-state'))) return
        seen.kind = `${cards.length} chart cards drawn (svg[role=img] or .empty-state in each section.chart-card)`
      } else if (rows.length > 0) {
        seen.kind = 'first data row (main tbody tr, not .skeleton-row)'
      } else if (empty.length > 0) {
        seen.kind = 'empty state (main .empty-state)'
      } else return
      seen.ready = performance.now()
    }).observe(document.body, { subtree: true, childList: true })
  })
  const trpcCount = { n: 0 }
  const onRequest = (request: { url(): string }) => {
    if (new URL(request.url()).pathname.startsWith('/trpc/')) trpcCount.n++
  }
  page.on('request', onRequest)
  try {
    await anchor.click()
    await page
      .waitForFunction(() => (window as unknown as { nav: Seen }).nav.ready > 0, undefined, { timeout: NO_DATA_AFTER_MS })
      .then(
        () => true,
        () => false,
      )
    await page.waitForTimeout(SETTLE_MS)
  } finally {
    page.off('request', onRequest)
  }
  // A request still in flight has no resource timing entry yet: the request events count it, so wait for it.
  let seen = await readSeen(page, link.chunk)
  for (let wait = 0; trpcCount.n > seen.trpc.length; wait++) {
    if (wait === 50) throw new Error(`${link.path}: ${trpcCount.n} /trpc requests after the click, ${seen.trpc.length} finished 10 s later`)
    await page.waitForTimeout(200)
    seen = await readSeen(page, link.chunk)
  }
  if (seen.ready > 0 && Number.isNaN(seen.chunkStart)) throw new Error(`${link.path}: the page's chunk ${link.chunk} was not requested after the click`)
  return seen
}

/** The click's marks, and from the resource timing the /trpc requests and the page's chunk started after it. */
function readSeen(page: Page, chunk: string): Promise<Seen> {
  return page.evaluate((chunkPath) => {
    const nav = (window as unknown as { nav: { clicked: number; ready: number; kind: string } }).nav
    const entries = performance.getEntriesByType('resource') as PerformanceResourceTiming[]
    const after = entries.filter((e) => e.startTime >= nav.clicked)
    const trpc = after
      .filter((e) => new URL(e.name).pathname.startsWith('/trpc/'))
      .map((e) => ({ path: new URL(e.name).pathname.slice('/trpc/'.length), start: e.startTime }))
    const chunkEntry = after.find((e) => new URL(e.name).pathname === chunkPath)
    return { ...nav, trpc, chunkStart: chunkEntry?.startTime ?? Number.NaN, heading: (document.querySelector('main h1')?.textContent ?? '').trim() }
  }, chunk)
}
