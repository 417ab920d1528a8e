import { CHROMIUM, CHROMIUM_ARGS } from './browser.ts'
import { median } from './stats.ts'
import { row, type BenchRow } from './table.ts'

const GROUP = 'Lighthouse'
const RUNS = 3

/**
 * Lighthouse 12 performance and accessibility of the persona's landing page,
 * with the desktop preset and the default (mobile, throttled) settings; the
 * session cookie is passed as a header so Lighthouse loads the signed-in app.
 */
export async function measureLighthouse(url: string, cookieHeader: string): Promise<BenchRow[]> {
  const { default: lighthouse } = await import('lighthouse')
  const { default: desktopConfig } = await import('lighthouse/core/config/desktop-config.js')
  const chromeLauncher = await import('chrome-launcher')
  const rows: BenchRow[] = []
  for (const [preset, config] of [['desktop', desktopConfig], ['mobile', undefined]] as const) {
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
    rows.push(row(GROUP, `${preset} performance`, perf, 'score', { target: '>= 95', pass: perf >= 95, note: `runs: ${perfScores.join(', ')}; median ${timings}` }))
    rows.push(
      row(GROUP, `${preset} accessibility`, a11y, 'score', {
        target: '100',
        pass: a11y === 100,
        note: failedAudits.size > 0 ? `failing audits: ${[...failedAudits].join(', ')}` : `runs: ${a11yScores.join(', ')}`,
      }),
    )
  }
  return rows
}
