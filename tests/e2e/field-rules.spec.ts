import { readFile } from 'node:fs/promises'
import { expect, test, type Page } from '@playwright/test'
import { personaByKey } from './support/personas.ts'

// The policy's field rules in the browser (policy/resources/booklist-item.yaml):
// an item's internal status is withheld without booklist:viewInternalStatus,
// from the table and from the Export CSV alike; someone with it sees and sets it.
const term = '2026-autumn'

async function exported(page: Page): Promise<string[]> {
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export CSV' }).click()])
  return (await readFile(await download.path(), 'utf8')).trim().split(/\r?\n/)
}

test('with booklist:viewInternalStatus (amara): the column, its editor and the export column', async ({ browser }) => {
  const context = await browser.newContext({ storageState: personaByKey('amara').storageState, acceptDownloads: true })
  const page = await context.newPage()
  await page.goto(`/booklist?term=${term}`)
  await page.getByRole('table', { name: 'Course booklists' }).getByRole('link', { name: 'FLD100' }).click()
  const items = page.getByRole('table', { name: 'Items on the FLD100 booklist' })
  await expect(items.getByRole('columnheader', { name: 'Internal status' })).toBeVisible()
  await items.getByLabel('Internal status of Organic Chemistry').selectOption('price-check')
  await expect(page.getByText('Saved changes')).toBeVisible()
  await expect(items.getByLabel('Internal status of Organic Chemistry')).toHaveValue('price-check')
  const lines = await exported(page)
  expect(lines[0]?.split(',')).toContain('Internal status')
  expect(lines[1]).toContain('price-check')
  await context.close()
})

test('without booklist:viewInternalStatus (chen): no internal status column, and none in the export', async ({ browser }) => {
  const context = await browser.newContext({ storageState: personaByKey('chen').storageState, acceptDownloads: true })
  const page = await context.newPage()
  await page.goto(`/booklist?term=${term}`)
  await page.getByRole('table', { name: 'Course booklists' }).getByRole('link', { name: 'CHEM101' }).click()
  const items = page.getByRole('table', { name: 'Items on the CHEM101 booklist' })
  await expect(items.getByRole('columnheader', { name: 'Title' })).toBeVisible()
  await expect(items.getByRole('row')).not.toHaveCount(1)
  await expect(items.getByRole('columnheader', { name: 'Internal status' })).toHaveCount(0)
  const lines = await exported(page)
  expect(lines[0]?.split(',')).toContain('Title')
  expect(lines[0]?.split(',')).not.toContain('Internal status')
  expect(lines.length).toBeGreaterThan(1)
  await context.close()
})
