import AxeBuilder from '@axe-core/playwright'
import { expect, test, type Browser, type Page } from '@playwright/test'
import { signInAt } from './support/sign-in-at.ts'
import { termsAuthOrigin, termsOrigin } from './support/env.ts'

// Issue 55 on the run's terms server: its clock starts at noon in New York on 29 Nov 2026, 8 days
// before Spring 2027's booklists are due (tests/e2e/fixtures/terms-clock.yaml). Nora's status board
// shows CHEM101 missing (a draft) and BIO200 not started; Ivy, who teaches CHEM101, has been
// reminded by the server's own reminder pass (the 14-day one is due, the 7-day one is not); she
// submits her list; the board counts it on time. The database is fresh for each run.

test.describe.configure({ mode: 'serial' })

const signIn = (browser: Browser, email: string): Promise<Page> => signInAt(browser, { origin: termsOrigin, authOrigin: termsAuthOrigin }, email)

async function axe(page: Page): Promise<string[]> {
  return (await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21aa']).analyze()).violations.map((violation) => violation.id)
}

const courseRow = (page: Page, code: string) => page.getByRole('table', { name: 'Courses of the term' }).getByRole('row').filter({ hasText: code })

test('8 days before the deadline: the board shows the course missing, its instructor is reminded, submits, and the board counts it on time', async ({
  browser,
}) => {
  const nora = await signIn(browser, 'nora@clockwork.test')
  await nora.goto('/adoptions/status?term=2027-spring')
  await expect(nora.getByRole('heading', { name: 'Booklist status', level: 1 })).toBeVisible()
  await expect(nora.getByText('Spring 2027 (11 Jan – 14 May 2027) · booklists due 7 Dec 2026, in 8 days')).toBeVisible()
  await expect(courseRow(nora, 'CHEM101')).toContainText('Draft')
  await expect(courseRow(nora, 'BIO200')).toContainText('Not started')
  expect(await axe(nora)).toEqual([])

  // The reminder pass runs on the server's own schedule (every half second here): it has reached Ivy's inbox.
  const ivy = await signIn(browser, 'ivy@clockwork.test')
  await expect(async () => {
    await ivy.goto('/notifications')
    await expect(ivy.getByRole('list', { name: 'Notifications, newest first' }).getByRole('listitem')).toHaveCount(1, { timeout: 1_000 })
  }).toPass({ timeout: 20_000 })
  const reminder = ivy.getByRole('list', { name: 'Notifications, newest first' }).getByRole('listitem').first()
  await expect(reminder).toContainText('CHEM101')
  await expect(reminder).toContainText('7 Dec 2026, in 8 days')
  await reminder.getByRole('link').first().click()
  await expect(ivy).toHaveURL(/\/booklist\?term=2027-spring/)

  await ivy.getByRole('table', { name: 'Course booklists' }).getByRole('link', { name: 'CHEM101' }).click()
  await ivy.getByRole('button', { name: 'Submit list' }).click()
  await ivy.getByRole('dialog', { name: 'Submit the CHEM101 booklist?' }).getByRole('button', { name: 'Submit' }).click()
  await expect(ivy.getByRole('button', { name: 'Submit list' })).toHaveCount(0)

  await nora.reload()
  await expect(courseRow(nora, 'CHEM101')).toContainText('On time')
  await expect(courseRow(nora, 'BIO200')).toContainText('Not started')
  await expect(nora.getByRole('region', { name: 'Summary' })).toContainText('50%')
})

test('the Terms page shows each term with its deadlines and state, and refuses a deadline after the start with the field named', async ({ browser }) => {
  const nora = await signIn(browser, 'nora@clockwork.test')
  await nora.goto('/terms')
  const terms = nora.getByRole('table', { name: 'Terms' })
  await expect(terms.getByRole('row').filter({ hasText: 'Spring 2027' })).toContainText('Open for adoptions')
  await expect(terms.getByRole('row').filter({ hasText: 'Autumn 2026' })).toContainText('Running')
  await nora.getByRole('button', { name: 'Add a term' }).first().click()
  const form = nora.getByRole('dialog', { name: 'Add a term' })
  await form.getByLabel('Name').fill('2027-summer')
  await form.getByLabel('Starts').fill('2027-06-07')
  await form.getByLabel('Ends').fill('2027-08-13')
  await form.getByLabel('Booklists due').fill('2027-05-03')
  await form.getByLabel('Adoptions due').fill('2027-06-10')
  await form.getByRole('button', { name: 'Add term' }).click()
  await expect(form.getByText('The adoption deadline must be before the term starts.')).toBeVisible()
  await form.getByLabel('Adoptions due').fill('2027-05-10')
  await form.getByRole('button', { name: 'Add term' }).click()
  await expect(terms.getByRole('row').filter({ hasText: 'Summer 2027' })).toContainText('Upcoming')
  expect(await axe(nora)).toEqual([])
})
