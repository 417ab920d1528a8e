import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { Browser, BrowserContext } from '@playwright/test'
import type { RunningApp } from './app-server.ts'
import { median, round } from './stats.ts'
import { row, type BenchRow } from './table.ts'
import { bootCalls } from '../scripts/policy/emit-boot-preload.ts'

const GROUP = 'boot in Chromium'

/** The signed-in persona: its session cookies and the path it lands on. */
export interface BootSession {
  readonly cookies: Parameters<BrowserContext['addCookies']>[0]
  readonly landing: string
}
const RUNS = 5

// The boot's calls, as the build's boot preload names them: the request carrying any of them is a boot request.
const BOOT_PROCEDURES = bootCalls({ permissions: [] }).map((call) => call.path)

interface BootRun {
  /** /trpc requests carrying boot calls before the menu renders. */
  readonly trpcRequests: number
  /** Other /trpc requests by then: the landing page's data, asked beside the boot since its chunk waits for it. */
  readonly pageRequests: readonly string[]
  readonly bootStartMinusScriptEnd: number
  readonly bootFromPreload: boolean
  readonly bootResponseEnd: number
  readonly scriptBytes: number
}

/**
 * Cold loads of the landing page by a signed-in persona (fresh context, only
 * the session cookie carried over): how many HTTP requests go to /trpc before
 * the main menu renders (target 1), and when the boot request starts relative
 * to the end of the main script's download (resource timing; negative = it
 * started while the script was still downloading).
 */
export async function measureBoot(browser: Browser, app: RunningApp, session: BootSession, distDir: string): Promise<BenchRow[]> {
  const runs: BootRun[] = []
  let mainScript = ''
  let failures = 0
  while (runs.length < RUNS) {
    // dist/ is shared with other builds (the browser tests rebuild it); a run that meets a
    // half-written build is retried, with the entry script read afresh.
    try {
      mainScript = entryScript(distDir)
      runs.push(await bootOnce(browser, app, session, mainScript))
    } catch (error) {
      if (++failures > RUNS) throw error
    }
  }
  const maxRequests = Math.max(...runs.map((r) => r.trpcRequests))
  const pageCalls = [...new Set(runs.flatMap((r) => r.pageRequests))]
  const lead = median(runs.map((r) => r.bootStartMinusScriptEnd))
  const fromPreload = runs.filter((r) => r.bootFromPreload).length
  return [
    row(GROUP, `/trpc requests of the boot before the menu renders (max of ${RUNS})`, maxRequests, 'requests', {
      target: '= 1',
      pass: maxRequests === 1,
      note:
        pageCalls.length > 0
          ? `besides, the landing page's data left before the menu rendered in ` +
            `${runs.filter((r) => r.pageRequests.length > 0).length} of ${RUNS} runs (${pageCalls.join(', ')})`
          : 'no other request by then',
    }),
    row(GROUP, 'boot request start - main script responseEnd', round(lead, 1), 'ms', {
      target: '< 0',
      pass: lead < 0,
      note:
        `boot request started by the preload in ${fromPreload}/${RUNS} runs; ` +
        `main script ${mainScript}${failures > 0 ? `; ${failures} run(s) retried` : ''}`,
    }),
    row(GROUP, 'boot response end (from navigation start)', round(median(runs.map((r) => r.bootResponseEnd)), 1), 'ms', {
      note: 'local server, no throttling',
    }),
    row(GROUP, 'JS transferred for the landing page', round(median(runs.map((r) => r.scriptBytes)) / 1024, 1), 'KB', {
      note: `as the reference server compresses it (br); landing ${session.landing}`,
    }),
  ]
}

async function bootOnce(browser: Browser, app: RunningApp, session: BootSession, mainScript: string): Promise<BootRun> {
  const context = await browser.newContext()
  try {
    await context.addCookies(session.cookies)
    const page = await context.newPage()
    let trpcRequests = 0
    const pageRequests: string[] = []
    page.on('request', (request) => {
      const path = new URL(request.url()).pathname
      if (!path.startsWith('/trpc/')) return
      const calls = path.slice('/trpc/'.length).split(',')
      if (calls.some((call) => BOOT_PROCEDURES.includes(call))) trpcRequests++
      else pageRequests.push(calls.join(','))
    })
    await page.goto(`${app.appOrigin}${session.landing}`)
    await page.locator('nav[aria-label="Main"]').first().waitFor({ state: 'visible', timeout: 20_000 })
    // A second boot request, if the preload were not reused, would already be out: the menu needs the boot answers.
    const counted = trpcRequests
    const pageCounted = [...pageRequests]
    const timing = await page.evaluate((script) => {
      const entries = performance.getEntriesByType('resource') as PerformanceResourceTiming[]
      const boot = entries.find((e) => new URL(e.name).pathname.startsWith('/trpc/'))
      const main = entries.find((e) => new URL(e.name).pathname === script)
      const scripts = entries.filter((e) => new URL(e.name).pathname.endsWith('.js'))
      return {
        bootStart: boot?.startTime ?? Number.NaN,
        bootEnd: boot?.responseEnd ?? Number.NaN,
        bootInitiator: boot?.initiatorType ?? '',
        scriptEnd: main?.responseEnd ?? Number.NaN,
        scriptBytes: scripts.reduce((sum, e) => sum + e.encodedBodySize, 0),
      }
    }, mainScript)
    if (Number.isNaN(timing.bootStart)) throw new Error('no /trpc request in the resource timing of the landing page')
    if (Number.isNaN(timing.scriptEnd)) throw new Error(`the main script ${mainScript} is not in the resource timing`)
    return {
      trpcRequests: counted,
      pageRequests: pageCounted,
      bootStartMinusScriptEnd: timing.bootStart - timing.scriptEnd,
      bootFromPreload: timing.bootInitiator === 'link',
      bootResponseEnd: timing.bootEnd,
      scriptBytes: timing.scriptBytes,
    }
  } finally {
    await context.close()
  }
}

/** The path of the module script index.html starts the app with. */
export function entryScript(distDir: string): string {
  const html = readFileSync(join(distDir, 'index.html'), 'utf8')
  const match = /<script[^>]*type="module"[^>]*src="([^"]+)"/.exec(html) ?? /<script[^>]*src="([^"]+)"[^>]*type="module"/.exec(html)
  if (!match?.[1]) throw new Error('dist/index.html has no <script type="module" src>')
  return new URL(match[1], 'http://x/').pathname
}
