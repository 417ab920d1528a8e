import AxeBuilder from '@axe-core/playwright'
import { readFile } from 'node:fs/promises'
import { expect, test, type Browser, type Page } from '@playwright/test'
import { personaByKey } from './support/personas.ts'

// Issue 31 in Chromium. At Kingsway (tests/e2e/fixtures/personas.yaml) amara holds
// counterReport:view and opens Reports from the menu: TR_B1 and TR_B3 for January to April 2026,
// summed from the fixture's COUNTER usage, on screen and as TSV files in Release 5.1's layout.
// bilal has no counterReport:view: no Reports in his menu, and the server refuses both the
// procedure and the file.

async function signedIn(browser: Browser, key: string): Promise<Page> {
  const context = await browser.newContext({ storageState: personaByKey(key).storageState, acceptDownloads: true })
  return context.newPage()
}

/** The table's body rows as shown, cell by cell. */
const rowsOf = (page: Page) =>
  page
    // The report's table; the COUNTER API section below it has the keys' table.
    .getByRole('table', { name: /^TR_B/ })
    .locator('tbody tr')
    .evaluateAll((rows) => rows.map((row) => Array.from(row.children, (cell) => cell.textContent?.trim() ?? '')))

/** Clicks a download link and answers the saved file's name and text. */
async function download(page: Page, name: string | RegExp): Promise<{ file: string; text: string }> {
  const [saved] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name }).click()])
  return { file: saved.suggestedFilename(), text: await readFile((await saved.path()) ?? '', 'utf8') }
}

test('amara downloads TR_B1 and TR_B3 for a period: the screen and the files agree with the usage rows, in the release’s layout', async ({ browser }) => {
  const amara = await signedIn(browser, 'amara')
  await amara.goto('/search')
  await amara.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Reports' }).click()
  await expect(amara.getByRole('heading', { level: 1, name: 'Reports' })).toBeVisible()

  await amara.getByRole('radio', { name: /TR_B1/ }).check()
  await amara.getByLabel('Begin month').fill('2026-01')
  await amara.getByLabel('End month').fill('2026-04')
  await amara.getByRole('button', { name: 'Apply' }).click()
  await expect(amara).toHaveURL(/report=TR_B1/)
  await expect(amara).toHaveURL(/begin=2026-01&end=2026-04/)
  await expect(amara.getByRole('heading', { level: 2, name: 'Book Requests (Controlled) (TR_B1)' })).toBeVisible()

  // Controlled requests only; a row per title and metric type, a column per month.
  await expect
    .poll(() => rowsOf(amara))
    .toEqual([
      ['Cell Biology', '978-0-8044-2957-3', '0001', 'Total_Item_Requests', '5', '0', '5', '0', '0'],
      ['Cell Biology', '978-0-8044-2957-3', '0001', 'Unique_Title_Requests', '4', '0', '4', '0', '0'],
      ['Organic Chemistry', '978-0-306-40615-7', '2024', 'Total_Item_Requests', '100', '30', '20', '0', '50'],
      ['Organic Chemistry', '978-0-306-40615-7', '2024', 'Unique_Title_Requests', '35', '10', '7', '0', '18'],
    ])
  expect(
    await new AxeBuilder({ page: amara })
      .withTags(['wcag2a', 'wcag2aa', 'wcag21aa'])
      .analyze()
      .then((r) => r.violations.map((v) => v.id)),
  ).toEqual([])

  const b1 = await download(amara, 'Download TSV')
  expect(b1.file).toBe('TR_B1_2026-01_2026-04.tsv')
  const lines = b1.text.replace(/^\ufeff/, '').split('\n')
  const cells = lines.map((line) => line.split('\t'))
  expect(cells.slice(0, 13).map((row) => row[0])).toEqual([
    'Report_Name',
    'Report_ID',
    'Release',
    'Institution_Name',
    'Institution_ID',
    'Metric_Types',
    'Report_Filters',
    'Report_Attributes',
    'Exceptions',
    'Reporting_Period',
    'Created',
    'Created_By',
    'Registry_Record',
  ])
  expect(cells[0]?.[1]).toBe('Book Requests (Controlled)')
  expect(cells[2]?.[1]).toBe('5.1')
  expect(cells[9]?.[1]).toBe('Begin_Date=2026-01-01; End_Date=2026-04-30')
  expect(lines[13]?.replaceAll('\t', '')).toBe('')
  expect(cells[14]?.slice(12)).toEqual(['Metric_Type', 'Reporting_Period_Total', 'Jan-2026', 'Feb-2026', 'Mar-2026', 'Apr-2026'])
  expect(
    lines
      .slice(15, -1)
      .map((line) => line.split('\t'))
      .map((row) => [row[0], row[6], row[12], row[13]]),
  ).toEqual([
    ['Cell Biology', '978-0-8044-2957-3', 'Total_Item_Requests', '5'],
    ['Cell Biology', '978-0-8044-2957-3', 'Unique_Title_Requests', '4'],
    ['Organic Chemistry', '978-0-306-40615-7', 'Total_Item_Requests', '100'],
    ['Organic Chemistry', '978-0-306-40615-7', 'Unique_Title_Requests', '35'],
  ])

  // TR_B3 over the same period: every metric type, by access type; Cell Biology's Open investigations join.
  await amara.getByRole('radio', { name: /TR_B3/ }).check()
  await amara.getByRole('button', { name: 'Apply' }).click()
  await expect(amara).toHaveURL(/report=TR_B3/)
  await expect(amara.getByRole('heading', { level: 2, name: 'Book Usage by Access Type (TR_B3)' })).toBeVisible()
  const b3 = await download(amara, 'Download TSV')
  expect(b3.file).toBe('TR_B3_2026-01_2026-04.tsv')
  const b3Lines = b3.text.replace(/^\ufeff/, '').split('\n')
  expect(b3Lines[0]?.split('\t')[1]).toBe('Book Usage by Access Type')
  expect(b3Lines[14]?.split('\t').slice(10, 15)).toEqual(['Data_Type', 'YOP', 'Access_Type', 'Metric_Type', 'Reporting_Period_Total'])
  expect(
    b3Lines
      .slice(15, -1)
      .map((line) => line.split('\t'))
      .map((row) => [row[0], row[12], row[13], row[14]]),
  ).toEqual([
    ['Cell Biology', 'Controlled', 'Total_Item_Requests', '5'],
    ['Cell Biology', 'Controlled', 'Unique_Item_Requests', '4'],
    ['Cell Biology', 'Controlled', 'Unique_Title_Requests', '4'],
    ['Cell Biology', 'Open', 'Total_Item_Investigations', '9'],
    ['Cell Biology', 'Open', 'Unique_Item_Investigations', '7'],
    ['Cell Biology', 'Open', 'Unique_Title_Investigations', '6'],
    ['Organic Chemistry', 'Controlled', 'Total_Item_Requests', '100'],
    ['Organic Chemistry', 'Controlled', 'Unique_Item_Requests', '40'],
    ['Organic Chemistry', 'Controlled', 'Unique_Title_Requests', '35'],
  ])
})

test('amara makes a COUNTER API key, a harvester fetches TR_B1 with it as JSON, and once revoked it is refused', async ({ browser }) => {
  const amara = await signedIn(browser, 'amara')
  await amara.goto('/reports?report=TR_B1&begin=2026-01&end=2026-04')
  const section = amara.getByRole('region', { name: 'COUNTER API' })
  await expect(section.getByRole('textbox', { name: 'Base URL' })).toHaveValue(/\/counter\/r51$/)
  const customerId = await section.getByRole('textbox', { name: 'Customer ID' }).inputValue()
  await section.getByRole('button', { name: 'New API key' }).click()
  await amara.getByRole('dialog').getByRole('textbox', { name: 'Name' }).fill('Our harvester <b>ERM</b>')
  await amara.getByRole('dialog').getByRole('button', { name: 'Make key' }).click()
  await expect(amara.getByRole('dialog')).toContainText('it is shown only once')
  const key = await amara.getByRole('dialog').getByRole('textbox', { name: 'API key' }).inputValue()
  expect(key).toMatch(/^cak_/)
  await amara.getByRole('dialog').getByRole('button', { name: 'Done' }).click()
  await expect(section.getByRole('table')).toContainText('Our harvester <b>ERM</b>')
  await expect(section.getByRole('table')).toContainText(`…${key.slice(-4)}`)

  const harvest = (apiKey: string) =>
    amara.request.get(
      `/counter/r51/reports/tr_b1?${new URLSearchParams({ customer_id: customerId, api_key: apiKey, begin_date: '2026-01', end_date: '2026-04' })}`,
    )
  const report = await harvest(key)
  expect(report.status()).toBe(200)
  const json = (await report.json()) as { Report_Items: { Title: string; Attribute_Performance: { Performance: Record<string, Record<string, number>> }[] }[] }
  // The same numbers as the screen and the TSV above: Organic Chemistry's 100 requests in four months.
  const organic = json.Report_Items.find((item) => item.Title === 'Organic Chemistry')
  const requests = Object.values(organic?.Attribute_Performance[0]?.Performance['Total_Item_Requests'] ?? {})
  expect(requests.reduce((a, b) => a + b, 0)).toBe(100)

  await amara.reload()
  await expect(section.getByRole('table')).not.toContainText('Never')
  await section
    .getByRole('button', { name: /^Revoke/ })
    .first()
    .click()
  await amara.getByRole('dialog').getByRole('button', { name: 'Revoke key' }).click()
  await expect(section.getByRole('table')).toContainText('Revoked')
  const refused = await harvest(key)
  expect(refused.status()).toBe(401)
  expect(await refused.json()).toMatchObject({ Code: 2020, Message: 'APIKey Invalid' })
})

test('bilal has no counterReport:view: no Reports in his menu, and the server refuses the report and its file', async ({ browser }) => {
  const bilal = await signedIn(browser, 'bilal')
  await bilal.goto('/search')
  await expect(bilal.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Spend overview' })).toBeVisible()
  await expect(bilal.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Reports' })).toHaveCount(0)

  // Asked anyway, from the signed-in page: the server's own rule answers.
  const answers = await bilal.evaluate(async () => {
    const input = encodeURIComponent(JSON.stringify({ json: { report: 'TR_B1', begin: '2026-01', end: '2026-04' } }))
    const procedure = await fetch(`/trpc/counterReports.get?input=${input}`)
    const file = await fetch('/reports/counter/TR_B1.tsv?begin=2026-01&end=2026-04')
    return { procedure: procedure.status, procedureBody: await procedure.text(), file: file.status, fileBody: await file.text() }
  })
  expect(answers.procedure).toBe(403)
  expect(answers.procedureBody).toContain('counterReport:view')
  expect(answers.file).toBe(403)
  expect(answers.fileBody).toContain('counterReport:view')
})
