import type { Page } from '@playwright/test'
import { expect, test } from './support/studio-test.ts'

// The editor is never cut off under the preview: a separator splits them (dragged or moved with the keys),
// each pane scrolls on its own, and on a narrow window the editor sits above the preview.
async function boxes(page: Page) {
  const box = async (selector: string) => {
    const found = await page.locator(selector).first().boundingBox()
    if (!found) throw new Error(`${selector} is not shown`)
    return found
  }
  return { editor: await box('.cm-editor'), separator: await box('[role="separator"]'), preview: await box('.pane-second') }
}

const separator = (page: Page) => page.getByRole('separator', { name: 'Resize editor and preview' })

test('wide window: editor and preview side by side, both whole; the separator moves by drag and by key', async ({ page, studio }) => {
  await page.setViewportSize({ width: 1366, height: 800 })
  await page.goto(studio.url)
  await expect(page.getByRole('region', { name: 'Preview', exact: true })).toBeVisible()
  await expect(separator(page)).toHaveAttribute('aria-orientation', 'vertical')
  await expect(separator(page)).toHaveAttribute('aria-valuenow', '50')

  const before = await boxes(page)
  expect(before.editor.x).toBeGreaterThanOrEqual(0)
  expect(before.editor.x + before.editor.width).toBeLessThanOrEqual(before.separator.x)
  expect(before.editor.y + before.editor.height).toBeLessThanOrEqual(800)
  expect(before.editor.height).toBeGreaterThan(200)
  expect(before.preview.x).toBeGreaterThanOrEqual(before.separator.x + before.separator.width)
  expect(before.preview.x + before.preview.width).toBeLessThanOrEqual(1366)
  expect(before.preview.y + before.preview.height).toBeLessThanOrEqual(800)

  // Dragged 200 px to the right: the editor widens, and stays whole.
  const middle = { x: before.separator.x + before.separator.width / 2, y: before.separator.y + before.separator.height / 2 }
  await page.mouse.move(middle.x, middle.y)
  await page.mouse.down()
  await page.mouse.move(middle.x + 100, middle.y, { steps: 4 })
  await page.mouse.move(middle.x + 200, middle.y, { steps: 4 })
  await page.mouse.up()
  const dragged = Number(await separator(page).getAttribute('aria-valuenow'))
  expect(dragged).toBeGreaterThan(60)
  const after = await boxes(page)
  expect(after.editor.width).toBeGreaterThan(before.editor.width + 150)
  expect(after.editor.x + after.editor.width).toBeLessThanOrEqual(after.separator.x)
  expect(after.preview.x + after.preview.width).toBeLessThanOrEqual(1366)

  // Keys: ArrowLeft by 5 %, End to the limit; the split is remembered across a reload.
  await separator(page).focus()
  await page.keyboard.press('ArrowLeft')
  await expect(separator(page)).toHaveAttribute('aria-valuenow', String(dragged - 5))
  await page.keyboard.press('ArrowRight')
  await expect(separator(page)).toHaveAttribute('aria-valuenow', String(dragged))
  await page.keyboard.press('End')
  await expect(separator(page)).toHaveAttribute('aria-valuenow', '80')
  await page.reload()
  await expect(separator(page)).toHaveAttribute('aria-valuenow', '80')
  const widest = await boxes(page)
  expect(widest.editor.x + widest.editor.width).toBeLessThanOrEqual(widest.separator.x)
  expect(widest.preview.x + widest.preview.width).toBeLessThanOrEqual(1366)
})

test('narrow window: the editor above the preview, the separator across, moved with the up and down keys', async ({ page, studio }) => {
  await page.setViewportSize({ width: 800, height: 900 })
  await page.goto(studio.url)
  await expect(page.getByRole('region', { name: 'Preview', exact: true })).toBeAttached()
  await expect(separator(page)).toHaveAttribute('aria-orientation', 'horizontal')

  const { editor, separator: line, preview } = await boxes(page)
  expect(editor.y + editor.height).toBeLessThanOrEqual(line.y)
  expect(preview.y).toBeGreaterThanOrEqual(line.y + line.height)
  expect(editor.height).toBeGreaterThan(200)
  expect(editor.x + editor.width).toBeLessThanOrEqual(800)
  expect(preview.x + preview.width).toBeLessThanOrEqual(800)

  await separator(page).focus()
  await page.keyboard.press('ArrowDown')
  await expect(separator(page)).toHaveAttribute('aria-valuenow', '55')
  await page.keyboard.press('ArrowUp')
  await page.keyboard.press('ArrowUp')
  await expect(separator(page)).toHaveAttribute('aria-valuenow', '45')
})
