import AxeBuilder from '@axe-core/playwright'
import { readFile } from 'node:fs/promises'
import { expect, test, type Browser, type Page } from '@playwright/test'
import { personaByKey } from './support/personas.ts'

// Issue 30 in Chromium. At Kingsway (tests/e2e/fixtures/personas.yaml) amara holds every
// dashboards:* permission and opens Student engagement, whose charts sum the fixture's COUNTER
// usage; bilal holds only dashboards:uaaSpend, so the menu lists Spend overview alone and the
// engagement dashboard is refused by the page (no request) and by the server (403).

async function signedIn(browser: Browser, key: string): Promise<Page> {
  const context = await browser.newContext({ storageState: personaByKey(key).storageState })
  return context.newPage()
}

/** The card of one chart, by its heading. */
const card = (page: Page, title: string) => page.locator('section.chart-card').filter({ has: page.getByRole('heading', { level: 2, name: title }) })

/** The rows of a chart's table: the row header and each cell, as shown. */
async function tableOf(page: Page, title: string): Promise<string[][]> {
  const chart = card(page, title)
  await chart.getByRole('button', { name: 'Table' }).click()
  const table = chart.getByRole('table', { name: title })
  await expect(table).toBeVisible()
  return table.locator('tbody tr').evaluateAll((rows) => rows.map((row) => Array.from(row.children, (cell) => cell.textContent?.trim() ?? '')))
}

test('amara sees the engagement dashboard drawn from the usage table; the period changes the figures and the URL', async ({ browser }) => {
  const amara = await signedIn(browser, 'amara')
  await amara.goto('/analytics/engage?period=custom&from=2026-01&to=2026-02')
  await expect(amara.getByRole('heading', { level: 1, name: 'Student engagement' })).toBeVisible()
  await expect(amara.getByText('Period: Jan 2026 to Feb 2026')).toBeVisible()
  // Drawn: each chart with data is an image with a summary; engagement by course has no booklist with usage here.
  await expect(amara.getByRole('img', { name: /^Bar chart of Most used titles/ })).toBeVisible()
  await expect(amara.getByRole('img', { name: /^Line chart of Usage by month/ })).toBeVisible()
  await expect(card(amara, 'Engagement by course').getByText('No usage in this period')).toBeVisible()
  expect(
    await new AxeBuilder({ page: amara })
      .withTags(['wcag2a', 'wcag2aa', 'wcag21aa'])
      .analyze()
      .then((r) => r.violations.map((v) => v.id)),
  ).toEqual([])

  expect(await tableOf(amara, 'Most used titles')).toEqual([
    ['Organic Chemistry', '50', '20'],
    ['Cell Biology', '5', '4'],
  ])
  expect(await tableOf(amara, 'Usage by month')).toEqual([
    ['Jan 2026', '30', '12', '0'],
    ['Feb 2026', '25', '12', '3'],
  ])

  // The table as CSV: the same figures, a row per month.
  const [download] = await Promise.all([amara.waitForEvent('download'), card(amara, 'Usage by month').getByRole('button', { name: 'Download CSV' }).click()])
  const csv = await readFile((await download.path()) ?? '', 'utf8')
  expect(csv.trim().split(/\r?\n/)).toEqual(['Month,Total item requests,Unique item requests,Turnaways', 'Jan 2026,30,12,0', 'Feb 2026,25,12,3'])

  // A longer custom range through the picker: April's usage joins, and the URL says so.
  await amara.getByLabel('Last month').fill('2026-04')
  await amara.getByRole('button', { name: 'Apply' }).click()
  await expect(amara).toHaveURL(/period=custom&from=2026-01&to=2026-04/)
  await expect(amara.getByText('Period: Jan 2026 to Apr 2026')).toBeVisible()
  expect((await tableOf(amara, 'Most used titles'))[0]).toEqual(['Organic Chemistry', '100', '40'])

  // A reversed range is refused beside the field, and the figures stay as they were.
  await amara.getByLabel('First month').fill('2026-05')
  await amara.getByRole('button', { name: 'Apply' }).click()
  await expect(amara.getByText('The last month comes before the first; swap them.')).toBeVisible()
  await expect(amara).toHaveURL(/from=2026-01&to=2026-04/)

  await amara.getByRole('radio', { name: 'Last 12 months' }).check()
  await expect(amara).toHaveURL(/period=12m/)
  await expect(amara.getByText(/^Period: Last 12 months/)).toBeVisible()
})

test('bilal may open only the spend dashboard: the menu lists it alone, and engagement is refused by the page and by the server', async ({ browser }) => {
  const bilal = await signedIn(browser, 'bilal')
  const asked: string[] = []
  bilal.on('request', (request) => {
    if (new URL(request.url()).pathname.includes('dashboards.get')) asked.push(request.url())
  })
  await bilal.goto('/search')
  const menu = bilal.getByRole('navigation', { name: 'Main' })
  await expect(menu.getByRole('link', { name: 'Spend overview' })).toBeVisible()
  await expect(menu.getByRole('link', { name: 'Student engagement' })).toHaveCount(0)

  await menu.getByRole('link', { name: 'Spend overview' }).click()
  await expect(bilal.getByRole('heading', { level: 1, name: 'Spend overview' })).toBeVisible()
  await expect(card(bilal, 'Usage by month')).toBeVisible()
  expect(asked).toHaveLength(1)

  await bilal.goto('/analytics/engage')
  await expect(bilal.getByRole('heading', { level: 1, name: 'Student engagement' })).toBeVisible()
  await expect(bilal.getByText('You may not open this dashboard')).toBeVisible()
  expect(asked).toHaveLength(1)

  // Asked anyway, from the signed-in page: the server's own rule answers.
  const answer = await bilal.evaluate(async () => {
    const input = encodeURIComponent(JSON.stringify({ json: { dashboardId: 'engage', period: '12m' } }))
    const response = await fetch(`/trpc/dashboards.get?input=${input}`)
    return { status: response.status, body: await response.text() }
  })
  expect(answer.status).toBe(403)
  expect(answer.body).toContain('dashboards:engage')
})
