import AxeBuilder from '@axe-core/playwright'
import { expect, test, type Browser, type Page } from '@playwright/test'
import { signInAt } from './support/sign-in-at.ts'
import { demoAuthOrigin, demoOrigin } from './support/env.ts'

// Issue 54 on the demo data of `npm start` (the run's second server, as demo-walk.spec.ts): rosa
// raises a request; omar's bell counts it; he follows the notification to the request and approves
// it; rosa's bell, on the page she left open, counts the decision as it arrives (live), and her
// Notifications page says who decided. The demo database is fresh for each run, so nobody at
// Westbrook has been told anything before this test.

test.describe.configure({ mode: 'serial' })

const signIn = (browser: Browser, email: string): Promise<Page> => signInAt(browser, { origin: demoOrigin, authOrigin: demoAuthOrigin }, email)

const bell = (page: Page) => page.getByRole('banner').getByRole('link', { name: /^Notifications/ })

async function axe(page: Page): Promise<string[]> {
  return (await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21aa']).analyze()).violations.map((violation) => violation.id)
}

test('rosa raises a request, omar is told and follows it to approve, and rosa is told of the decision', async ({ browser }) => {
  const quantity = String(100 + (Date.now() % 9000))

  const rosa = await signIn(browser, 'rosa@westbrook.example')
  await expect(bell(rosa)).toHaveAccessibleName('Notifications')
  await rosa.goto('/search/request?nbsi=nb-0000001')
  const form = rosa.getByRole('form', { name: 'New request' })
  await form.getByRole('spinbutton', { name: 'Quantity' }).fill(quantity)
  await form.getByRole('button', { name: 'Send request' }).click()
  await expect(rosa.getByText('Request sent: pending approval')).toBeVisible()

  const omar = await signIn(browser, 'omar@westbrook.example')
  await expect(bell(omar)).toHaveAccessibleName('Notifications, 1 unread')
  await bell(omar).click()
  await expect(omar).toHaveURL(/\/notifications$/)
  const told = omar.getByRole('list', { name: 'Notifications, newest first' }).getByRole('listitem')
  await expect(told).toHaveCount(1)
  await expect(told.first()).toContainText(`Rosa Delgado raised a title request: ${quantity} ×`)
  await expect(told.first()).toContainText('It awaits your decision.')
  expect(await axe(omar)).toEqual([])
  await told.first().getByRole('link').click()
  await expect(omar).toHaveURL(/\/requests\?request=/)
  await expect(bell(omar)).toHaveAccessibleName('Notifications')
  await omar.getByRole('dialog', { name: 'Request history' }).getByRole('button', { name: 'Close' }).click()
  await omar.getByRole('button', { name: new RegExp(`^Approve .*${quantity} ×`) }).click()
  await omar.getByRole('dialog', { name: 'Approve this request?' }).getByRole('button', { name: 'Approve' }).click()
  await expect(omar.getByText('Request approved')).toBeVisible()

  // rosa never reloaded: the decision reaches her bell through the live stream.
  await expect(bell(rosa)).toHaveAccessibleName('Notifications, 1 unread')
  await bell(rosa).click()
  await expect(rosa.getByRole('list', { name: 'Notifications, newest first' }).getByRole('listitem').first()).toContainText(
    'Omar Haddad approved your request for “',
  )
})
