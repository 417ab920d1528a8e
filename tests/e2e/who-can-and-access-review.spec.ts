import { readFileSync } from 'node:fs'
import AxeBuilder from '@axe-core/playwright'
import { expect, test, type Browser, type Page } from '@playwright/test'
import { personaByKey } from './support/personas.ts'

// Issue 58 in Chromium, at Eastfield (tests/e2e/fixtures/personas.yaml): una, the staff
// administrator, asks who can approve farah's pending request (olu, with the rule that lets him;
// not farah) and olu's own (nobody: olu holds booklist:approve but it is his own). Then she starts
// an access review, marks olu "change" with a note, signs it off and exports it.

async function signedIn(browser: Browser, key: string): Promise<Page> {
  const context = await browser.newContext({ storageState: personaByKey(key).storageState })
  return context.newPage()
}

const axe = async (page: Page) => (await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21aa']).analyze()).violations.map((v) => v.id)

/** The answer table's row of one person. */
const rowOf = (page: Page, email: string) => page.getByRole('table', { name: 'Who can' }).getByRole('row').filter({ hasText: email })

test('una asks who can approve a pending request: olu and the rule that lets him, not farah; on olu’s own request, olu holds part of it', async ({
  browser,
}) => {
  const una = await signedIn(browser, 'una')
  await una.goto('/')
  await una.getByRole('navigation').getByRole('link', { name: 'Who can…?' }).click()
  await expect(una.getByRole('heading', { name: 'Who can…?', level: 1 })).toBeVisible()
  await una.getByRole('radio', { name: 'a record action' }).check()
  await una.getByRole('combobox', { name: 'Record type' }).selectOption('Request')
  await una.getByRole('combobox', { name: 'Action' }).selectOption('approve')
  await una.getByRole('textbox', { name: 'Request id' }).fill('e2e-ef-pending')
  await una.getByRole('button', { name: 'Ask' }).click()
  await expect(una).toHaveURL(/\/access\/who-can\?.*record=e2e-ef-pending/)

  await expect(rowOf(una, 'olu@eastfield.test')).toContainText('Can')
  await expect(rowOf(una, 'olu@eastfield.test')).toContainText('has booklist:approve')
  await expect(rowOf(una, 'olu@eastfield.test')).toContainText(/policy\/resources\/request\.yaml:\d+/)
  await expect(rowOf(una, 'farah@eastfield.test')).toContainText('Cannot')
  await expect(rowOf(una, 'farah@eastfield.test')).toContainText('needs: grant permission booklist:approve')
  expect(await axe(una)).toEqual([])

  // The question is the URL: olu's own pending request, asked by link.
  await una.goto('/access/who-can?ask=action&subject=Request&action=approve&record=e2e-ef-pending-olu')
  await expect(rowOf(una, 'olu@eastfield.test')).toContainText('Holds part')
  await expect(rowOf(una, 'olu@eastfield.test')).toContainText('has booklist:approve but this request is their own')
  await expect(una.getByText(/^0 can$/)).toBeVisible()

  // A record of no one's institution here is not found, and says so.
  await una.goto('/access/who-can?ask=action&subject=Request&action=approve&record=not-a-request')
  await expect(una.getByText('There is no such request.')).toBeVisible()
})

test('una starts an access review, marks olu “change” with a note, signs it off and exports it', async ({ browser }) => {
  const una = await signedIn(browser, 'una')
  await una.goto('/access/reviews')
  await una.getByRole('button', { name: 'Start a review' }).first().click()
  await una.getByRole('dialog', { name: 'Start an access review' }).getByRole('button', { name: 'Start the review' }).click()
  await expect(una).toHaveURL(/\/access\/reviews\/review-[^/?]+/)
  await expect(una.getByRole('heading', { name: /^Access review of / })).toBeVisible()

  await una.getByRole('button', { name: /^Decide on .*olu@eastfield\.test/ }).click()
  const dialog = una.getByRole('dialog', { name: /^Access of .*olu@eastfield\.test/ })
  await expect(dialog.getByRole('list', { name: 'Permissions' })).toContainText('booklist:approve')
  await expect(dialog.getByRole('list', { name: 'Record actions' })).toContainText(
    'approve Request: on requests of their institution that are pending and not their own',
  )
  await dialog.getByRole('radio', { name: /^Change/ }).check()
  await expect(dialog.getByRole('link', { name: 'Open their permissions on Staff' })).toBeVisible()
  await dialog.getByRole('textbox', { name: /^Note/ }).fill('Olu moves to purchasing: approve goes, cart:purchase comes')
  await dialog.getByRole('button', { name: 'Save the decision' }).click()
  await expect(dialog).toBeHidden()
  const olu = una.getByRole('row').filter({ hasText: 'olu@eastfield.test' })
  await expect(olu).toContainText('Change')
  await expect(olu).toContainText('Olu moves to purchasing')
  expect(await axe(una)).toEqual([])

  await una.getByRole('button', { name: 'Sign off…' }).click()
  await una.getByRole('dialog', { name: 'Sign off the access review' }).getByRole('button', { name: 'Sign off', exact: true }).click()
  await expect(una.getByText(/^Signed off by una@eastfield\.test on /).first()).toBeVisible()
  await expect(una.getByRole('button', { name: 'Sign off…' })).toHaveCount(0)

  const download = una.waitForEvent('download')
  await una.getByRole('button', { name: 'Export CSV' }).click()
  const csv = readFileSync((await (await download).path())!, 'utf8')
  const line = csv.split(/\r?\n/).find((row) => row.startsWith('olu@eastfield.test'))
  expect(line).toContain('change')
  expect(line).toContain('Olu moves to purchasing')

  await una.getByRole('navigation', { name: 'Review views' }).getByRole('link', { name: 'History' }).click()
  const history = una.getByRole('list', { name: 'Review history' }).getByRole('listitem')
  await expect(history).toHaveCount(3)
  await expect(history.last()).toContainText('una@eastfield.test')
})
