import { expect, test, type Page } from '@playwright/test'
import { readPageChunks } from './support/page-chunks.ts'
import { personaByKey } from './support/personas.ts'
import { isLiveStream, waitForQuiet } from './support/quiet.ts'

// Issue 26: a navigation from the menu to a list page costs one data request, started by the
// route's loader no later than the page's chunk, not by the page once its chunk has run.
test.use({ storageState: personaByKey('amara').storageState })

/** The /trpc calls sent after the log starts, by procedure path. */
function logData(page: Page): string[] {
  const sent: string[] = []
  page.on('request', (request) => {
    const path = new URL(request.url()).pathname
    // The live stream opens once, after the first page: it is not a request of the list.
    if (path.startsWith('/trpc/') && !isLiveStream(request)) sent.push(path.slice('/trpc/'.length))
  })
  return sent
}

/** What shows once the list's rows (or its empty state) are on screen. */
const tableRow = (name: string) => (page: Page) => page.getByRole('table', { name }).locator('tbody tr[data-row-index]').first()
const lists = [
  { from: '/courses', menu: 'Booklist', page: 'booklist', procedure: 'booklists.list', ready: tableRow('Course booklists') },
  { from: '/booklist', menu: 'Courses', page: 'courses', procedure: 'courses.list', ready: tableRow('Courses') },
  // amara teaches no course: the list's answer is its empty state.
  {
    from: '/booklist',
    menu: 'Adoptions',
    page: 'adoptions',
    procedure: 'adoptions.list',
    ready: (page: Page) => page.getByText('No courses are assigned to you'),
  },
] as const

for (const list of lists) listTest(list)

// Requests are listed only where the institution's policy opens them: farah's (Eastfield).
test.describe('at a pricing-approvals institution', () => {
  test.use({ storageState: personaByKey('farah').storageState })
  listTest({
    from: '/search',
    menu: 'Requests',
    page: 'requests',
    procedure: 'requests.list',
    // Her open requests, or none (the approval test may have decided them meanwhile).
    ready: (page: Page) => tableRow('Open requests')(page).or(page.getByText('Nothing is waiting')),
  })
})

interface ListUnderTest {
  readonly from: string
  readonly menu: string
  readonly page: string
  readonly procedure: string
  readonly ready: (page: Page) => ReturnType<Page['getByText']>
}

function listTest(list: ListUnderTest) {
  test(`${list.menu} from the menu: one ${list.procedure} request, started no later than its chunk`, async ({ page }) => {
    const chunk = readPageChunks().get(list.page)
    if (!chunk) throw new Error(`no chunk for ${list.page} in the build manifest`)
    // The live stream opens once the first page has its data: from then on the landing page's own
    // requests (a term's names after its rows) are ones waitForQuiet sees start and end. Without it, on
    // a busy machine, a page still fetching its chunks when the wait began could fire them after the log starts.
    const firstPageHasData = page.waitForRequest(isLiveStream)
    await page.goto(list.from)
    const menu = page.getByRole('navigation', { name: 'Main' })
    await expect(menu).toBeVisible()
    await firstPageHasData
    // The landing page's own requests are done before the log starts.
    await waitForQuiet(page)
    // The page's chunk is held until the list's data request has been sent (or 10 s pass): a request
    // that waited for the chunk to arrive and run would never be sent while it is held. No timing.
    const sent = logData(page)
    let sentWhileChunkHeld = false
    await page.route(`**${chunk.url}`, async (route) => {
      await expect
        .poll(() => sent.length, { timeout: 10_000 })
        .toBeGreaterThan(0)
        .catch(() => undefined)
      sentWhileChunkHeld = sent.length > 0
      await route.continue()
    })
    await menu.getByRole('link', { name: list.menu, exact: true }).click()
    await expect(list.ready(page)).toBeVisible()

    expect(sent, 'one data request, for the list').toEqual([list.procedure])
    expect(sentWhileChunkHeld, `the ${list.procedure} request leaves before the ${list.page} chunk arrives`).toBe(true)
  })
}
