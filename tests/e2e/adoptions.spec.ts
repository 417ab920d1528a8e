import { expect, test, type Browser, type Page } from '@playwright/test'
import { activePersonas, personaByKey, type Persona } from './support/personas.ts'

// The core instructor flow on real records: raj (assigned courses only) sees
// the course he teaches with its booklist titles, adopts one, and the server's
// answer (a proposed adoption) is what the page shows after reloading.
const raj = activePersonas().find((persona) => persona.key === 'raj')
if (!raj) throw new Error('tests/e2e/fixtures/personas.yaml must list raj@westmoor.test for the adoptions flow')

test.describe('adoptions', () => {
  test.use({ storageState: raj.storageState })

  test('raj adopts a title for a course he teaches, and it stays proposed after a reload', async ({ page }) => {
    await page.goto('/adoptions')
    await expect(page.getByRole('heading', { level: 1, name: 'Adoptions' })).toBeVisible()
    const course = page.getByRole('table', { name: 'Titles for CHEM101' })
    await expect(page.getByRole('heading', { level: 2, name: 'CHEM101 Introductory Chemistry' })).toBeVisible()
    // Only the course he teaches: dana's BIO201 is not his.
    await expect(page.getByRole('table', { name: 'Titles for BIO201' })).toHaveCount(0)
    const row = course.getByRole('row').filter({ hasText: 'Organic Chemistry' })
    await expect(row.getByText('not adopted')).toBeVisible()
    await row.getByRole('button', { name: 'Adopt Organic Chemistry' }).click()
    await expect(page.getByText('Adoption proposed')).toBeVisible()
    await expect(row.getByText('proposed', { exact: true })).toBeVisible()
    await expect(row.getByRole('button', { name: 'Withdraw Organic Chemistry' })).toBeVisible()
    await page.reload()
    const reloaded = page.getByRole('table', { name: 'Titles for CHEM101' }).getByRole('row').filter({ hasText: 'Organic Chemistry' })
    await expect(reloaded.getByText('proposed', { exact: true })).toBeVisible()
  })
})

// Approvals on real records: raj proposes through his own page, lena (adoptions:approve at
// Westmoor) decides. Each test has its own course of raj's (tests/e2e/fixtures/personas.yaml),
// apart from the CHEM101 adoption above, so tests running at once never decide the same adoption.
const lena = personaByKey('lena')
const mei = personaByKey('mei')
const proposer = personaByKey('raj')

async function signedIn(browser: Browser, persona: Persona): Promise<{ page: Page; close: () => Promise<void> }> {
  const context = await browser.newContext({ storageState: persona.storageState })
  return { page: await context.newPage(), close: () => context.close() }
}

/** raj proposes a title of one of his courses on his adoptions page, so it awaits an approver. */
async function rajProposes(browser: Browser, courseCode: string, title: string): Promise<void> {
  const { page, close } = await signedIn(browser, proposer)
  await page.goto('/adoptions')
  const row = page
    .getByRole('table', { name: `Titles for ${courseCode}` })
    .getByRole('row')
    .filter({ hasText: title })
  await row.getByRole('button', { name: `Adopt ${title}` }).click()
  await expect(row.getByText('proposed', { exact: true })).toBeVisible()
  await close()
}

/** What awaits the user once it has loaded: "3 adoptions await your approval", in the page (the screen's one live region, outside it, says the same words). */
const awaitingTotal = (page: Page) => page.getByRole('main').getByText(/^\d+ adoptions? awaits? your approval$/)

/**
 * The adoptions awaiting approval, reached as a person would: the adoptions page once its list has
 * loaded (lena and mei teach nothing: the empty state says it has), then its "Awaiting your approval (N)"
 * link (?view=awaiting), until that list has loaded.
 */
async function openAdoptions(page: Page): Promise<void> {
  await page.goto('/adoptions')
  await expect(page.getByText('No courses are assigned to you')).toBeVisible()
  await page.getByRole('link', { name: /^Awaiting your approval \(\d+\)$/ }).click()
  await expect(page).toHaveURL(/\/adoptions\?view=awaiting$/)
  await expect(awaitingTotal(page)).toBeVisible()
}

test.describe('adoption approvals', () => {
  test.use({ storageState: lena.storageState })

  test('lena rejects raj’s proposal with a note; it no longer awaits her after a reload, and raj sees it rejected', async ({ page, browser }) => {
    await rajProposes(browser, 'BCHM210', 'Cell Biology')
    await openAdoptions(page)
    const awaiting = page.getByRole('table', { name: 'Adoptions awaiting your approval' })
    await expect(awaiting.getByRole('row').filter({ hasText: 'BCHM210' })).toContainText(proposer.email)

    // By keyboard: Enter on Reject opens the dialog with focus in the note.
    await awaiting.getByRole('button', { name: 'Reject Cell Biology for BCHM210' }).focus()
    await page.keyboard.press('Enter')
    const dialog = page.getByRole('dialog', { name: 'Reject this adoption?' })
    const note = dialog.getByRole('textbox', { name: 'Why is it rejected?' })
    await expect(note).toBeFocused()
    // No note: the contract's message, and the dialog stays.
    await dialog.getByRole('button', { name: 'Reject', exact: true }).click()
    await expect(dialog.getByText('Say why, in a note: it is shown to the person who proposed it.')).toBeVisible()
    await expect(note).toHaveAttribute('aria-invalid', 'true')
    await note.fill('The department adopted another cell biology text this term.')
    await dialog.getByRole('button', { name: 'Reject', exact: true }).click()
    await expect(page.getByText('Adoption rejected')).toBeVisible()
    await expect(dialog).toHaveCount(0)
    await expect(page.getByRole('button', { name: 'Reject Cell Biology for BCHM210' })).toHaveCount(0)

    await page.reload()
    await expect(awaitingTotal(page)).toBeVisible()
    await expect(page.getByRole('button', { name: 'Approve Cell Biology for BCHM210' })).toHaveCount(0)

    const rajPage = await signedIn(browser, proposer)
    await rajPage.page.goto('/adoptions')
    const row = rajPage.page.getByRole('table', { name: 'Titles for BCHM210' }).getByRole('row').filter({ hasText: 'Cell Biology' })
    await expect(row.getByText('rejected', { exact: true })).toBeVisible()
    // Rejected, the next step is a new proposal.
    await expect(row.getByRole('button', { name: 'Adopt Cell Biology' })).toBeVisible()
    await rajPage.close()
  })

  test('a stale Approve shows who decided first, and Reload brings the list up to date', async ({ page, browser }) => {
    // With her live stream down (as while it reconnects), lena's page is not told of mei's decision: the
    // one way left to a stale Approve (live.spec.ts shows the page updating itself when the stream is up).
    await page.route('**/trpc/live.events**', (route) => route.abort())
    await rajProposes(browser, 'CHEM150', 'Organic Chemistry')
    await openAdoptions(page)
    const approve = page.getByRole('button', { name: 'Approve Organic Chemistry for CHEM150' })
    await expect(approve).toBeVisible()

    // Meanwhile mei, another approver, approves it from her own page.
    const other = await signedIn(browser, mei)
    await openAdoptions(other.page)
    await other.page.getByRole('button', { name: 'Approve Organic Chemistry for CHEM150' }).click()
    await expect(other.page.getByText('Adoption approved')).toBeVisible()
    await other.close()

    // lena's page still shows the proposal; approving it answers with what happened, not a bare refusal.
    await approve.click()
    const alert = page.getByRole('alert').filter({ hasText: 'This adoption changed after you loaded it' })
    await expect(alert).toContainText(`${mei.email} approved it`)
    await expect(alert).toContainText('it is now approved')
    await alert.getByRole('button', { name: 'Reload' }).click()
    await expect(approve).toHaveCount(0)
    await expect(page.getByRole('button', { name: 'Reject Organic Chemistry for CHEM150' })).toHaveCount(0)
  })
})
