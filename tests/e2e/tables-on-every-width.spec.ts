import { expect, test, type Browser, type Page } from '@playwright/test'
import { personaByKey } from './support/personas.ts'

// Tables on every width: at 1366 px no column of Requests is clipped and nothing scrolls
// sideways; when a table is short of room each row's actions are one menu (keyboard: the ARIA
// menu button pattern); on a phone (390 px) each row is a card with its actions in reach and the
// first row above the fold. olu approves at Eastfield, where farah raises the request listed.

async function signedIn(browser: Browser, key: string, viewport: { width: number; height: number }): Promise<Page> {
  const context = await browser.newContext({ storageState: personaByKey(key).storageState, viewport })
  return context.newPage()
}

/** farah raises a request this run alone made (its quantity), so its row is known by name. */
async function raiseRequest(browser: Browser): Promise<{ name: string; quantity: string }> {
  const quantity = String(100 + (Date.now() % 9000))
  const farah = await signedIn(browser, 'farah', { width: 1366, height: 800 })
  await farah.goto('/search/request?nbsi=e2e-cell')
  const form = farah.getByRole('form', { name: 'New request' })
  await form.getByRole('spinbutton', { name: 'Quantity' }).fill(quantity)
  await form.getByRole('button', { name: 'Send request' }).click()
  await expect(farah.getByText('Request sent: pending approval')).toBeVisible()
  await farah.context().close()
  return { name: `Cell Biology, ${quantity} × title by farah@eastfield.test`, quantity }
}

/** The table's scroll box: how wide its content is against its own width. */
const scrollBox = (page: Page) =>
  page
    .locator('.data-table-scroll')
    .evaluate((box) => ({ scrollWidth: box.scrollWidth, clientWidth: box.clientWidth, right: box.getBoundingClientRect().right }))

test('Requests on a laptop, short of room, and on a phone: nothing clipped, actions in reach by keyboard and touch', async ({ browser }) => {
  const { name, quantity } = await raiseRequest(browser)

  // 1366 × 800: every column fits, the last header (Actions) whole, no sideways scroll.
  const olu = await signedIn(browser, 'olu', { width: 1366, height: 800 })
  await olu.goto('/requests')
  const table = olu.getByRole('table', { name: 'Open requests' })
  await expect(table.getByRole('row').filter({ hasText: quantity })).toHaveCount(1)
  const wide = await scrollBox(olu)
  expect(wide.scrollWidth).toBeLessThanOrEqual(wide.clientWidth)
  const lastHeader = await table.locator('thead th').last().boundingBox()
  expect(lastHeader).not.toBeNull()
  expect(lastHeader!.x + lastHeader!.width).toBeLessThanOrEqual(wide.right)
  // The first data row is above the fold.
  expect((await table.locator('tbody tr').first().boundingBox())!.y).toBeLessThan(800)

  // Short of room (a narrower window, nine columns still wider than it): each row's actions are one menu.
  await olu.setViewportSize({ width: 900, height: 800 })
  const menuButton = olu.getByRole('button', { name: `Actions for ${name}` })
  await expect(menuButton).toBeVisible()
  await expect(olu.getByRole('button', { name: `Approve ${name}` })).toHaveCount(0)
  await menuButton.focus()
  await olu.keyboard.press('ArrowDown')
  const menu = olu.getByRole('menu', { name: `Actions for ${name}` })
  await expect(menu.getByRole('menuitem', { name: `Approve ${name}` })).toBeFocused()
  await olu.keyboard.press('End')
  await expect(menu.getByRole('menuitem', { name: `History of ${name}` })).toBeFocused()
  await olu.keyboard.press('Escape')
  await expect(menu).toBeHidden()
  await expect(menuButton).toBeFocused()
  await olu.keyboard.press('Enter')
  await olu.keyboard.press('ArrowUp')
  await expect(menu.getByRole('menuitem', { name: `History of ${name}` })).toBeFocused()
  await olu.keyboard.press('Enter')
  const history = olu.getByRole('dialog', { name: 'Request history' })
  await expect(history.getByRole('list', { name: 'History' }).getByRole('listitem')).toHaveCount(1)
  await history.getByRole('button', { name: 'Close' }).click()
  await expect(history).toBeHidden()

  // Back to the laptop's width: the buttons come back.
  await olu.setViewportSize({ width: 1366, height: 800 })
  await expect(olu.getByRole('button', { name: `Approve ${name}` })).toBeVisible()

  // 390 × 844: cards, nothing wider than the phone, the first row in view, its actions in reach.
  await olu.setViewportSize({ width: 390, height: 844 })
  await olu.goto('/requests')
  const row = table.getByRole('row').filter({ hasText: quantity })
  await expect(row).toHaveCount(1)
  expect(await olu.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
  expect(
    await table
      .locator('tbody tr')
      .first()
      .evaluate((tr) => getComputedStyle(tr).display),
  ).toBe('block')
  expect((await table.locator('tbody tr').first().boundingBox())!.y).toBeLessThan(844)
  // The filters fold behind one button on a phone.
  const filters = olu.getByRole('button', { name: /^Filters/ })
  await expect(filters).toHaveAttribute('aria-expanded', 'false')
  await expect(olu.getByRole('search', { name: 'Filter requests' })).toBeHidden()
  await filters.click()
  await expect(olu.getByRole('search', { name: 'Filter requests' })).toBeVisible()
  await filters.click()
  const approve = olu.getByRole('button', { name: `Approve ${name}` })
  await approve.scrollIntoViewIfNeeded()
  const box = (await approve.boundingBox())!
  expect(box.x).toBeGreaterThanOrEqual(0)
  expect(box.x + box.width).toBeLessThanOrEqual(390)
  await row.getByRole('button', { name: `History of ${name}` }).click()
  await expect(olu.getByRole('dialog', { name: 'Request history' })).toBeVisible()
  await olu.context().close()
})
