import { expect, test } from '@playwright/test'
import { personaByKey } from './support/personas.ts'

// The booklist flow of issue 11 in Chromium, on the records of
// tests/e2e/fixtures/personas.yaml. The term is named in the URL so the test
// does not depend on today's date.
const term = '2026-autumn'
/** The term as the screen says it. */
const termName = 'Autumn 2026'

test.describe('an editor (amara, booklist:edit)', () => {
  test.use({ storageState: personaByKey('amara').storageState })

  // The only test of Kingsway's CHEM101 list (a draft, empty in the fixture): one flow, in order.
  test('adds titles by ISBN, removes one (its history stays), submits the list after confirming, and reopens it', async ({ page }) => {
    await page.goto(`/booklist?term=${term}`)
    const lists = page.getByRole('table', { name: 'Course booklists' })
    await lists.getByRole('link', { name: 'CHEM101' }).click()
    await expect(page.getByRole('heading', { name: `CHEM101 Intro Chemistry, ${termName}` })).toBeVisible()
    await expect(page.getByText('No titles on this booklist yet')).toBeVisible()
    await expect(page.getByText('No changes recorded yet.')).toBeVisible()

    await page.getByLabel('Add titles by ISBN').fill('978-0-306-40615-7\n9780804429573')
    await page.getByRole('button', { name: 'Add to list' }).click()
    await expect(page.getByText('Added 2 titles.')).toBeVisible()
    const items = page.getByRole('table', { name: 'Items on the CHEM101 booklist' })
    await expect(items.getByText('Organic Chemistry', { exact: true })).toBeVisible()

    // Removed, the item leaves the table; the list's history still names it.
    await items.getByRole('button', { name: 'Remove Cell Biology' }).click()
    await expect(page.getByText('Item removed')).toBeVisible()
    await expect(items.getByText('Cell Biology', { exact: true })).toHaveCount(0)
    const history = page.getByRole('list', { name: 'History of the CHEM101 booklist' })
    await expect(history.getByRole('listitem')).toHaveCount(3)
    await expect(history.getByRole('listitem').last()).toContainText('amara@kingsway.test removed "Cell Biology": quantity 1, requirement essential')
    // What a student pays: one copy of the one required title, £45.99, above the low-cost threshold (40).
    await expect(page.locator('.booklist-summary')).toContainText(/Required per student\s*£45\.99/)
    await expect(page.locator('.booklist-summary')).not.toContainText('Low-cost')

    // Submitting asks first; in the browser the dialog is modal and Escape cancels it.
    await page.getByRole('button', { name: 'Submit list' }).click()
    const confirm = page.getByRole('dialog', { name: 'Submit the CHEM101 booklist?' })
    await expect(confirm).toContainText('Submitting sends the 1 title of CHEM101 for ordering. The list becomes read-only until someone reopens it.')
    await expect(confirm.getByRole('button', { name: 'Cancel' })).toBeFocused()
    await page.keyboard.press('Escape')
    await expect(confirm).toHaveCount(0)
    await expect(page.getByRole('button', { name: 'Submit list' })).toBeFocused()
    await page.getByRole('button', { name: 'Submit list' }).click()
    await confirm.getByRole('button', { name: 'Submit' }).click()
    await expect(page.getByText('CHEM101 booklist submitted')).toBeVisible()
    await expect(page.getByRole('button', { name: 'Submit list' })).toHaveCount(0)
    await expect(page.getByText('This list is submitted and read-only.')).toBeVisible()
    await expect(page.getByLabel('Add titles by ISBN')).toHaveCount(0)
    // The state is the server's: it holds after a reload of the list's own URL.
    await page.reload()
    await expect(page.locator('.booklist-summary')).toContainText('submitted')
    await expect(items.getByText('Organic Chemistry', { exact: true })).toBeVisible()
    await expect(items.getByRole('button', { name: 'Remove Organic Chemistry' })).toHaveCount(0)
    await expect(history.getByRole('listitem').last()).toContainText('amara@kingsway.test submitted: draft → submitted')

    // Reopened with a note, by keyboard: the edit controls come back and the note is in the history.
    await page.getByRole('button', { name: 'Reopen' }).click()
    const reopen = page.getByRole('dialog', { name: 'Reopen the CHEM101 booklist?' })
    await expect(reopen.getByLabel('Why reopen? (optional)')).toBeFocused()
    await page.keyboard.type('Adding the lab manual')
    await page.keyboard.press('Tab')
    await page.keyboard.press('Tab')
    await expect(reopen.getByRole('button', { name: 'Reopen' })).toBeFocused()
    await page.keyboard.press('Enter')
    await expect(page.getByText('CHEM101 booklist reopened')).toBeVisible()
    await expect(page.getByLabel('Add titles by ISBN')).toBeVisible()
    await expect(history.getByRole('listitem').last()).toContainText('amara@kingsway.test reopened: submitted → draft')
    await expect(history.getByRole('listitem').last()).toContainText('“Adding the lab manual”')
  })
})

test.describe('a viewer without booklist:edit (chen)', () => {
  test.use({ storageState: personaByKey('chen').storageState })

  test('sees the list without edit controls, and the server refuses an edit with FORBIDDEN', async ({ page }) => {
    await page.goto(`/booklist?term=${term}`)
    await page.getByRole('table', { name: 'Course booklists' }).getByRole('link', { name: 'BIO200' }).click()
    await expect(page.getByRole('heading', { name: `BIO200 Cell Biology, ${termName}` })).toBeVisible()
    await expect(page.getByText('No titles on this booklist yet')).toBeVisible()
    await expect(page.getByLabel('Add titles by ISBN')).toHaveCount(0)
    await expect(page.getByRole('button', { name: 'Submit list' })).toHaveCount(0)
    await expect(page.getByRole('heading', { name: 'History' })).toBeVisible()
    await expect(page.getByText('No changes recorded yet.')).toBeVisible()

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
