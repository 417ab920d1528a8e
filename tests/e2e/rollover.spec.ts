import AxeBuilder from '@axe-core/playwright'
import { expect, test } from '@playwright/test'
import { signInAt } from './support/sign-in-at.ts'
import { demoAuthOrigin, demoOrigin } from './support/env.ts'

// Issue 56 on the demo data of `npm start` (the run's second server): ana finds Northbridge's three
// foundation-year courses on the Booklist page, rolls their autumn lists over to Spring 2027, reads
// each course's outcome, opens one new list and follows its history back to the list it came from.
// The demo database is fresh for each run, so no spring list exists before this test.

test('ana rolls three courses over to the next term and follows the new list back to the old one', async ({ browser }) => {
  const page = await signInAt(browser, { origin: demoOrigin, authOrigin: demoAuthOrigin }, 'ana@northbridge.example')
  await page.goto('/booklist?q=FND')
  const table = page.getByRole('table', { name: 'Course booklists' })
  await expect(table.getByRole('row')).toHaveCount(4)
  for (const course of ['FND101 Foundation History', 'FND102 Foundation Economics', 'FND103 Foundation Psychology'])
    await table.getByRole('checkbox', { name: `Select ${course}` }).check()
  await page.getByRole('button', { name: 'Roll over to…' }).click()

  const dialog = page.getByRole('dialog', { name: 'Roll over to a later term' })
  await expect(dialog.getByRole('combobox', { name: 'Roll over to' })).toHaveValue('2027-spring')
  await expect(dialog.getByRole('status')).toHaveText('3 course lists of 3 will roll over to Spring 2027.')
  const preview = dialog.getByRole('table', { name: 'What rolling over does to each course list' })
  await expect(preview.getByRole('row', { name: /FND102/ })).toContainText('A new draft list in Spring 2027 with 2 items.')
  expect((await new AxeBuilder({ page }).include('dialog').withTags(['wcag2a', 'wcag2aa', 'wcag21aa']).analyze()).violations.map((v) => v.id)).toEqual([])

  await dialog.getByRole('button', { name: 'Roll over 3 lists' }).click()
  await expect(dialog.getByText('3 rolled over, 0 left as they were.')).toBeVisible()
  const outcomes = dialog.getByRole('table', { name: 'Outcome for each course list' })
  await expect(outcomes.getByText('Rolled over')).toHaveCount(3)
  await outcomes.getByRole('link', { name: 'Open the new FND101 list' }).click()

  await expect(page.getByRole('heading', { name: /FND101/ }).first()).toBeVisible()
  const history = page.getByRole('list', { name: 'History of the FND101 booklist' })
  await expect(history).toContainText('made this list by rolling over from the Autumn 2026 list')
  await history.getByRole('link', { name: 'the Autumn 2026 list' }).click()
  await expect(page).toHaveURL(/list=northbridge-FND101-2026-autumn-bl/)
  await expect(page.getByRole('list', { name: 'History of the FND101 booklist' })).toContainText('rolled this list over to the Spring 2027 list')

  // Rolling the same three again changes nothing, and says so per course.
  await page.goto('/booklist?q=FND')
  await page.getByRole('button', { name: 'Roll over the matching lists…' }).click()
  await expect(page.getByRole('dialog').getByRole('status')).toHaveText('0 course lists of 3 will roll over to Spring 2027.')
  await expect(page.getByRole('dialog').getByRole('button', { name: 'Nothing to roll over' })).toBeDisabled()
})
