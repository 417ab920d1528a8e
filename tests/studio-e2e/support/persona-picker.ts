import { expect, type Page } from '@playwright/test'

/** Chooses a persona in the preview's picker (a combobox): types the name, then clicks its option. */
export async function choosePersona(page: Page, name: string) {
  const picker = page.getByRole('combobox', { name: 'Persona', exact: true })
  // Emptied first: typing the name already shown changes nothing, and the list would stay closed.
  await picker.fill('')
  await picker.fill(name)
  await page.getByRole('option', { name, exact: true }).click()
  await expect(picker).toHaveValue(name)
}
