import { resolve } from 'node:path'
import AxeBuilder from '@axe-core/playwright'
import { expect, test, type Page } from '@playwright/test'
import { demoAuthOrigin, demoOrigin, kitOrigin } from './support/env.ts'

// Issue 52, one look: screenshots of the kit page (src/kit/, every control in every state) and of list
// pages, at a desk's width and a phone's, compared with the committed ones (tests/e2e/visual.spec.ts-snapshots/).
// A change to the kit shows here before a user sees it. To accept an intended change, look at the diff in
// the HTML report, then: `CI=true npx playwright test tests/e2e/visual.spec.ts --update-snapshots=all`.
//
// The list pages are the demo data's (the run's second server, not changed by other tests), whose rows are
// the same every day but whose dates move with it; so the table cells' text is hidden (the layout, chrome,
// filters, headers, buttons and pager are compared, not the day's figures). One font everywhere (DejaVu Sans,
// which Debian's chromium brings), so a machine's own system font does not change the pictures.
const steady = resolve(import.meta.dirname, 'support/visual-steady.css')
const rowsHidden = [steady, resolve(import.meta.dirname, 'support/visual-rows-hidden.css')]
const widths = [
  { name: 'desk', width: 1366, height: 800 },
  { name: 'phone', width: 390, height: 844 },
] as const
const listPages = [
  { persona: 'ana@northbridge.example', path: '/adoptions' },
  { persona: 'ana@northbridge.example', path: '/courses' },
  { persona: 'ana@northbridge.example', path: '/students' },
  { persona: 'ana@northbridge.example', path: '/staff' },
  { persona: 'ana@northbridge.example', path: '/store' },
  { persona: 'omar@westbrook.example', path: '/requests' },
] as const

async function signIn(page: Page, email: string) {
  await page.goto(`${demoAuthOrigin}/login?redirect_uri=${encodeURIComponent(`${demoOrigin}/`)}`)
  await page.getByLabel('Email', { exact: true }).fill(email)
  await page.getByLabel('Password', { exact: true }).fill('any password works outside production')
  await page.getByRole('button', { name: 'Sign in', exact: true }).click()
  await expect(page).toHaveURL((url) => url.origin === demoOrigin && url.pathname !== '/', { timeout: 15_000 })
}

for (const size of widths) {
  test(`the kit page, ${size.name} (${size.width} px)`, async ({ browser }) => {
    const context = await browser.newContext({ viewport: { width: size.width, height: size.height }, storageState: { cookies: [], origins: [] } })
    const page = await context.newPage()
    await page.goto(`${kitOrigin}/kit.html`)
    await expect(page.getByRole('heading', { level: 1, name: 'Adoptions kit' })).toBeVisible()
    // Every control in every state passes axe (WCAG 2.x A and AA, best practices), its colours included.
    const axe = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice']).analyze()
    expect(axe.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)).toEqual([])
    await expect(page).toHaveScreenshot(`kit-${size.name}.png`, { fullPage: true, stylePath: steady, maxDiffPixelRatio: 0.005 })
    await context.close()
  })

  for (const { persona, path } of listPages) {
    test(`${path} as ${persona.split('@')[0]}, ${size.name} (${size.width} px)`, async ({ browser }) => {
      // bypassCSP: the screenshot's stylesheets are <style> elements, which the app's CSP (style-src 'self') refuses.
      const context = await browser.newContext({
        baseURL: demoOrigin,
        viewport: { width: size.width, height: size.height },
        storageState: { cookies: [], origins: [] },
        bypassCSP: true,
      })
      const page = await context.newPage()
      await signIn(page, persona)
      await page.goto(path)
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
      await expect(page.locator('.data-table tbody tr[data-row-index="0"]').first()).toBeVisible()
      await expect(page).toHaveScreenshot(`list${path.replaceAll('/', '-')}-${size.name}.png`, { stylePath: rowsHidden, maxDiffPixelRatio: 0.01 })
      await context.close()
    })
  }
}
