import type { BrowserContext, Locator } from '@playwright/test'
import { CHROMIUM, CHROMIUM_ARGS } from './browser.ts'
import { median } from './stats.ts'
import { row, type BenchRow } from './table.ts'

const GROUP = 'Lighthouse'
const RUNS = 3

export type LighthousePreset = 'desktop' | 'mobile'

/** One page to audit: its URL, with what the rows call it (empty for the landing page, whose rows keep their names). */
export interface LighthousePage {
  readonly url: string
  readonly label: string
  readonly presets: readonly LighthousePreset[]
  /** The signed-in session's cookies, sent as a header so Lighthouse loads the signed-in app. */
  readonly cookieHeader: string
  /** Said in each row's note, e.g. how many rows the page shows. */
  readonly note?: string
}

/**
 * Lighthouse 12 performance and accessibility of each page, with the desktop
 * preset and/or the default (mobile, throttled) settings.
 */
export async function measureLighthouse(pages: readonly LighthousePage[]): Promise<BenchRow[]> {
  const { default: lighthouse } = await import('lighthouse')
  const { default: desktopConfig } = await import('lighthouse/core/config/desktop-config.js')
  const chromeLauncher = await import('chrome-launcher')
  const rows: BenchRow[] = []
  const configs = { desktop: desktopConfig, mobile: undefined }
  for (const { url, label, preset, note, cookieHeader } of pages.flatMap((page) => page.presets.map((preset) => ({ ...page, preset })))) {
    const config = configs[preset]
    const perfScores: number[] = []
    const a11yScores: number[] = []
    const failedAudits = new Set<string>()
    const metrics: Record<string, number[]> = { FCP: [], LCP: [], TBT: [], CLS: [] }
    // Trace recording sometimes fails on a loaded machine (NO_NAVSTART): retry, up to twice the runs.
    for (let attempt = 1; perfScores.length < RUNS; attempt++) {
      const lastChance = attempt >= RUNS * 2
      // A fresh Chromium per run: Lighthouse measures a cold load and clears storage itself.
      const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: ['--headless=new', ...CHROMIUM_ARGS] })
      try {
        const result = await lighthouse(
          url,
          { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance', 'accessibility'], extraHeaders: { Cookie: cookieHeader } },
          config,
        )
        const lhr = result?.lhr
        if (!lhr || lhr.runtimeError) {
          if (!lastChance) continue
          throw new Error(lhr?.runtimeError ? `Lighthouse: ${lhr.runtimeError.code} ${lhr.runtimeError.message}` : 'Lighthouse returned no result')
        }
        perfScores.push(Math.round((lhr.categories['performance']?.score ?? 0) * 100))
        a11yScores.push(Math.round((lhr.categories['accessibility']?.score ?? 0) * 100))
        metrics['FCP']?.push(lhr.audits['first-contentful-paint']?.numericValue ?? Number.NaN)
        metrics['LCP']?.push(lhr.audits['largest-contentful-paint']?.numericValue ?? Number.NaN)
        metrics['TBT']?.push(lhr.audits['total-blocking-time']?.numericValue ?? Number.NaN)
        metrics['CLS']?.push(lhr.audits['cumulative-layout-shift']?.numericValue ?? Number.NaN)
        for (const ref of lhr.categories['accessibility']?.auditRefs ?? []) {
          const audit = lhr.audits[ref.id]
          if (ref.weight > 0 && audit && audit.score !== null && audit.score < 1) failedAudits.add(ref.id)
        }
      } catch (error) {
        if (lastChance) throw error
      } finally {
        chrome.kill()
      }
    }
    const perf = median(perfScores)
    const a11y = median(a11yScores)
    const timings = Object.entries(metrics)
      .map(([name, values]) => (name === 'CLS' ? `CLS ${median(values).toFixed(3)}` : `${name} ${Math.round(median(values))} ms`))
      .join(', ')
    const name = label === '' ? preset : `${label}, ${preset}`
    const about = note ? `; ${note}` : ''
    rows.push(
      row(GROUP, `${name} performance`, perf, 'score', {
        target: '>= 95',
        pass: perf >= 95,
        note: `runs: ${perfScores.join(', ')}; median ${timings}${about}`,
      }),
    )
    rows.push(
      row(GROUP, `${name} accessibility`, a11y, 'score', {
        target: '100',
        pass: a11y === 100,
        note: `${failedAudits.size > 0 ? `failing audits: ${[...failedAudits].join(', ')}` : `runs: ${a11yScores.join(', ')}`}${about}`,
      }),
    )
  }
  return rows
}

/**
 * Opens `path` in the signed-in context (Playwright, before Lighthouse) and
 * says what is on screen: where the app left the page and how many rows its
 * first table shows once loaded. Throws when the app sent the persona elsewhere.
 */
export async function pageOnScreen(context: BrowserContext, origin: string, path: string): Promise<{ url: string; rows: number }> {
  const page = await context.newPage()
  try {
    await page.goto(`${origin}${path}`)
    const table = page.locator('table[aria-busy="false"]').first()
    const loaded = await table.waitFor({ timeout: 30_000 }).then(
      () => true,
      () => false,
    )
    const pathname = new URL(page.url()).pathname
    if (pathname !== new URL(`${origin}${path}`).pathname) throw new Error(`${path} led to ${pathname}`)
    if (!loaded) throw new Error(`${path} showed no loaded table within 30 s`)
    return { url: `${origin}${path}`, rows: await settledCount(table.locator('tbody tr')) }
  } finally {
    await page.close()
  }
}

/** The rows once the table has drawn them all: a long page arrives ten rows at a time (the kit's rows-in-steps.ts). */
async function settledCount(rows: Locator): Promise<number> {
  let count = await rows.count()
  for (let stable = 0; stable < 3;) {
    await new Promise((resolve) => setTimeout(resolve, 100))
    const now = await rows.count()
    stable = now === count ? stable + 1 : 0
    count = now
  }
  return count
}
