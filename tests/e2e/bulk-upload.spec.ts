import AxeBuilder from '@axe-core/playwright'
import { readFile } from 'node:fs/promises'
import { expect, test, type Browser, type Page } from '@playwright/test'
import { personaByKey } from './support/personas.ts'

// Issue 29 in Chromium. At Westmoor (tests/e2e/fixtures/personas.yaml) chen uploads a booklist file
// for the empty draft UPL300 with good and bad rows: the preview names each bad row by row and
// column, the good rows are added, the upload's page lists both, and the same file again is
// recognised. Empty, binary and header-less files are refused; a large file is read in a worker.

async function signedIn(browser: Browser, key: string): Promise<Page> {
  const context = await browser.newContext({ storageState: personaByKey(key).storageState })
  return context.newPage()
}

async function axe(page: Page): Promise<string[]> {
  return (await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21aa']).analyze()).violations.map((violation) => violation.id)
}

/** A file as the picker hands it over. */
const file = (name: string, text: string | Buffer) => ({ name, mimeType: 'text/csv', buffer: typeof text === 'string' ? Buffer.from(text, 'utf8') : text })

// Semicolons, a byte-order mark, a quoted ISBN, an ISBN-10 and a code in lower case: as spreadsheets save them.
const booklist = [
  '\ufeffcourse_code;isbn;quantity;requirement;note',
  'UPL300;978-0-306-40615-7;25;essential;"Core text; read first"', // 2: Organic Chemistry
  'upl300;080442957X;10;recommended;', // 3: Cell Biology by its ISBN-10
  'OTH999;9780306406157;5;essential;', // 4: no such course
  'UPL300;9780306406158;5;essential;', // 5: wrong check digit
  'UPL300;9781861978769;ten;essential;', // 6: not a quantity
  'UPL300;9780306406157;5;optional;', // 7: repeats row 2
].join('\r\n')

test('a file with good and bad rows: each bad row named by row and column, the good rows added, the same file recognised', async ({ browser }) => {
  const chen = await signedIn(browser, 'chen')
  await chen.goto('/booklist/upload')
  await expect(chen.getByRole('heading', { level: 1, name: 'Bulk Upload' })).toBeVisible()
  await chen.getByLabel('Booklist file', { exact: true }).setInputFiles(file('upl300.csv', booklist))

  await expect(chen.getByRole('heading', { name: 'Checked: upl300.csv' })).toBeVisible()
  await expect(chen.getByText('6 rows checked: 2 rows will be added, 4 rows have errors and will be left out. Nothing has been added yet.')).toBeVisible()
  const problems = chen.getByRole('table', { name: 'Rows in error' })
  await expect(problems.getByRole('row')).toHaveText([
    /Row\s*Column\s*Problem/,
    /^4\s*course_code\s*There is no course with this code at your institution\.$/,
    /^5\s*isbn\s*9780306406158 is not a valid ISBN: its check digit should be 7\.$/,
    /^6\s*quantity\s*"ten" is not a quantity: give a whole number from 1 to 10,000\.$/,
    /^7\s*isbn\s*Repeats row 2: the same title for the same booklist\.$/,
  ])
  expect(await axe(chen)).toEqual([])

  await chen.getByRole('button', { name: 'Add 2 rows to booklists' }).click()
  await expect(chen).toHaveURL(/\/booklist\/upload\/upl-[0-9a-f-]+$/)
  const uploadUrl = chen.url()

  // The upload's page: the good rows added, the bad ones with their problems, a filter and the error rows as CSV.
  await expect(chen.getByRole('heading', { level: 1, name: 'upl300.csv' })).toBeVisible()
  const rowsTable = chen.getByRole('table', { name: 'Rows of upl300.csv' })
  await expect(rowsTable.getByRole('row')).toHaveCount(7)
  await expect(rowsTable.getByRole('row').filter({ hasText: 'Core text; read first' })).toContainText('Added')
  await expect(rowsTable.getByRole('row').filter({ hasText: 'OTH999' })).toContainText('course_code: There is no course with this code at your institution.')
  expect(await axe(chen)).toEqual([])
  await chen.getByRole('radio', { name: 'Errors only' }).check()
  await expect(chen).toHaveURL(/show=errors/)
  await expect(rowsTable.getByRole('row')).toHaveCount(5)
  const download = chen.waitForEvent('download')
  await chen.getByRole('button', { name: 'Download error rows (CSV)' }).click()
  const saved = await download
  expect(saved.suggestedFilename()).toBe('upl300-errors.csv')
  const csv = (await readFile((await saved.path()) ?? '', 'utf8')).replace(/^\ufeff/, '').split('\r\n')
  // With the uploaded file's separator (a semicolon), so it opens as the person's own file did.
  expect(csv[0]).toBe('course_code;isbn;quantity;requirement;note;error')
  expect(csv.slice(1, 5).map((line) => line.split(';')[0])).toEqual(['OTH999', 'UPL300', 'UPL300', 'UPL300'])

  // The same file again: recognised before anything is added, and its rows are on the list now.
  await chen.goto('/booklist/upload')
  await chen.getByLabel('Booklist file', { exact: true }).setInputFiles(file('upl300-again.csv', booklist))
  const warning = chen.getByRole('alert').filter({ hasText: 'You have uploaded this file before.' })
  await expect(warning).toContainText('upl300.csv was uploaded by')
  await expect(warning.getByRole('link', { name: 'Open that upload' })).toHaveAttribute('href', new URL(uploadUrl).pathname)
  await expect(chen.getByText('6 rows checked: none can be added, 6 rows have errors and will be left out. Nothing has been added yet.')).toBeVisible()
  await expect(chen.getByRole('table', { name: 'Rows in error' }).getByRole('row').filter({ hasText: /^2/ })).toContainText(
    '"Organic Chemistry" is already on this booklist',
  )
  await expect(chen.getByRole('button', { name: /^Add \d+ rows? to booklists$/ })).toHaveCount(0)

  // Both uploads are listed, newest first.
  const uploads = chen.getByRole('table', { name: 'Your uploads, newest first' })
  await expect(uploads.getByRole('link', { name: 'upl300-again.csv' })).toBeVisible()
  await expect(uploads.getByRole('link', { name: 'upl300.csv', exact: true })).toHaveAttribute('href', new URL(uploadUrl).pathname)
})

test('a commit whose answer is lost on the way back, then retried, adds each row once', async ({ browser }) => {
  const chen = await signedIn(browser, 'chen')
  await chen.goto('/booklist/upload')
  await chen
    .getByLabel('Booklist file', { exact: true })
    .setInputFiles(file('retry.csv', 'course_code,isbn,quantity,requirement\nUPL301,9780306406157,3,essential\nUPL301,9780804429573,4,optional\n'))
  await expect(chen.getByText('2 rows checked: 2 rows will be added. Nothing has been added yet.')).toBeVisible()
  // The first commit reaches the server and is applied; its answer never reaches the page.
  let commits = 0
  await chen.route('**/trpc/uploads.commit**', async (route) => {
    commits += 1
    if (commits > 1) return route.continue()
    await route.fetch()
    return route.abort('connectionreset')
  })
  await chen.getByRole('button', { name: 'Add 2 rows to booklists' }).click()
  // The toast says the call failed and offers Retry, which sends the same key.
  await chen.getByRole('button', { name: 'Retry', exact: true }).click()
  await expect(chen).toHaveURL(/\/booklist\/upload\/upl-[0-9a-f-]+$/)
  expect(commits).toBe(2)
  await expect(chen.getByRole('table', { name: 'Rows of retry.csv' }).getByRole('row').filter({ hasText: 'Added' })).toHaveCount(2)

  // The list holds each title once.
  await chen.goto('/booklist?term=2026-autumn')
  await chen.getByRole('table', { name: 'Course booklists' }).getByRole('link', { name: 'UPL301' }).click()
  const items = chen.getByRole('table', { name: 'Items on the UPL301 booklist' })
  await expect(items.getByText('Organic Chemistry', { exact: true })).toHaveCount(1)
  await expect(items.getByText('Cell Biology', { exact: true })).toHaveCount(1)
})

test('a checked file never added is discarded: its check closes, it leaves Your uploads, and the same file checked twice is listed once', async ({
  browser,
}) => {
  const chen = await signedIn(browser, 'chen')
  await chen.goto('/booklist/upload')
  const name = `discard-${Date.now()}.csv`
  const text = 'course_code,isbn,quantity,requirement\nUPL301,9780306406157,3,essential\n'
  const input = chen.getByLabel('Booklist file', { exact: true })
  await input.setInputFiles(file(name, text))
  await expect(chen.getByRole('heading', { name: `Checked: ${name}` })).toBeVisible()
  // The same file again replaces its unadded check rather than piling up.
  await chen.getByRole('button', { name: /^Choose (another|a fixed) file$/ }).click()
  await input.setInputFiles(file(name, text))
  await expect(chen.getByRole('heading', { name: `Checked: ${name}` })).toBeVisible()
  const uploads = chen.getByRole('table', { name: 'Your uploads, newest first' })
  await expect(uploads.getByRole('link', { name, exact: true })).toHaveCount(1)

  await chen
    .getByRole('region', { name: `Checked: ${name}` })
    .getByRole('button', { name: `Discard upload of ${name}` })
    .click()
  await chen
    .getByRole('dialog', { name: `Discard the upload of ${name}?` })
    .getByRole('button', { name: 'Discard upload', exact: true })
    .click()
  await expect(chen.getByText(`Upload discarded: ${name}.`)).toBeVisible()
  await expect(chen.getByRole('heading', { name: `Checked: ${name}` })).toHaveCount(0)
  await expect(uploads.getByRole('link', { name, exact: true })).toHaveCount(0)
})

test('an empty, a binary and a header-less file are each refused with what to fix, and nothing is sent', async ({ browser }) => {
  const chen = await signedIn(browser, 'chen')
  const checks: string[] = []
  chen.on('request', (request) => {
    if (request.url().includes('/trpc/uploads.check')) checks.push(request.url())
  })
  await chen.goto('/booklist/upload')
  const input = chen.getByLabel('Booklist file', { exact: true })
  await input.setInputFiles(file('empty.csv', ''))
  await expect(chen.getByText(/^empty\.csv is empty/)).toBeVisible()
  await input.setInputFiles(file('workbook.csv', Buffer.from([0x50, 0x4b, 0x03, 0x04, 0x14, 0x00, 0x06, 0x00, 0x08, 0x00, 0x00, 0x00, 0x21, 0x00])))
  await expect(chen.getByText(/^workbook\.csv is not a CSV text file/)).toBeVisible()
  await input.setInputFiles(file('rows-only.csv', 'UPL300,9780306406157,25,essential\r\nUPL300,9780804429573,10,optional\r\n'))
  await expect(chen.getByText(/The first row is not a header/)).toBeVisible()
  await expect(input).toHaveAttribute('aria-invalid', 'true')
  expect(checks).toEqual([])
})

test('a large file is read in a worker and checked whole', async ({ browser }) => {
  const chen = await signedIn(browser, 'chen')
  await chen.goto('/booklist/upload')
  // 4,000 rows of about 80 bytes: over the size from which the page reads in a worker.
  const rows = Array.from({ length: 4000 }, (_, i) => `NOPE${i};9780306406157;1;essential;A note that makes the row longer than most`)
  const worker = chen.waitForEvent('worker')
  await chen.getByLabel('Booklist file', { exact: true }).setInputFiles(file('large.csv', ['course_code;isbn;quantity;requirement;note', ...rows].join('\n')))
  expect((await worker).url()).toMatch(/read-booklist-file\.worker/)
  await expect(chen.getByText('4,000 rows checked: none can be added, 4,000 rows have errors and will be left out. Nothing has been added yet.')).toBeVisible()
  await expect(chen.getByRole('table', { name: 'The first 25 of 4,000 rows in error' })).toBeVisible()
})
