import { expect, test } from '@playwright/test'
import { activePersonas } from './support/personas.ts'

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
