import AxeBuilder from '@axe-core/playwright'
import { expect, test, type Page } from '@playwright/test'
import { mainNav } from './support/main-menu.ts'
import { PageRecorder } from './support/page-recorder.ts'
import { personaByKey } from './support/personas.ts'
import { loginUrl } from './support/sign-in.ts'

// axe-core on the screens everyone meets: WCAG 2.x A and AA plus axe's best
// practices, with no exceptions.
const tags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice']

async function expectNoViolations(page: Page, screen: string): Promise<void> {
  const results = await new AxeBuilder({ page }).withTags(tags).analyze()
  const report = results.violations.map(
    (violation) =>
      `${violation.id} (${violation.impact ?? 'n/a'}): ${violation.help}\n    ${violation.nodes.map((node) => node.target.join(' ')).join('\n    ')}`,
  )
  expect(report, `${screen}: accessibility violations`).toEqual([])
}

async function open(page: Page, path: string): Promise<void> {
  const recorder = await PageRecorder.attach(page)
  await page.goto(path)
  await recorder.settle()
}

test.describe('signed out', () => {
  test.use({ storageState: { cookies: [], origins: [] } })
  test('the sign-in page', async ({ page }) => {
    await page.goto(loginUrl())
    await expect(page.getByLabel('Email', { exact: true })).toBeVisible()
    await expectNoViolations(page, 'sign-in page')
  })
})

test.describe('signed in', () => {
  test.use({ storageState: personaByKey('amara').storageState })

  test('the landing', async ({ page }) => {
    await open(page, '/')
    await expectNoViolations(page, 'landing of amara')
  })

  test('the menu, opened and used by keyboard', async ({ page }) => {
    await open(page, '/')
    const nav = page.locator(mainNav)
    await expect(nav).toBeVisible()
    // Open every collapsed group of the menu, if the menu has any (the phone-width Menu button is hidden here).
    for (const toggle of await nav.locator('[aria-expanded="false"]:visible').all()) await toggle.click()
    const links = nav.locator('a[href]')
    const count = await links.count()
    expect(count, 'the menu should have links').toBeGreaterThan(0)
    // Keyboard alone: Tab reaches every menu link in order.
    const reached = new Set<number>()
    for (let press = 0; press < count + 20 && reached.size < count; press++) {
      await page.keyboard.press('Tab')
      const index = await page.evaluate((selector) => {
        const nav = document.querySelector(selector)
        return nav ? Array.from(nav.querySelectorAll('a[href]')).indexOf(document.activeElement as Element) : -1
      }, mainNav)
      if (index >= 0) reached.add(index)
    }
    expect(reached.size, 'Tab should reach every menu link').toBe(count)
    await expectNoViolations(page, 'menu open (amara)')
  })

  test('the not-found page', async ({ page }) => {
    await open(page, '/no-such-page')
    await expectNoViolations(page, 'not-found page')
  })
})

test.describe('unauthorized', () => {
  // jo holds no permission any page needs: the landing is /unauthorized.
  test.use({ storageState: personaByKey('jo').storageState })
  test('the unauthorized page', async ({ page }) => {
    await open(page, '/unauthorized')
    await expect(page).toHaveURL((url) => url.pathname === '/unauthorized')
    await expectNoViolations(page, 'unauthorized page')
  })
})
