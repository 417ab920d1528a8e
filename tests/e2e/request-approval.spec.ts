import AxeBuilder from '@axe-core/playwright'
import { expect, test, type Browser, type Page } from '@playwright/test'
import { personaByKey } from './support/personas.ts'

// Issue 27: a requester raises a request from a title's page, another persona approves it, and
// the requester sees it approved with its timeline. farah (booklist:request) and olu
// (booklist:approve) work at Eastfield, whose policy opens the Requests pages
// (tests/e2e/fixtures/personas.yaml).

async function signedIn(browser: Browser, key: string): Promise<Page> {
  const context = await browser.newContext({ storageState: personaByKey(key).storageState })
  return context.newPage()
}

/** The request's id from requests.create's answer (batched or not). */
function createdId(body: unknown): string {
  const first = (Array.isArray(body) ? body[0] : body) as { result?: { data?: { json?: { id?: unknown } } } }
  const id = first.result?.data?.json?.id
  if (typeof id !== 'string') throw new Error(`requests.create answered without an id: ${JSON.stringify(body)}`)
  return id
}

async function axe(page: Page): Promise<string[]> {
  return (await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21aa']).analyze()).violations.map((violation) => violation.id)
}

test('farah raises a request from a title’s page, olu approves it with a note, and farah sees it approved with its timeline', async ({ browser }) => {
  // A quantity no other run of this test used, so the rows below are this run's.
  const quantity = String(100 + (Date.now() % 9000))
  const name = `Cell Biology, ${quantity} × title by farah@eastfield.test`

  const farah = await signedIn(browser, 'farah')
  await farah.goto('/search/e2e-cell')
  await farah.getByRole('link', { name: 'Request this title' }).click()
  await expect(farah).toHaveURL(/\/search\/request\?nbsi=e2e-cell$/)
  const form = farah.getByRole('form', { name: 'New request' })
  await expect(form.getByText('Cell Biology')).toBeVisible()
  await form.getByRole('spinbutton', { name: 'Quantity' }).fill(quantity)
  await form.getByRole('textbox', { name: 'Note (optional)' }).fill('For BIO200 next term')
  expect(await axe(farah)).toEqual([])
  const created = farah.waitForResponse((response) => response.url().includes('requests.create'))
  await form.getByRole('button', { name: 'Send request' }).click()
  const id = createdId(await (await created).json())
  await expect(farah.getByText('Request sent: pending approval')).toBeVisible()

  // Her own request: she may cancel it, never approve it; the server refuses a forged approve.
  await farah.getByRole('link', { name: 'See it with its history' }).click()
  await expect(farah).toHaveURL(new RegExp(`/requests\\?request=${id}$`))
  const opened = farah.getByRole('dialog', { name: 'Request history' })
  await expect(opened.getByRole('list', { name: 'History' }).getByRole('listitem')).toHaveText([
    /^farah@eastfield\.test created: pending“For BIO200 next term”/,
  ])
  await opened.getByRole('button', { name: 'Close' }).click()
  await expect(farah).toHaveURL(/\/requests$/)
  await expect(farah.getByRole('button', { name: `Cancel ${name}` })).toBeVisible()
  await expect(farah.getByRole('button', { name: `Approve ${name}` })).toHaveCount(0)
  await expect(farah.getByRole('checkbox')).toHaveCount(0)
  const forged = await farah.evaluate(async (requestId) => {
    const response = await fetch('/trpc/requests.approve', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ json: { id: requestId, version: 1 } }),
    })
    return { status: response.status, body: await response.text() }
  }, id)
  expect(forged.status).toBe(403)
  expect(forged.body).toContain('FORBIDDEN')

  const olu = await signedIn(browser, 'olu')
  await olu.goto('/requests')
  await olu.getByRole('button', { name: `Approve ${name}` }).click()
  const dialog = olu.getByRole('dialog', { name: 'Approve this request?' })
  await dialog.getByRole('textbox', { name: 'Note (optional)' }).fill('Budget ok')
  await dialog.getByRole('button', { name: 'Approve' }).click()
  await expect(olu.getByText('Request approved')).toBeVisible()
  await expect(olu.getByRole('button', { name: `Approve ${name}` })).toHaveCount(0)
  // The toast sits in its corner over the menu column, so it covers no row's action, whatever the list (issue 52).
  const toast = await olu.locator('.toast').first().boundingBox()
  const page = await olu.locator('main').boundingBox()
  expect(toast && page && toast.x + toast.width <= page.x, `toast ${JSON.stringify(toast)} beside the page ${JSON.stringify(page)}`).toBe(true)
  expect(await axe(olu)).toEqual([])

  await farah.goto('/requests/history')
  await farah.getByRole('button', { name: `History of ${name}` }).click()
  const history = farah.getByRole('dialog', { name: 'Request history' }).getByRole('list', { name: 'History' })
  await expect(history.getByRole('listitem')).toHaveText([
    /^farah@eastfield\.test created: pending“For BIO200 next term”\d+ \w+ \d{4}, \d\d:\d\d UTC$/,
    /^olu@eastfield\.test approved: pending → approved“Budget ok”\d+ \w+ \d{4}, \d\d:\d\d UTC$/,
  ])
})
