import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { expect, test } from '@playwright/test'
import { parse } from 'yaml'
import { demoAuthOrigin, demoOrigin, repoRoot } from './support/env.ts'
import { mainNav } from './support/main-menu.ts'

// Issue 50, the walk again: every demo account of `npm start` (src/server/data/demo-data.yaml) signs
// in and clicks every item of their menu; none may open "Not authorised". The browser tests' own
// server holds the test personas, so this file talks to the run's second server, on the demo data
// (loaded into an empty database, as `npm start` does; playwright.config.ts starts it), after the
// other tests (its own project).

interface DemoUser {
  readonly email: string
  readonly disabled?: boolean
}
const demoUsers = (parse(readFileSync(resolve(repoRoot, 'src/server/data/demo-data.yaml'), 'utf8')) as { users: DemoUser[] }).users.filter(
  (user) => user.disabled !== true,
)

test('the demo data has the accounts the walk needs', () => {
  expect(demoUsers.map((user) => user.email.split('@')[0])).toEqual(expect.arrayContaining(['ana', 'ben', 'raj', 'rosa', 'omar', 'pat']))
})

for (const user of demoUsers) {
  test(`${user.email}: no menu item opens "Not authorised"`, async ({ browser }) => {
    // One navigation per menu item: ana's menu has sixteen.
    test.setTimeout(180_000)
    const context = await browser.newContext({ baseURL: demoOrigin, storageState: { cookies: [], origins: [] } })
    const page = await context.newPage()
    await page.goto(`${demoAuthOrigin}/login?redirect_uri=${encodeURIComponent(`${demoOrigin}/`)}`)
    await page.getByLabel('Email', { exact: true }).fill(user.email)
    await page.getByLabel('Password', { exact: true }).fill('any password works outside production')
    await page.getByRole('button', { name: 'Sign in', exact: true }).click()
    await expect(page).toHaveURL((url) => url.origin === demoOrigin && url.pathname !== '/', { timeout: 15_000 })
    const landing = new URL(page.url()).pathname
    const hrefs = await page.locator(`${mainNav} a`).evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''))
    // gia holds nothing, so she lands on the unauthorized page by design; everyone else lands on a page that opens.
    if (hrefs.length === 0) {
      expect(landing, `${user.email} has no menu, so lands on /unauthorized`).toBe('/unauthorized')
      return
    }
    expect(landing, `${user.email} lands on a page that opens`).not.toBe('/unauthorized')
    for (const href of hrefs) {
      const link = page.locator(`${mainNav} a[href="${href}"]`).first()
      if (await link.isVisible()) await link.click()
      else await page.goto(href)
      await expect(page, `${user.email}: the menu item ${href}`).toHaveURL((url) => url.pathname === href.split('?')[0])
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
      await expect(page.getByRole('heading', { level: 1, name: 'Not authorised' }), `${user.email}: ${href} opens "Not authorised"`).toHaveCount(0)
    }
    await context.close()
  })
}
