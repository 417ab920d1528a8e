import { expect, test, type Browser, type Page } from '@playwright/test'
import { startApp, type RunningApp } from '../../bench/app-server.ts'
import { startEmbeddedPostgres } from '../../src/server/testing/embedded-postgres.ts'
import { freePort } from '../../src/server/testing/listen.ts'
import { personasFile, repoRoot } from './support/env.ts'
import { personaByKey } from './support/personas.ts'
import { submitSignIn } from './support/sign-in.ts'

// Issue 53 across two app servers on one PostgreSQL (as behind a load balancer): farah raises a
// request through server A and olu's Requests, open in a browser on server B, shows it; then B
// restarts while olu's tab stays open, farah raises another meanwhile, and the tab reconnects and
// catches up from its last event id. Both servers serve the build the run's first server made.

test.describe.configure({ mode: 'serial' })

async function signedInOn(browser: Browser, app: RunningApp, key: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage()
  await page.goto(`${app.authOrigin}/login?redirect_uri=${encodeURIComponent(`${app.appOrigin}/`)}`)
  await submitSignIn(page, personaByKey(key))
  await expect(page).toHaveURL((url) => url.origin === app.appOrigin, { timeout: 15_000 })
  return page
}

async function raise(page: Page): Promise<string> {
  const quantity = 100 + Math.floor(Math.random() * 8900)
  await page.evaluate(async (q) => {
    const response = await fetch('/trpc/requests.create', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ json: { kind: 'title', nbsi: 'e2e-cell', quantity: q, idempotencyKey: crypto.randomUUID() } }),
    })
    if (!response.ok) throw new Error(`requests.create answered ${response.status}`)
  }, quantity)
  return `Approve Cell Biology, ${quantity} × title by farah@eastfield.test`
}

test('a request raised through server A shows on olu’s open Requests on server B; B restarts and the open tab catches up', async ({ browser }) => {
  test.setTimeout(240_000)
  const postgres = await startEmbeddedPostgres()
  const env = { DATABASE_URL: postgres.url }
  const ports = { port: await freePort(), authPort: await freePort() }
  const running: RunningApp[] = []
  try {
    const a = await startApp(repoRoot, { dataFile: personasFile, env, startTimeoutMs: 120_000 })
    running.push(a)
    let b = await startApp(repoRoot, { dataFile: personasFile, env, startTimeoutMs: 120_000, ...ports })
    running.push(b)

    const olu = await signedInOn(browser, b, 'olu')
    await olu.goto(`${b.appOrigin}/requests`)
    await expect(olu.getByRole('heading', { level: 1, name: 'Requests' })).toBeVisible()
    const farah = await signedInOn(browser, a, 'farah')

    const first = await raise(farah)
    await expect(olu.getByRole('button', { name: first })).toBeVisible()

    // B goes down with olu's tab open; a change made meanwhile through A is there once B is back.
    await b.stop()
    const second = await raise(farah)
    b = await startApp(repoRoot, { dataFile: personasFile, env, startTimeoutMs: 120_000, ...ports })
    running.push(b)
    await expect(olu.getByRole('button', { name: second })).toBeVisible({ timeout: 45_000 })
  } finally {
    await Promise.all(running.map((app) => app.stop()))
    await postgres.stop()
  }
})
