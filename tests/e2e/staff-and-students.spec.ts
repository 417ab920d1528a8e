import AxeBuilder from '@axe-core/playwright'
import { expect, test, type Browser, type Page } from '@playwright/test'
import { personaByKey } from './support/personas.ts'
import { signIn } from './support/sign-in.ts'

// Issue 32 in Chromium, at Kingsway (tests/e2e/fixtures/personas.yaml). amara holds
// permissions:manage: she grants sami booklist:view on the Staff page, after a review of what
// it opens, and sami sees the Booklist page on his next page load; the audit says who and when.
// She extends students' access in bulk, each row's outcome listed. bilal does not manage
// permissions: no Staff in his menu, its route refused, its procedures answered 403.

async function signedIn(browser: Browser, key: string): Promise<Page> {
  const context = await browser.newContext({ storageState: personaByKey(key).storageState })
  return context.newPage()
}

const axe = async (page: Page) => (await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21aa']).analyze()).violations.map((v) => v.id)

/** Opens a member's permissions, ticks or clears one, reviews and confirms with a note; answers the review's text. */
async function changePermission(page: Page, email: string, permission: string, on: boolean, note: string): Promise<string> {
  await page.getByRole('button', { name: `Permissions of ${email}` }).click()
  const dialog = page.getByRole('dialog', { name: 'Staff permissions' })
  const box = dialog.getByRole('checkbox', { name: permission, exact: true })
  await (on ? box.check() : box.uncheck())
  await dialog.getByRole('button', { name: 'Review the change…' }).click()
  const review = dialog.getByRole('region', { name: 'What changes' })
  await expect(review).toBeVisible()
  const text = (await review.textContent()) ?? ''
  await dialog.getByLabel('Note (optional)').fill(note)
  await dialog.getByRole('button', { name: 'Confirm the change' }).click()
  // Saved: the map is shown again, at its new version. (The toast of an earlier change may still be up, hence first().)
  await expect(dialog.getByRole('button', { name: 'Review the change…' })).toBeVisible()
  await expect(page.getByText(`Permissions of ${email} changed; they apply from their next request`).first()).toBeVisible()
  return text
}

// The grant and the withdrawal are two tests, in order, each well inside its time on a busy machine.
test.describe('amara changes sami’s permissions', () => {
  test.describe.configure({ mode: 'serial' })

  test('she grants booklist:view after a review of what it opens; his next page has the Booklist; the audit says who and when', async ({ browser }) => {
    const amara = await signedIn(browser, 'amara')
    await amara.goto('/staff')
    await expect(amara.getByRole('heading', { level: 1, name: 'Staff' })).toBeVisible()
    await amara.getByLabel('Name or email').fill('sami')
    await expect(amara.getByRole('cell', { name: 'sami@kingsway.test', exact: true })).toBeVisible()

    // Before: sami has no Booklist.
    const sami = await (await browser.newContext()).newPage()
    await signIn(sami, personaByKey('sami'), undefined)
    await sami.goto('/search')
    await expect(sami.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Search' })).toBeVisible()
    await expect(sami.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Booklist' })).toHaveCount(0)

    const review = await changePermission(amara, 'sami@kingsway.test', 'booklist:view', true, 'Joins the booklist team')
    expect(review).toContain('gets booklist:view')
    expect(review).toMatch(/Pages they gain\s*Booklist \(\/booklist\)/)
    expect(review).toContain('read Booklist')
    const audit = amara.getByRole('dialog', { name: 'Staff permissions' }).getByRole('list', { name: 'Changes to their permissions' })
    await expect(audit.getByRole('listitem').last()).toContainText('amara@kingsway.test changed permissions: booklist:view not held → held')
    await expect(audit.getByRole('listitem').last()).toContainText('“Joins the booklist team”')
    const today = new Date().toLocaleDateString('en-GB', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' })
    await expect(audit.getByRole('listitem').last().locator('time')).toContainText(today)
    expect(await axe(amara)).toEqual([])

    // His next page load has it: the change applies from his next request, no new sign-in needed.
    await sami.goto('/search')
    await sami.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Booklist' }).click()
    await expect(sami.getByRole('heading', { level: 1, name: 'Booklist' })).toBeVisible()
  })

  test('she withdraws it again: the review says what he loses, and the audit keeps both changes', async ({ browser }) => {
    const amara = await signedIn(browser, 'amara')
    await amara.goto('/staff?q=%22sami%22')
    await expect(amara.getByRole('cell', { name: 'sami@kingsway.test', exact: true })).toBeVisible()
    expect(await axe(amara)).toEqual([])
    const withdrawal = await changePermission(amara, 'sami@kingsway.test', 'booklist:view', false, 'Back to search only')
    expect(withdrawal).toContain('loses booklist:view')
    expect(withdrawal).toMatch(/Pages they lose\s*Booklist \(\/booklist\)/)
    const audit = amara.getByRole('dialog', { name: 'Staff permissions' }).getByRole('list', { name: 'Changes to their permissions' })
    await expect(audit.getByRole('listitem')).toHaveCount(2)
    await expect(audit.getByRole('listitem').last()).toContainText('amara@kingsway.test changed permissions: booklist:view held → not held')
  })
})

test('nobody removes their own permissions:manage: amara’s own map cannot be changed', async ({ browser }) => {
  const amara = await signedIn(browser, 'amara')
  await amara.goto('/staff?q=%22amara%22')
  await amara.getByRole('button', { name: 'Permissions of amara@kingsway.test' }).click()
  const dialog = amara.getByRole('dialog', { name: 'Staff permissions' })
  await expect(dialog.getByText(/you cannot change them/)).toBeVisible()
  await expect(dialog.getByRole('checkbox', { name: 'permissions:manage', exact: true })).toBeDisabled()
})

test('amara extends students’ access in bulk, with each row’s outcome, and each change is on the student’s timeline', async ({ browser }) => {
  const amara = await signedIn(browser, 'amara')
  await amara.goto('/search')
  await amara.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Students' }).click()
  await expect(amara.getByRole('heading', { level: 1, name: 'Students' })).toBeVisible()
  const table = amara.getByRole('table', { name: 'Students' })
  await expect(table.getByRole('cell', { name: 'Ada Lovelace', exact: true })).toBeVisible()
  expect(await axe(amara)).toEqual([])

  await table.getByRole('checkbox', { name: /^Select Ada Lovelace/ }).check()
  await table.getByRole('checkbox', { name: /^Select Grace Hopper/ }).check()
  await amara.getByRole('group', { name: 'Selected rows' }).getByRole('button', { name: 'Grant or extend access…' }).click()
  const dialog = amara.getByRole('dialog', { name: 'Grant or extend access for 2 students?' })
  await expect(dialog).toContainText('Each gets 365 days')
  await dialog.getByRole('textbox').fill('Spring term')
  await dialog.getByRole('button', { name: 'Grant or extend' }).click()
  await expect(amara.getByText('2 granted or extended')).toBeVisible()
  // Ada's end moved on by 365 days from where it was; Grace's starts today.
  const ada = table.getByRole('row', { name: /Ada Lovelace/ })
  await expect(ada).toContainText('1 Jan 2031')
  await expect(table.getByRole('row', { name: /Grace Hopper/ })).toContainText('active')

  // Revoking one who has access and one who has none: one done, one refused with its reason.
  await table.getByRole('checkbox', { name: /^Select Ada Lovelace/ }).check()
  await table.getByRole('checkbox', { name: /^Select Katherine Johnson/ }).check()
  await amara.getByRole('group', { name: 'Selected rows' }).getByRole('button', { name: 'Revoke access…' }).click()
  await amara.getByRole('dialog', { name: 'Revoke access for 2 students?' }).getByRole('button', { name: 'Revoke' }).click()
  const outcome = amara.getByRole('status').filter({ hasText: '1 revoked, 1 failed' })
  await expect(outcome).toBeVisible()
  await expect(outcome.getByRole('listitem')).toContainText(/Katherine Johnson .*no access to revoke/)

  await ada.getByRole('button', { name: /^History of Ada Lovelace/ }).click()
  const history = amara.getByRole('dialog', { name: 'Access history' }).getByRole('list', { name: 'Access history' })
  await expect(history.getByRole('listitem')).toHaveCount(2)
  await expect(history.getByRole('listitem').first()).toContainText('amara@kingsway.test extended access')
  await expect(history.getByRole('listitem').first()).toContainText('“Spring term”')
  await expect(history.getByRole('listitem').last()).toContainText('amara@kingsway.test revoked access: active → revoked')
})

test('bilal does not manage permissions: no Staff in his menu, the route refused, its procedures answered 403', async ({ browser }) => {
  const bilal = await signedIn(browser, 'bilal')
  await bilal.goto('/search')
  await expect(bilal.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Spend overview' })).toBeVisible()
  await expect(bilal.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Staff' })).toHaveCount(0)
  await bilal.goto('/staff')
  await expect(bilal).toHaveURL(/\/unauthorized/)

  const answers = await bilal.evaluate(async () => {
    const input = encodeURIComponent(JSON.stringify({ json: {} }))
    const list = await fetch(`/trpc/staff.list?input=${input}`)
    const change = await fetch('/trpc/staff.setPermissions', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ json: { id: 'anyone', version: 1, granted: ['permissions:manage'] } }),
    })
    return { list: list.status, listBody: await list.text(), change: change.status, changeBody: await change.text() }
  })
  // The call rule (policy/procedures.yaml: permissions:manage) refuses before any record is read.
  expect(answers.list).toBe(403)
  expect(answers.listBody).toContain('Your access does not include staff.list.')
  expect(answers.change).toBe(403)
  expect(answers.changeBody).toContain('Your access does not include staff.setPermissions.')
})
