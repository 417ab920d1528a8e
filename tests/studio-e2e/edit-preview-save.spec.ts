import { execFileSync, spawnSync } from 'node:child_process'
import { readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { cursorAfter, openTab, placeOf } from './support/editor-keys.ts'
import { repoRoot } from './support/studio-process.ts'
import { choosePersona } from './support/persona-picker.ts'
import { expect, test } from './support/studio-test.ts'

// Issue 14's "done when": a typo shows the compiler's diagnostic with its suggestion at
// its line; dropping isEAorIA from the Adoptions item shows, unsaved, who gains it; save
// writes the file and runs the build, after which `policy build --check` is clean.

test('typo, suggestion, fix; an unsaved edit previewed and reviewed; save and build', async ({ page, studio }) => {
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
  // eli, everything-legacy and instructor are personas of the record tables (policy/tests/records.yaml, pages-you-can-open.yaml).
  const gaining = ['eli', 'everything-legacy', 'instructor', 'legacy-user', 'assigned-courses-not-ea']
  await expect(changes.locator(':scope > li')).toHaveCount(gaining.length)
  for (const persona of gaining) {
    await expect(changes.locator(`[data-persona="${persona}"]`)).toContainText('gains menu Adoptions (/adoptions)')
  }
  const review = page.getByRole('region', { name: 'Change review' })
  await expect(review).toContainText('Lint')
  // The table rows that expected no Adoptions now fail; their links open the table tests in the editor.
  await expect(review.getByRole('heading', { name: /^Table tests: \d+ of \d+ pass$/ })).not.toContainText(/(\d+) of \1 pass/)
  await review
    .locator('.tests .failed')
    .getByRole('button', { name: /^policy\/tests\/seed\.yaml:\d+$/ })
    .first()
    .click()
  await expect(page.locator('.editor-host')).toHaveAttribute('data-file', 'policy/tests/seed.yaml')

  // The menu preview of one of them shows Adoptions.
  await page.getByRole('tab', { name: 'Preview' }).click()
  await choosePersona(page, 'assigned-courses-not-ea')
  await expect(page.getByRole('list', { name: 'Menu preview' })).toContainText('Adoptions')
  // The grid marks the cells the edit changed.
  await expect(page.getByRole('button', { name: 'assigned-courses-not-ea at /adoptions: allow (was unauthorized at HEAD)' })).toBeVisible()
  // eli, everything-legacy, legacy-user: /adoptions; instructor, assigned-courses-not-ea: /, /adoptions and /unauthorized
  // (as `policy diff HEAD` lists them).
  await expect(page.locator('td.changed')).toHaveCount(9)

  // 4. Save: the file is written and the build runs; the page names the generated files it rewrote.
  expect(readFileSync(join(studio.root, 'policy/menu.yaml'), 'utf8')).toContain('- fact: isEAorIA')
  await page.getByRole('button', { name: 'Save' }).click()
  const result = page.getByRole('status', { name: 'Save result' })
  await expect(result).toContainText('Saved policy/menu.yaml.')
  await expect(result).toContainText('The build rewrote src/generated/policy.gen.ts')
  expect(readFileSync(join(studio.root, 'policy/menu.yaml'), 'utf8')).not.toContain('- fact: isEAorIA')
  expect(execFileSync('git', ['status', '--porcelain'], { cwd: studio.root, encoding: 'utf8' })).toContain('policy/menu.yaml')

  const check = spawnSync(join(repoRoot, 'node_modules/.bin/tsx'), ['scripts/policy/cli.ts', 'build', '--check', '--root', studio.root], {
    cwd: repoRoot,
    encoding: 'utf8',
  })
  expect(check.stderr).toBe('')
  expect(check.status).toBe(0)
  expect(errors).toEqual([])
})

test('save asks before writing a policy with errors, and never overwrites a file changed on disk without asking', async ({ page, studio }) => {
  await page.goto(studio.url)
  const flagsFile = join(studio.root, 'policy/flags.yaml')
  const original = readFileSync(flagsFile, 'utf8')
  await openTab(page, 'flags.yaml')
  await cursorAfter(page, 'flags:')
  await page.keyboard.type(' oops')
  await expect(page.getByRole('heading', { name: 'Problems' })).toContainText('error')

  await page.keyboard.press('Control+s')
  const confirm = page.getByRole('alert').filter({ hasText: 'saving skips the build' })
  await expect(confirm).toBeVisible()
  await confirm.getByRole('button', { name: 'Cancel' }).click()
  expect(readFileSync(flagsFile, 'utf8')).toBe(original)

  await page.getByRole('button', { name: 'Save', exact: true }).click()
  await page.getByRole('button', { name: 'Save anyway' }).click()
  await expect(page.getByRole('status', { name: 'Save result' })).toHaveText('Saved policy/flags.yaml. The build was skipped: the policy has errors.')
  expect(readFileSync(flagsFile, 'utf8')).toContain('flags: oops')

  // Someone else changes the file; the studio's next save does not silently overwrite it.
  writeFileSync(flagsFile, original)
  await cursorAfter(page, 'flags: oops')
  for (let i = 0; i < ' oops'.length; i++) await page.keyboard.press('Backspace')
  await expect(page.getByRole('heading', { name: 'Problems' })).toContainText('none: the policy compiles')
  await page.getByRole('button', { name: 'Save', exact: true }).click()
  const conflict = page.getByRole('alert').filter({ hasText: 'changed on disk' })
  await expect(conflict).toContainText('Not saved: policy/flags.yaml changed on disk since the studio opened it.')
  await conflict.getByRole('button', { name: 'Overwrite' }).click()
  await expect(page.getByRole('status', { name: 'Save result' })).toContainText('Saved')
  expect(readFileSync(flagsFile, 'utf8')).toBe(original)
})
