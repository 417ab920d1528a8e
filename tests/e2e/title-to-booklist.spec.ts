import AxeBuilder from '@axe-core/playwright'
import { expect, test } from '@playwright/test'
import { personaByKey } from './support/personas.ts'

// Issue 26: a new user found no way from a title to a booklist. amara (booklist:edit) adds a
// title to her Kingsway PHYS120 draft (tests/e2e/fixtures/personas.yaml, used by no other test)
// from the title's page, opens the list from the toast, and finds it there.
test.use({ storageState: personaByKey('amara').storageState })

const list = 'PHYS120 Physics for Life Sciences, Autumn 2026'

test('amara adds a title to one of her lists from its page, then sees it on the list', async ({ page }) => {
  await page.goto('/search/e2e-cell')
  await expect(page.getByRole('heading', { level: 1, name: 'Cell Biology' })).toBeVisible()
  await page.getByRole('button', { name: 'Add to a booklist' }).click()
  const dialog = page.getByRole('dialog', { name: 'Add to a booklist' })
  const picker = dialog.getByRole('combobox', { name: /Booklist/ })
  await expect(picker).toBeFocused()
  const axe = async () =>
    (await new AxeBuilder({ page }).include('dialog[open]').withTags(['wcag2a', 'wcag2aa', 'wcag21aa']).analyze()).violations.map((v) => v.id)
  expect(await axe()).toEqual([])

  // The picker is a combobox: typing filters, Down makes the first match active, Enter chooses it.
  await picker.fill('')
  await picker.pressSequentially('phys120 physics')
  await expect(picker).toHaveAttribute('aria-expanded', 'true')
  const option = dialog.getByRole('option', { name: list })
  await expect(option).toBeVisible()
  await picker.press('ArrowDown')
  await expect(picker).toHaveAttribute('aria-activedescendant', (await option.getAttribute('id')) ?? 'no id')
  // The open list keeps the dialog's contrast and roles (the active option included).
  expect(await axe()).toEqual([])
  await picker.press('Enter')
  await expect(picker).toHaveAttribute('aria-expanded', 'false')
  await expect(picker).toHaveValue(list)

  // Escape closes the list and leaves the dialog open; a second Escape puts the chosen list back.
  await picker.fill('no such course')
  await expect(dialog.getByRole('status')).toHaveText('No matches for “no such course”')
  await picker.press('Escape')
  await expect(picker).toHaveAttribute('aria-expanded', 'false')
  await expect(dialog).toBeVisible()
  await picker.press('Escape')
  await expect(picker).toHaveValue(list)
  await expect(dialog).toBeVisible()
  await dialog.getByRole('spinbutton', { name: 'Quantity' }).fill('3')
  await dialog.getByRole('button', { name: 'Add' }).click()
  await expect(dialog).toHaveCount(0)
  await expect(page.getByText(`Added “Cell Biology” to ${list}`)).toBeVisible()

  await page.getByRole('link', { name: 'Open the list' }).click()
  await expect(page.getByRole('heading', { name: list })).toBeVisible()
  const items = page.getByRole('table', { name: 'Items on the PHYS120 booklist' })
  await expect(items.getByRole('link', { name: 'Cell Biology' })).toHaveAttribute('href', '/search/e2e-cell')
  await expect(items.getByRole('spinbutton', { name: 'Quantity of Cell Biology' })).toHaveValue('3')

  // Back on the title's page, the list that holds it now is marked and cannot be chosen again.
  await page.goto('/search/e2e-cell')
  await page.getByRole('button', { name: 'Add to a booklist' }).click()
  await page.getByRole('combobox', { name: /Booklist/ }).fill('PHYS120')
  await expect(page.getByRole('option', { name: `${list} (already on this list)` })).toBeDisabled()
})
