import { expect, test } from '@playwright/test'
import { policy } from '../../src/generated/policy.gen.ts'
import { emitBootPreloadUrl } from '../../scripts/policy/emit-boot-preload.ts'
import { activePersonas } from './support/personas.ts'

// Issue 7, "Boot in one round trip", as a budget: every boot call in exactly
// one HTTP request, and that request is the one index.html preloads. How early
// it starts is a timing, so `npm run bench` measures that instead.

const persona = activePersonas()[0]
const bootCalls = ['auth.getUser', 'institutionConfig.get', 'user.hasPermissions', 'featureFlags.get']
// The landing page's own data (amara lands on /booklist) is fetched as the page renders; only boot calls are counted here.
const isBootRequest = (url: string) =>
  new URL(url).pathname
    .replace('/trpc/', '')
    .split(',')
    .some((procedure) => bootCalls.includes(procedure))
if (!persona) throw new Error('the e2e data file has no active persona')

test.describe(`boot budget (persona ${persona.key})`, () => {
  test.use({ storageState: persona.storageState })

  test('sends all boot calls in exactly one /trpc request before the menu renders', async ({ page }) => {
    const trpc: string[] = []
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.startsWith('/trpc/') && isBootRequest(request.url())) trpc.push(request.url())
    })
    await page.goto('/')
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible()
    expect(trpc, `persona ${persona.key}: /trpc requests during boot`).toHaveLength(1)
    const [boot = ''] = trpc
    expect(new URL(boot).pathname).toBe(`/trpc/${bootCalls.join(',')}`)
  })

  test('index.html preloads exactly that request, with a crossorigin the fetch can reuse', async ({ page, request }) => {
    const html = await (await request.get('/')).text()
    const link = /<link[^>]*rel="preload"[^>]*as="fetch"[^>]*>/.exec(html)?.[0]
    expect(link, 'index.html should have <link rel="preload" as="fetch"> for the boot batch (scripts/policy/vite-boot-preload-plugin.ts)').toBeDefined()
    const href = /href="([^"]+)"/.exec(link ?? '')?.[1]?.replaceAll('&amp;', '&')
    expect(href).toBe(emitBootPreloadUrl(policy))
    expect(link).toMatch(/crossorigin="(anonymous|use-credentials)"/)

    // The browser's own boot request must be the preloaded URL, and resource
    // timing must show it was started by the <link>, not fetched a second time.
    await page.goto('/')
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible()
    const trpc = await page.evaluate(() =>
      (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
        .filter((entry) => new URL(entry.name).pathname.startsWith('/trpc/'))
        .map((entry) => ({ name: entry.name, url: new URL(entry.name).pathname + new URL(entry.name).search, initiator: entry.initiatorType })),
    )
    const boot = trpc.filter((entry) => isBootRequest(entry.name)).map(({ url, initiator }) => ({ url, initiator }))
    expect(boot).toEqual([{ url: href, initiator: 'link' }])
  })
})
