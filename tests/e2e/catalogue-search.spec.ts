import AxeBuilder from '@axe-core/playwright'
import { expect, test } from '@playwright/test'
import { personaByKey } from './support/personas.ts'

// Issue 11: a persona with catalogue:search (and nothing else) types an ISBN with hyphens into
// the search, finds the title without a request per keystroke, and opens its page.
test.use({ storageState: personaByKey('bilal').storageState })

test('bilal finds a title by its hyphenated ISBN and opens its page', async ({ page }) => {
  const searches: string[] = []
  page.on('request', (request) => {
    const url = new URL(request.url())
    // Counted per call, not per request: the batch link could carry several searches in one request.
    if (url.pathname.startsWith('/trpc/'))
      searches.push(
        ...url.pathname
          .slice('/trpc/'.length)
          .split(',')
          .filter((path) => path === 'catalogue.search'),
      )
  })
  await page.clock.install()
  await page.goto('/search')
  const box = page.getByRole('searchbox', { name: 'Search the catalogue' })
  await expect(box).toBeVisible()
  // The page's time stands still while the keys go in, so a busy machine that
  // stalls between two keystrokes cannot look like a pause in typing.
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000)
  await box.pressSequentially('978-0-306-40615-7', { delay: 20 })
  await page.clock.resume()
  const results = page.getByRole('table', { name: 'Catalogue titles found' })
  await expect(results.getByRole('link', { name: 'Organic Chemistry' })).toBeVisible()
  await expect(page.getByText('1 title with this ISBN')).toBeVisible()
  await expect(page).toHaveURL(/[?&]q=978-0-306-40615-7/)
  // Seventeen keystrokes, one search (the debounce): at most one more if typing paused mid-way.
  expect(searches.length).toBeGreaterThanOrEqual(1)
  expect(searches.length).toBeLessThanOrEqual(2)
  expect((await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21aa']).analyze()).violations.map((v) => v.id)).toEqual([])

  await results.getByRole('link', { name: 'Organic Chemistry' }).click()
  await expect(page).toHaveURL(/\/search\/e2e-organic$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Organic Chemistry' })).toBeVisible()
  // bilal neither purchases nor approves: the policy's field rule withholds list prices (policy/resources/title.yaml).
  await expect(page.getByRole('heading', { level: 1, name: 'Organic Chemistry' })).toBeVisible()
  await expect(page.getByRole('cell', { name: '£19.99' })).toHaveCount(0)
  await expect(page.getByRole('columnheader', { name: 'Price' })).toHaveCount(0)
  // bilal may not raise requests: no such action on the page.
  await expect(page.getByRole('link', { name: 'Request this title' })).toHaveCount(0)

  // Back returns to the search as it was.
  await page.goBack()
  await expect(box).toHaveValue('978-0-306-40615-7')
  await expect(results.getByRole('link', { name: 'Organic Chemistry' })).toBeVisible()
})

test('an unknown title id shows a not-found state inside the layout', async ({ page }) => {
  await page.goto('/search/no-such-title')
  await expect(page.getByRole('heading', { level: 1, name: 'Title not found' })).toBeVisible()
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible()
})
