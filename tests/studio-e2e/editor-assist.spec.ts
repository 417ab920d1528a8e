import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { cursorAfter, openTab, placeOf } from './support/editor-keys.ts'
import { repoRoot } from './support/studio-process.ts'
import { choosePersona } from './support/persona-picker.ts'
import { expect, test } from './support/studio-test.ts'

// The editor's help while typing: names complete and explain themselves, and the preview's
// explanations lead back to the rule in the editor.

test('names complete as you type; a grid cell explains its outcome and its rule opens in the editor', async ({ page, studio }) => {
  await page.goto(studio.url)
  await openTab(page, 'routes.yaml')
  await cursorAfter(page, 'access: { permission: booklist:view }')
  await page.keyboard.press('ArrowLeft')
  await page.keyboard.press('ArrowLeft')
  for (let i = 0; i < 'booklist:view'.length; i++) await page.keyboard.press('Backspace')
  await page.keyboard.type('booklist:b')
  const completion = page.locator('.cm-tooltip-autocomplete')
  await expect(completion.getByRole('option')).toHaveText(['booklist:bulkUpload'])
  await expect(page.locator('.cm-completionInfo')).not.toBeEmpty()
  await page.keyboard.press('Escape')
  for (let i = 0; i < 'booklist:b'.length; i++) await page.keyboard.press('Backspace')
  await page.keyboard.type('booklist:view')
  await expect(page.getByRole('heading', { name: 'Problems' })).toContainText('none: the policy compiles')

  // nobody may not open /adoptions: the cell says so, explain names the rule, and its link opens it.
  await page.getByRole('button', { name: 'nobody at /adoptions: unauthorized' }).click()
  const explain = page.getByRole('region', { name: 'Explain' })
  await expect(explain).toContainText('/adoptions: unauthorized')
  await expect(explain).toContainText('adoptions:viewAssignedCourses')
  const at = placeOf('policy/routes.yaml', '{ permission: adoptions:viewAssignedCourses }')
  await explain
    .getByRole('button', { name: new RegExp(`^policy/routes\\.yaml:${at.line}`) })
    .first()
    .click()
  await expect(page.locator('.editor-host')).toHaveAttribute('data-file', 'policy/routes.yaml')
  await expect(page.locator('.cm-activeLine')).toContainText('access: { permission: adoptions:viewAssignedCourses }')
})

test('hovering a name shows what it is and its description from the policy', async ({ page, studio }) => {
  await page.goto(studio.url)
  await openTab(page, 'routes.yaml')
  await cursorAfter(page, 'access: { permission: adoptions:viewAssignedCourses }')
  await page.locator('.cm-activeLine').getByText('adoptions:viewAssignedCourses').hover()
  const permissions = readFileSync(join(repoRoot, 'policy/permissions.yaml'), 'utf8')
  const description = /^ {2}adoptions:viewAssignedCourses: (.+)$/m.exec(permissions)?.[1]
  expect(description).toBeTruthy()
  await expect(page.locator('.name-hover')).toHaveText(`permission adoptions:viewAssignedCourses: ${description}`)
})

test('a table test naming an unknown persona is a located warning in the problems list and its tab', async ({ page, studio }) => {
  await page.goto(studio.url)
  await page.getByRole('tab', { name: 'tests/seed.yaml' }).click()
  await cursorAfter(page, '- persona: nobody')
  await page.keyboard.type('-at-all')
  const at = placeOf('policy/tests/seed.yaml', '- persona: nobody')
  const problems = page.getByRole('region', { name: 'Problems' })
  await expect(problems.locator('li')).toHaveText([
    `policy/tests/seed.yaml:${at.line}:1 warning[table-test] row names persona "nobody-at-all", which this file does not define` +
      'Fix the table test; `npm run policy -- test` reports the same.',
  ])
  await expect(page.getByRole('tab', { name: 'tests/seed.yaml' })).toContainText('1')
})

test('a record type is a tab like the others: its names complete and its errors are located there', async ({ page, studio }) => {
  await page.goto(studio.url)
  // The preview tries one record for a persona: approve a pending Request of their institution; the rule opens in the editor.
  await choosePersona(page, 'approver')
  await page
    .getByRole('table', { name: 'Record actions' })
    .getByRole('row', { name: 'approve Request', exact: true })
    .getByRole('button', { name: 'approve', exact: true })
    .click()
  const tryRecord = page.getByRole('form', { name: 'Try a record' })
  await tryRecord.getByRole('button', { name: "Fill institutionId from the persona's user" }).click()
  await tryRecord.getByRole('combobox', { name: 'status' }).selectOption('pending')
  const answer = page.getByRole('region', { name: 'Record answer' })
  await expect(answer).toContainText('approve Request: allowed')
  await answer
    .getByRole('button', { name: /^policy\/resources\/request\.yaml:\d+/ })
    .first()
    .click()
  await expect(page.locator('.editor-host')).toHaveAttribute('data-file', 'policy/resources/request.yaml')
  await expect(page.locator('.cm-activeLine')).toContainText('- when: { permission: booklist:approve }')

  await openTab(page, 'resources/request.yaml')
  // Hover from the record type's JSON Schema (policy/schema/resource.schema.json).
  await cursorAfter(page, 'where: { field: institutionId, equals: { user: institutionId } }')
  await page
    .locator('.cm-activeLine')
    .getByText('where', { exact: false })
    .first()
    .hover({ position: { x: 8, y: 5 } })
  await expect(page.locator('.cm-tooltip-hover')).toContainText('anyOf: object, object, object, or object')
  await page.mouse.move(0, 0)
  await cursorAfter(page, 'reject:')
  await page.keyboard.press('ArrowDown')
  await page.keyboard.press('ArrowDown')
  await page.keyboard.press('ArrowDown')
  await expect(page.locator('.cm-activeLine')).toContainText('- when: { permission: booklist:approve }')
  await page.keyboard.press('End')
  await page.keyboard.press('ArrowLeft')
  await page.keyboard.press('ArrowLeft')
  for (let i = 0; i < 'booklist:approve'.length; i++) await page.keyboard.press('Backspace')
  await page.keyboard.type('booklist:appr')
  // The best match first (booklist:autoApprove matches the typed letters too).
  await expect(page.locator('.cm-tooltip-autocomplete').getByRole('option').first()).toHaveText('booklist:approve')
  await page.keyboard.press('Escape')
  await page.keyboard.type('ove')
  await expect(page.getByRole('heading', { name: 'Problems' })).toContainText('none: the policy compiles')

  await cursorAfter(page, 'kind: { type: string')
  await page.keyboard.press('Enter')
  await page.keyboard.type('kind2: { type: text }')
  await expect(page.locator('.cm-activeLine')).toHaveText('  kind2: { type: text }')
  const problems = page.getByRole('region', { name: 'Problems' })
  // The record type no longer compiles, so procedures.yaml's references to it fail too; its own error is at the new line.
  const line = placeOf('policy/resources/request.yaml', 'kind: { type: string').line + 1
  await expect(problems.locator('li').filter({ hasText: 'policy/resources/request.yaml:' })).toHaveCount(1)
  await expect(problems.locator('li').filter({ hasText: 'policy/resources/request.yaml:' })).toContainText(`policy/resources/request.yaml:${line}:`)
  await expect(page.getByRole('tab', { name: /^resources\/request\.yaml/ })).toContainText('1')
})
