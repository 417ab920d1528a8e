import { expect, test, type Page } from '@playwright/test'
import { readPageChunks } from './support/page-chunks.ts'
import { personaByKey } from './support/personas.ts'

// Issue 26: a navigation from the menu to a list page costs one data request, started by the
// route's loader no later than the page's chunk, not by the page once its chunk has run.
test.use({ storageState: personaByKey('amara').storageState })

interface Logged {
  readonly kind: 'chunk' | 'data'
  readonly path: string
  readonly at: number
}

/** Every request for the page's chunk and every /trpc call after the click, in the order the browser sent them. */
function logRequests(page: Page, chunkUrl: string): Logged[] {
  const log: Logged[] = []
  page.on('request', (request) => {
    const path = new URL(request.url()).pathname
    if (path === chunkUrl) log.push({ kind: 'chunk', path, at: Date.now() })
    else if (path.startsWith('/trpc/')) log.push({ kind: 'data', path: path.slice('/trpc/'.length), at: Date.now() })
  })
  return log
}

/** What shows once the list's rows (or its empty state) are on screen. */
const tableRow = (name: string) => (page: Page) => page.getByRole('table', { name }).locator('tbody tr[data-row-index]').first()
const lists = [
  { from: '/courses', menu: 'Booklist', page: 'booklist', procedure: 'booklists.list', ready: tableRow('Course booklists') },
  { from: '/booklist', menu: 'Courses', page: 'courses', procedure: 'courses.list', ready: tableRow('Courses') },
  // amara teaches no course: the list's answer is its empty state.
  { from: '/booklist', menu: 'Adoptions', page: 'adoptions', procedure: 'adoptions.list', ready: (page: Page) => page.getByText('No courses are assigned to you') },
] as const

for (const list of lists) {
  test(`${list.menu} from the menu: one ${list.procedure} request, started no later than its chunk`, async ({ page }) => {
    const chunk = readPageChunks().get(list.page)
    if (!chunk) throw new Error(`no chunk for ${list.page} in the build manifest`)
    await page.goto(list.from)
    const menu = page.getByRole('navigation', { name: 'Main' })
    await expect(menu).toBeVisible()
    // The landing page's own requests are done before the log starts.
    await page.waitForLoadState('networkidle')
    const log = logRequests(page, chunk.url)
    await menu.getByRole('link', { name: list.menu, exact: true }).click()
    await expect(list.ready(page)).toBeVisible()

    const data = log.filter((entry) => entry.kind === 'data')
    expect(data.map((entry) => entry.path), 'one data request, for the list').toEqual([list.procedure])
    const chunkAt = log.findIndex((entry) => entry.kind === 'chunk')
    expect(chunkAt, `the ${list.page} chunk is fetched on the way`).toBeGreaterThanOrEqual(0)
    // Both leave in the same task (the loader and the chunk load start together); the data request is
    // never one that waits for the chunk to arrive and run.
    expect(data[0]!.at).toBeLessThanOrEqual(log[chunkAt]!.at + 50)
  })
}
