import { expect, test, type Browser, type Page } from '@playwright/test'
import { personaByKey } from './support/personas.ts'
import { signIn } from './support/sign-in.ts'

// Issue 53 in Chromium: what one person changes shows on another's open screen without a reload,
// and nobody hears of a change they may not read. farah (requester) and olu (approver) work at
// Eastfield; hana works at Northcliff; amara manages Kingsway's staff and leo views its booklists
// (tests/e2e/fixtures/personas.yaml).

async function signedIn(browser: Browser, key: string): Promise<Page> {
  const context = await browser.newContext({ storageState: personaByKey(key).storageState })
  return context.newPage()
}

/** A request raised as the browser does it (POST, same origin), of a quantity no other run used; answers its id and row name. */
async function raise(page: Page): Promise<{ id: string; name: string; quantity: number }> {
  const quantity = 100 + Math.floor(Math.random() * 8900)
  const id = await page.evaluate(async (q) => {
    const response = await fetch('/trpc/requests.create', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ json: { kind: 'title', nbsi: 'e2e-cell', quantity: q, idempotencyKey: crypto.randomUUID() } }),
    })
    return ((await response.json()) as { result: { data: { json: { id: string } } } }).result.data.json.id
  }, quantity)
  return { id, name: `Cell Biology, ${quantity} × title by farah@eastfield.test`, quantity }
}

/** Everything a stream of this person's session receives, read in their page as the app's own stream reads it. */
async function recordWire(page: Page): Promise<() => Promise<string[]>> {
  await page.evaluate(() => {
    const heard: string[] = []
    ;(window as unknown as { liveWire: string[] }).liveWire = heard
    const input = encodeURIComponent(JSON.stringify({ json: {} }))
    const source = new EventSource(`/trpc/live.events?input=${input}`)
    source.onmessage = (event: MessageEvent<string>) => heard.push(event.data)
  })
  await expect.poll(() => page.evaluate(() => (window as unknown as { liveWire: string[] }).liveWire.length)).toBeGreaterThan(0)
  return () => page.evaluate(() => [...(window as unknown as { liveWire: string[] }).liveWire])
}

test('farah raises requests: olu’s open Requests shows them; a dialog warns when the request changed under it; olu approves and farah’s open Requests lets it go; hana of another institution hears nothing', async ({
  browser,
}) => {
  const olu = await signedIn(browser, 'olu')
  await olu.goto('/requests')
  await expect(olu.getByRole('heading', { level: 1, name: 'Requests' })).toBeVisible()
  const farah = await signedIn(browser, 'farah')
  await farah.goto('/requests')
  await expect(farah.getByRole('heading', { level: 1, name: 'Requests' })).toBeVisible()
  const hana = await signedIn(browser, 'hana')
  await hana.goto('/search')
  const hanaHeard = await recordWire(hana)

  // A new request shows on olu's open list, marked with who added it.
  const first = await raise(farah)
  const row = olu.getByRole('row').filter({ has: olu.getByRole('button', { name: `Approve ${first.name}` }) })
  await expect(row).toBeVisible()
  await expect(row).toContainText('added by farah@eastfield.test')

  // olu opens the approval; farah cancels meanwhile: the dialog says so before olu submits.
  await olu.getByRole('button', { name: `Approve ${first.name}` }).click()
  const dialog = olu.getByRole('dialog', { name: 'Approve this request?' })
  await expect(dialog).toBeVisible()
  await farah.evaluate(async (id) => {
    await fetch('/trpc/requests.cancel', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ json: { id, version: 1 } }),
    })
  }, first.id)
  await expect(dialog.getByRole('alert')).toContainText('farah@eastfield.test cancelled this request')
  await dialog.getByRole('button', { name: 'Reload' }).click()
  await expect(dialog).toHaveCount(0)

  // olu approves a second one: it leaves farah's open list, said with who did it, and is in her History.
  const second = await raise(farah)
  await expect(farah.getByRole('button', { name: `Cancel ${second.name}` })).toBeVisible()
  await olu.getByRole('button', { name: `Approve ${second.name}` }).click()
  await olu.getByRole('dialog', { name: 'Approve this request?' }).getByRole('button', { name: 'Approve' }).click()
  await expect(olu.getByText('Request approved')).toBeVisible()
  await expect(farah.getByText(/approved by olu@eastfield\.test .*no longer in this list/).first()).toBeVisible()
  await expect(farah.getByRole('button', { name: `Cancel ${second.name}` })).toHaveCount(0)
  await farah.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'History' }).click()
  const inHistory = farah
    .getByRole('row')
    .filter({ hasText: 'Cell Biology' })
    .filter({ hasText: String(second.quantity) })
  await expect(inHistory.first()).toContainText('approved')

  // Hana's stream was open all along and carried neither request, not even its id.
  const wire = (await hanaHeard()).join('\n')
  expect(wire).not.toContain(first.id)
  expect(wire).not.toContain(second.id)
  expect(wire).not.toContain('eastfield')
})

test('amara withdraws leo’s booklist:view while he is on /booklist: without a reload he lands on the unauthorized page, which says his access changed and who changed it', async ({
  browser,
}) => {
  const leo = await (await browser.newContext()).newPage()
  await signIn(leo, personaByKey('leo'), undefined)
  await leo.goto('/booklist')
  await expect(leo.getByRole('heading', { level: 1, name: 'Booklist' })).toBeVisible()
  const menu = leo.getByRole('navigation', { name: 'Main' })
  await expect(menu.getByRole('link', { name: 'Booklist' })).toBeVisible()
  // The stream starts once the first page has data.
  await leo.waitForTimeout(1500)

  const amara = await signedIn(browser, 'amara')
  await amara.goto('/staff?q=%22leo%22')
  await amara.getByRole('button', { name: 'Permissions of leo@kingsway.test' }).click()
  const dialog = amara.getByRole('dialog', { name: 'Staff permissions' })
  await dialog.getByRole('checkbox', { name: 'booklist:view', exact: true }).uncheck()
  await dialog.getByRole('button', { name: 'Review the change…' }).click()
  await dialog.getByRole('button', { name: 'Confirm the change' }).click()
  await expect(dialog.getByRole('button', { name: 'Review the change…' })).toBeVisible()

  await expect(leo).toHaveURL(/\/unauthorized\?from=%2Fbooklist&changed=true/)
  await expect(leo.getByText('Your access has changed: you can no longer open /booklist.')).toBeVisible()
  await expect(leo.getByText('It was changed by amara@kingsway.test.')).toBeVisible()
  const canOpen = leo.getByRole('list', { name: 'Pages you can open' })
  await expect(canOpen.getByRole('link', { name: 'Search' })).toBeVisible()
  await expect(canOpen.getByRole('link', { name: 'Booklist' })).toHaveCount(0)

  // Given back, so a rerun starts where this one did; the pages leo's open tab lists follow again.
  await dialog.getByRole('checkbox', { name: 'booklist:view', exact: true }).check()
  await dialog.getByRole('button', { name: 'Review the change…' }).click()
  await dialog.getByRole('button', { name: 'Confirm the change' }).click()
  await expect(canOpen.getByRole('link', { name: 'Booklist' })).toBeVisible()
})
