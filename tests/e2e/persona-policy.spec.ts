import { expect, test, type Page } from '@playwright/test'
import { layoutForPath } from './support/concrete-paths.ts'
import { expectationsFor, type PersonaExpectations, type VisitExpectation } from './support/expectations.ts'
import { readLandingRecord } from './support/landing-record.ts'
import { allLinks, currentLinks, expectedMenu, formatMenu, mainNav, readMainMenu, withoutCurrent, type MenuTree } from './support/main-menu.ts'
import { PageRecorder } from './support/page-recorder.ts'
import { activePersonas } from './support/personas.ts'
import { expectVisit, visitContext } from './support/visit-checks.ts'

// For every persona of the test data file, the browser must show exactly what
// `policy eval` answers for that persona's facts: the landing, the menu, and
// where every route and alias ends up, opened directly or from the menu.
// Nothing here is written by hand: the paths come from the compiled policy,
// the answers from the CLI, so the browser and the policy cannot drift apart.

/** A page that shows the menu (default layout) and that the persona may open: the landing if it can. */
function menuPage(expected: PersonaExpectations): VisitExpectation | undefined {
  const allowed = expected.visits.filter((visit) => visit.outcome.result === 'allow' && layoutForPath(visit.path) === 'default')
  return allowed.find((visit) => visit.path === expected.home.finalPath) ?? allowed[0]
}

async function open(page: Page, recorder: PageRecorder, path: string): Promise<void> {
  recorder.reset({ newDocument: true })
  await page.goto(path)
  await recorder.settle()
}

function flatten(items: readonly MenuTree[]): MenuTree[] {
  return items.flatMap((item) => [item, ...flatten(item.children)])
}

for (const persona of activePersonas()) {
  test.describe(`persona ${persona.key}`, () => {
    test.use({ storageState: persona.storageState })
    let expected: PersonaExpectations

    test.beforeAll(() => {
      expected = expectationsFor(persona)
    })

    test('lands where the policy says, after sign-in and on /', async ({ page }) => {
      const where = `persona ${persona.key}, route / (policy: landing ${expected.landing}; ${expected.home.chain})`
      expect(readLandingRecord(persona.key), `${where}: right after sign-in the browser should be at ${expected.home.finalPath}`).toBe(expected.home.finalPath)
      const recorder = await PageRecorder.attach(page)
      await open(page, recorder, '/')
      await expectVisit(page, recorder, visitContext(expected), expected.home, 'opened directly')
    })

    test('shows exactly the menu the policy builds', async ({ page }) => {
      const start = menuPage(expected)
      expect(start, `persona ${persona.key}: no page in the default layout is allowed, so the menu cannot be seen`).toBeDefined()
      if (!start) return
      const recorder = await PageRecorder.attach(page)
      await open(page, recorder, start.path)
      const shown = await readMainMenu(page)
      const want = expectedMenu(expected.menu)
      expect(
        withoutCurrent(shown),
        `persona ${persona.key}, route ${start.path}: the menu differs from the policy's.\n` +
          `policy:\n${formatMenu(want)}\nbrowser:\n${formatMenu(withoutCurrent(shown))}`,
      ).toEqual(want)
      const marked = currentLinks(shown).map((link) => link.path)
      const here = allLinks(shown).filter((link) => link.path === start.path)
      expect(
        marked.every((path) => path === start.path) && (here.length === 0 || marked.length > 0),
        `persona ${persona.key}, route ${start.path}: aria-current="page" should mark ` +
          `the link to the current page only (marked: ${marked.join(', ') || 'none'})`,
      ).toBe(true)
    })

    test('every route and alias opened directly ends where the policy says, with no flash of a denied page', async ({ page }) => {
      test.setTimeout(240_000)
      const context = visitContext(expected)
      const recorder = await PageRecorder.attach(page)
      const pageErrors: string[] = []
      page.on('pageerror', (error) => pageErrors.push(error.message))
      const want = expectedMenu(expected.menu)
      const menuMismatches: string[] = []

      for (const visit of expected.visits) {
        await test.step(`${persona.key} opens ${visit.path}`, async () => {
          await open(page, recorder, visit.path)
          await expectVisit(page, recorder, context, visit, 'opened directly')
          // The menu is the same on every page of the default layout.
          if (visit.finalPath === visit.path && visit.outcome.result === 'allow' && layoutForPath(visit.path) === 'default') {
            const shown = withoutCurrent(await readMainMenu(page))
            if (JSON.stringify(shown) !== JSON.stringify(want)) menuMismatches.push(`${visit.path}:\n${formatMenu(shown, '  ')}`)
          }
        })
      }
      expect.soft(menuMismatches, `persona ${persona.key}: the menu differs from the policy's on these pages (policy:\n${formatMenu(want, '  ')})`).toEqual([])
      expect(pageErrors, `persona ${persona.key}: uncaught errors in the page`).toEqual([])
    })

    test('every menu link, clicked, ends where the policy says, with no flash of a denied page', async ({ page }) => {
      test.setTimeout(120_000)
      const start = menuPage(expected)
      expect(start, `persona ${persona.key}: no page in the default layout is allowed, so the menu cannot be used`).toBeDefined()
      if (!start) return
      const context = visitContext(expected)
      const recorder = await PageRecorder.attach(page)
      await open(page, recorder, start.path)
      const links = flatten(expectedMenu(expected.menu))
      if (links.length === 0) {
        expect(await page.locator(`${mainNav} a[href]`).count(), `persona ${persona.key}: the policy shows no menu item, but the browser shows links`).toBe(0)
        return
      }
      for (const link of links) {
        await test.step(`${persona.key} clicks ${link.title} (${link.path})`, async () => {
          // A denied link ends on /unauthorized, which has no menu: start again from a page with one.
          if ((await page.locator(mainNav).count()) === 0) await open(page, recorder, start.path)
          const visit = expected.visits.find((candidate) => candidate.path === link.path)
          expect(visit, `persona ${persona.key}, menu link ${link.path}: the policy was not asked about this path`).toBeDefined()
          if (!visit) return
          // Clicking the link of the page already shown renders nothing new.
          const rendered = new URL(page.url()).pathname !== visit.finalPath
          recorder.reset()
          await recorder.clearHeadings()
          await page.locator(`${mainNav} a[href="${link.path}"]`).first().click()
          await recorder.settle()
          await expectVisit(page, recorder, context, visit, `reached from the menu link "${link.title}"`, { rendered })
        })
      }
    })
  })
}
