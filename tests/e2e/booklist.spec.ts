import { expect, test } from '@playwright/test'
import { personaByKey } from './support/personas.ts'

// The booklist flow of issue 11 in Chromium, on the records of
// tests/e2e/fixtures/personas.yaml. The term is named in the URL so the test
// does not depend on today's date.
const term = '2026-autumn'

test.describe('an editor (amara, booklist:edit)', () => {
  test.use({ storageState: personaByKey('amara').storageState })

  test('adds a title by ISBN to a course’s booklist and submits the list', async ({ page }) => {
    await page.goto(`/booklist?term=${term}`)
    const lists = page.getByRole('table', { name: 'Course booklists' })
    await lists.getByRole('button', { name: 'CHEM101' }).click()
    await expect(page.getByRole('heading', { name: `CHEM101 Intro Chemistry, ${term}` })).toBeVisible()
    await expect(page.getByText('No titles on this booklist yet')).toBeVisible()

    await page.getByLabel('Add titles by ISBN').fill('978-0-306-40615-7')
    await page.getByRole('button', { name: 'Add to list' }).click()
    await expect(page.getByText('Added 1 title.')).toBeVisible()
    const items = page.getByRole('table', { name: 'Items on the CHEM101 booklist' })
    await expect(items.getByText('Organic Chemistry', { exact: true })).toBeVisible()
    // One copy at £45.99 for 20 students.
    await expect(page.locator('.booklist-summary')).toContainText('£45.99')
    await expect(page.locator('.booklist-summary')).toContainText('£2.30 (20 students)')

    await page.getByRole('button', { name: 'Submit list' }).click()
    await expect(page.getByText('CHEM101 booklist submitted')).toBeVisible()
    await expect(page.getByRole('button', { name: 'Submit list' })).toHaveCount(0)
    // The state is the server's: it holds after a reload of the list's own URL.
    await page.reload()
    await expect(page.locator('.booklist-summary')).toContainText('submitted')
    await expect(items.getByText('Organic Chemistry', { exact: true })).toBeVisible()
  })
})

test.describe('a viewer without booklist:edit (chen)', () => {
  test.use({ storageState: personaByKey('chen').storageState })

  test('sees the list without edit controls, and the server refuses an edit with FORBIDDEN', async ({ page }) => {
    await page.goto(`/booklist?term=${term}`)
    await page.getByRole('table', { name: 'Course booklists' }).getByRole('button', { name: 'BIO200' }).click()
    await expect(page.getByRole('heading', { name: `BIO200 Cell Biology, ${term}` })).toBeVisible()
    await expect(page.getByText('No titles on this booklist yet')).toBeVisible()
    await expect(page.getByLabel('Add titles by ISBN')).toHaveCount(0)
    await expect(page.getByRole('button', { name: 'Submit list' })).toHaveCount(0)

    // Trying anyway, from the signed-in page (same origin, her session): the server's own rule answers.
    const answer = await page.evaluate(async () => {
      const response = await fetch('/trpc/booklists.submit', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ json: { id: 'e2e-westmoor-BIO200-2026-autumn-bl', version: 1 } }),
      })
      return { status: response.status, body: await response.text() }
    })
    expect(answer.status).toBe(403)
    expect(answer.body).toContain('FORBIDDEN')
  })
})
