import { execFileSync, spawnSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { expect, test, type Page } from '@playwright/test'
import { repoRoot, startStudio, type RunningStudio } from './support/studio-process.ts'

// Issue 14's "done when": a typo shows the compiler's diagnostic with its suggestion at
// its line; dropping isEAorIA from the Adoptions item shows, unsaved, who gains it; save
// writes the file and runs the build, after which `policy build --check` is clean.
let studio: RunningStudio
test.beforeEach(async () => {
  studio = await startStudio()
})
test.afterEach(async () => {
  await studio.stop()
})

/** 1-based line and column of `needle` in the repository's own copy of a policy file (the studio edits a copy of it). */
function placeOf(file: string, needle: string): { line: number; column: number } {
  const text = readFileSync(join(repoRoot, file), 'utf8')
  const before = text.slice(0, text.indexOf(needle)).split('\n')
  return { line: before.length, column: (before.at(-1) ?? '').length + 1 }
}

async function openTab(page: Page, name: string) {
  await page.getByRole('tab', { name: new RegExp(`^${name.replace('.', '\\.')}`) }).click()
  await expect(page.locator('.editor-host')).toHaveAttribute('data-file', `policy/${name}`)
}

/** Finds `text` with the editor's search (Ctrl+F) and puts the cursor at the end of its line, as a person would. */
async function cursorAfter(page: Page, text: string) {
  await page.locator('.cm-content').click()
  await page.keyboard.press('Control+f')
  // Typed, not filled: the search panel reads its field on key events.
  await page.getByRole('textbox', { name: 'Find' }).pressSequentially(text)
  await page.keyboard.press('Enter')
  await page.keyboard.press('Escape')
  await page.keyboard.press('End')
}

test('typo, suggestion, fix; an unsaved edit previewed and reviewed; save and build', async ({ page }) => {
  const errors: string[] = []
  page.on('pageerror', (error) => errors.push(error.message))
  await page.goto(studio.url)
  await expect(page.getByRole('heading', { name: 'Problems' })).toContainText('none: the policy compiles')

  // 1. booklist:veiw in routes.yaml: the compiler's diagnostic, at the right line, with its suggestion.
  await openTab(page, 'routes.yaml')
  await cursorAfter(page, 'access: { permission: booklist:view }')
  await page.keyboard.press('ArrowLeft')
  await page.keyboard.press('ArrowLeft')
  for (let i = 0; i < 4; i++) await page.keyboard.press('Backspace')
  await page.keyboard.type('veiw')
  const at = placeOf('policy/routes.yaml', 'booklist:view }\n\n  - path: /booklist/supply')
  const problems = page.getByRole('region', { name: 'Problems' })
  await expect(problems.locator('li')).toHaveCount(1)
  await expect(problems.locator('li')).toContainText(
    `policy/routes.yaml:${at.line}:${at.column} error[unknown-permission] "booklist:veiw" is not a declared permission (did you mean "booklist:view"?)`,
  )
  // Inline: the underlined word is on that line of the editor.
  const flagged = page.locator('.cm-lintRange-error')
  await expect(flagged).toHaveText('booklist:veiw')
  await expect(page.locator('.cm-activeLine')).toContainText('access: { permission: booklist:veiw }')
  await expect(page.getByRole('tab', { name: /^routes\.yaml/ })).toContainText('1')

  // 2. Fix it with the suggestion offered on the underlined word; the problem goes away.
  await flagged.hover()
  await page.getByRole('button', { name: 'Change to booklist:view' }).click()
  await expect(page.locator('.cm-content')).toContainText('access: { permission: booklist:view }')
  await expect(problems).toContainText('none: the policy compiles')

  // 3. Drop isEAorIA from the Adoptions item, unsaved.
  await openTab(page, 'menu.yaml')
  await cursorAfter(page, '- fact: isEAorIA')
  await page.keyboard.press('Control+Shift+K')
  await expect(page.locator('.cm-content')).not.toContainText('- fact: isEAorIA')
  await expect(page.getByRole('status').filter({ hasText: 'Unsaved' })).toContainText('menu.yaml')

  // The change review lists exactly the personas who gain Adoptions (as `policy diff HEAD` does).
  await page.getByRole('tab', { name: /^Change review/ }).click()
  const changes = page.getByRole('list', { name: 'Access changes' })
  await expect(changes.locator(':scope > li')).toHaveCount(2)
  for (const persona of ['legacy-user', 'assigned-courses-not-ea']) {
    await expect(changes.locator(`[data-persona="${persona}"]`)).toContainText('gains menu Adoptions (/adoptions)')
  }
  const review = page.getByRole('region', { name: 'Change review' })
  await expect(review).toContainText('Lint')
  // The table rows that expected no Adoptions now fail; their links open the table tests in the editor.
  await expect(review.getByRole('heading', { name: /^Table tests: \d+ of \d+ pass$/ })).not.toContainText(/(\d+) of \1 pass/)
  await review.locator('.tests .failed').first().getByRole('button', { name: /^policy\/tests\/seed\.yaml:\d+$/ }).click()
  await expect(page.locator('.editor-host')).toHaveAttribute('data-file', 'policy/tests/seed.yaml')

  // The menu preview of one of them shows Adoptions.
  await page.getByRole('tab', { name: 'Preview' }).click()
  await page.getByLabel('Persona', { exact: true }).selectOption('assigned-courses-not-ea')
  await expect(page.getByRole('list', { name: 'Menu preview' })).toContainText('Adoptions')

  // 4. Save: the file is written and the build runs; the page names the generated files it rewrote.
  expect(readFileSync(join(studio.root, 'policy/menu.yaml'), 'utf8')).toContain('- fact: isEAorIA')
  await page.getByRole('button', { name: 'Save' }).click()
  const result = page.getByRole('status', { name: 'Save result' })
  await expect(result).toContainText('Saved policy/menu.yaml.')
  await expect(result).toContainText('The build rewrote src/generated/policy.gen.ts')
  expect(readFileSync(join(studio.root, 'policy/menu.yaml'), 'utf8')).not.toContain('- fact: isEAorIA')
  expect(execFileSync('git', ['status', '--porcelain'], { cwd: studio.root, encoding: 'utf8' })).toContain('policy/menu.yaml')

  const check = spawnSync(join(repoRoot, 'node_modules/.bin/tsx'), ['scripts/policy/cli.ts', 'build', '--check', '--root', studio.root], { cwd: repoRoot, encoding: 'utf8' })
  expect(check.stderr).toBe('')
  expect(check.status).toBe(0)
  expect(errors).toEqual([])
})

test('names complete as you type; a grid cell explains its outcome and its rule opens in the editor', async ({ page }) => {
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
  await explain.getByRole('button', { name: new RegExp(`^policy/routes\\.yaml:${at.line}`) }).first().click()
  await expect(page.locator('.editor-host')).toHaveAttribute('data-file', 'policy/routes.yaml')
  await expect(page.locator('.cm-activeLine')).toContainText('access: { permission: adoptions:viewAssignedCourses }')
})

test('hovering a name shows what it is and its description from the policy', async ({ page }) => {
  await page.goto(studio.url)
  await openTab(page, 'routes.yaml')
  await cursorAfter(page, 'access: { permission: adoptions:viewAssignedCourses }')
  await page.locator('.cm-activeLine').getByText('adoptions:viewAssignedCourses').hover()
  const permissions = readFileSync(join(repoRoot, 'policy/permissions.yaml'), 'utf8')
  const description = /^ {2}adoptions:viewAssignedCourses: (.+)$/m.exec(permissions)?.[1]
  expect(description).toBeTruthy()
  await expect(page.locator('.name-hover')).toHaveText(`permission adoptions:viewAssignedCourses: ${description}`)
})
