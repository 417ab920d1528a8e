import { expect, test, type Page } from '@playwright/test'
import { appOrigin, authOrigin } from './support/env.ts'
import { mainNav } from './support/main-menu.ts'
import { pageForPath } from './support/concrete-paths.ts'
import { pagesFetched, readPageChunks } from './support/page-chunks.ts'
import { PageRecorder } from './support/page-recorder.ts'
import { personaByKey } from './support/personas.ts'
import { faultRequestId, injectFault, type BootProcedure, type Fault } from './support/trpc-faults.ts'

// Fault injection on the boot calls (auth.getUser, institutionConfig.get,
// user.hasPermissions, featureFlags.get, batched in one request): each fault
// must leave the user in the documented state (spec sections 4 and 8), the
// protected page must not render meanwhile, and Retry must recover once the
// server answers again.

const persona = personaByKey('amara')
test.use({ storageState: persona.storageState })

// A page amara may open, visited directly with a query string.
const path = '/booklist'
const visited = `${appOrigin}${path}?view=titles`
const unparseable = 'Unable to transform response from server'

function retryButton(page: Page) {
  return page.getByRole('button', { name: 'Retry', exact: true })
}

/** Console errors the app wrote (Chromium's own "Failed to load resource" lines are not the app's). */
function appConsoleErrors(page: Page): string[] {
  const errors: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'error' && !message.text().startsWith('Failed to load resource')) errors.push(message.text())
  })
  return errors
}

/**
 * The protected page neither rendered (its heading never entered the DOM) nor was asked for by the app. The
 * server may have preloaded its chunk with index.html: it decided so from the same session and policy (the
 * person may open it) before the browser's boot calls failed here, so that one request is not the app's.
 */
async function expectProtectedPageNotLoaded(recorder: PageRecorder, what: string): Promise<void> {
  const page = pageForPath(path)
  const preloaded = await recorder.page.evaluate(() =>
    [...document.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map((link) => new URL(link.href).pathname),
  )
  const chunks = readPageChunks()
  const fetched = pagesFetched(chunks, recorder.requested)
  const byServer = pagesFetched(chunks, preloaded)
  expect(fetched.has(page) && !byServer.has(page), `${what}: the ${page} page's code was fetched although the boot calls failed`).toBe(false)
  const headings = (await recorder.headingsSeen()).map((heading) => heading.text)
  expect(headings, `${what}: the ${page} page rendered although the boot calls failed`).not.toContain('Booklist')
}

async function expectRecovers(page: Page, remove: () => Promise<void>, what: string): Promise<void> {
  await remove()
  await retryButton(page).click()
  await expect(page, `${what}: after Retry the page should open`).toHaveURL((url) => url.pathname === path)
  await expect(page.locator(mainNav), `${what}: after Retry the signed-in layout with the menu should show`).toBeVisible({ timeout: 15_000 })
  await expect(retryButton(page)).toHaveCount(0)
}

for (const only of [undefined, 'auth.getUser'] as const) {
  const scope = only ? `${only} alone` : 'every boot call'
  test(`401 from ${scope} goes to sign-in with the current URL, without retrying`, async ({ page }) => {
    const fault = await injectFault(page, { kind: 'status', status: 401 }, only)
    await page.goto(visited)
    await expect(page, `401 (${scope}) on ${path}: should go to the sign-in page`).toHaveURL((url) => url.origin === authOrigin && url.pathname === '/login')
    expect(new URL(page.url()).searchParams.get('redirect_uri'), `401 (${scope}) on ${path}: redirect_uri`).toBe(visited)
    expect(fault.hits.length, `401 (${scope}): the user call must not be retried`).toBe(1)
  })

  test(`403 from ${scope} shows /unauthorized, without retrying`, async ({ page }) => {
    const recorder = await PageRecorder.attach(page)
    const fault = await injectFault(page, { kind: 'status', status: 403 }, only)
    await page.goto(visited)
    await expect(page, `403 (${scope}) on ${path}: should end at /unauthorized`).toHaveURL(
      (url) => url.origin === appOrigin && url.pathname === '/unauthorized',
    )
    await recorder.settle()
    await expectProtectedPageNotLoaded(recorder, `403 (${scope})`)
    await page.waitForTimeout(1_500)
    expect(fault.hits.length, `403 (${scope}): the user call must not be retried`).toBe(1)
  })
}

const failures: { name: string; fault: Fault; only?: BootProcedure; text?: RegExp | string }[] = [
  // The server's request id, for the person to quote (issue 62).
  { name: '500 from every boot call', fault: { kind: 'status', status: 500 }, text: `Reference: ${faultRequestId}` },
  { name: '500 from institutionConfig.get', fault: { kind: 'status', status: 500 }, only: 'institutionConfig.get', text: /institution/i },
  { name: '500 from user.hasPermissions', fault: { kind: 'status', status: 500 }, only: 'user.hasPermissions', text: /permission/i },
  { name: '500 from featureFlags.get', fault: { kind: 'status', status: 500 }, only: 'featureFlags.get', text: /flag/i },
  { name: 'an answer that is not JSON', fault: { kind: 'not-json' }, text: unparseable },
  { name: 'JSON of the wrong shape', fault: { kind: 'wrong-shape' }, text: unparseable },
  { name: 'a network failure', fault: { kind: 'network' } },
]

for (const { name, fault, only, text } of failures) {
  test(`${name} shows the error state, and Retry recovers`, async ({ page }) => {
    const consoleErrors = appConsoleErrors(page)
    const recorder = await PageRecorder.attach(page)
    const injected = await injectFault(page, fault, only)
    await page.goto(visited)
    await expect(retryButton(page), `${name} on ${path}: a Retry button should show`).toBeVisible()
    if (text) await expect(page.getByText(text).first(), `${name} on ${path}: the error should say what failed`).toBeVisible()
    expect(page.url(), `${name}: the browser should stay on the page it opened`).toBe(visited)
    await expectProtectedPageNotLoaded(recorder, name)
    if (!only) expect(consoleErrors.length, `${name}: a user-load error must also be logged to the console`).toBeGreaterThan(0)
    await expectRecovers(page, injected.remove, name)
  })
}

test('no answer for 30 s is a timeout with Retry, and Retry recovers', async ({ page }) => {
  await page.clock.install()
  const recorder = await PageRecorder.attach(page)
  const injected = await injectFault(page, { kind: 'no-answer' })
  await page.goto(visited, { waitUntil: 'domcontentloaded' })
  await expect.poll(() => injected.held.length, { message: 'the boot request should be sent' }).toBeGreaterThan(0)

  // The fake clock also moves with real time, so leave a margin for the seconds the page took to load
  // (10 s: on a busy 2-core machine loading the page has taken more than 5).
  await page.clock.fastForward(20_000)
  await page.waitForTimeout(300)
  expect(await retryButton(page).count(), 'after 20 s the app should still be waiting').toBe(0)
  await expectProtectedPageNotLoaded(recorder, 'while waiting')

  await page.clock.fastForward(11_000)
  await expect(retryButton(page), 'after 30 s without an answer the error state should show').toBeVisible()
  await expectProtectedPageNotLoaded(recorder, 'timeout')
  await expectRecovers(page, injected.remove, 'timeout')
})

test('the boot calls leave in one batched request', async ({ page }) => {
  const batches: string[] = []
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/trpc/')) batches.push(new URL(request.url()).pathname)
  })
  const recorder = await PageRecorder.attach(page)
  await page.goto(visited)
  await recorder.settle()
  const withUser = batches.filter((batch) => batch.includes('auth.getUser'))
  expect(withUser.length, `boot requests: ${batches.join(' | ')}`).toBe(1)
  for (const procedure of ['auth.getUser', 'institutionConfig.get', 'user.hasPermissions', 'featureFlags.get']) {
    expect(withUser[0], `the boot request should carry ${procedure}`).toContain(procedure)
  }
})
