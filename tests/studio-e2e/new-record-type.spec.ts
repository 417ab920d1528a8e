import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { recordTypeTemplate } from '../../studio/src/new-record-type/record-type-template.ts'
import { placeIn, typeOver } from './support/editor-keys.ts'
import { expect, test } from './support/studio-test.ts'

// A new record type from the studio: the name is checked, the template opens in its own
// tab and compiles with the policy at once, a mistake in it is a problem like any other,
// and save writes the new file into the project.

test('new record type: create, a mistake and its fix, save', async ({ page, studio }) => {
  const errors: string[] = []
  page.on('pageerror', (error) => errors.push(error.message))
  await page.goto(studio.url)
  const problems = page.getByRole('region', { name: 'Problems' })
  await expect(problems.getByRole('heading')).toContainText('none: the policy compiles')

  await page.getByRole('button', { name: 'New record type…' }).click()
  const name = page.getByRole('textbox', { name: 'File name' })
  await expect(name).toBeFocused()
  await name.fill('Reading List')
  await name.press('Enter')
  await expect(name).toHaveAttribute('aria-invalid', 'true')
  await expect(page.getByRole('alert')).toContainText('is not kebab-case')
  await name.fill('reading-list')
  await name.press('Enter')

  const file = 'policy/resources/reading-list.yaml'
  await expect(page.getByRole('tab', { name: /^resources\/reading-list\.yaml/ })).toHaveAttribute('aria-selected', 'true')
  await expect(page.locator('.editor-host')).toHaveAttribute('data-file', file)
  await expect(page.locator('.cm-content')).toContainText('holds the ReadingList record type')
  await expect(problems.getByRole('heading')).toContainText('none: the policy compiles')
  await expect(page.getByRole('status').filter({ hasText: 'Unsaved' })).toContainText('resources/reading-list.yaml')
  // Compiled in the page at once: the preview's record types include it, unsaved.
  const readingLists = page.getByRole('table', { name: 'Record actions' }).getByRole('row', { name: 'read ReadingList', exact: true })
  await expect(readingLists.getByRole('cell')).toHaveText('on reading lists of their institution; all fields')

  // The rule names a field the record type does not have: the compiler says where.
  await typeOver(page, 'field: institutionId', 'field: instituteId')
  const at = placeIn(recordTypeTemplate('reading-list'), 'field: institutionId', 'field: '.length)
  await expect(problems.locator('li')).toHaveCount(1)
  await expect(problems.locator('li')).toContainText(
    `${file}:${at.line}:${at.column} error[unknown-record-field] "instituteId" is not a field of this record type`,
  )
  await expect(page.locator('.cm-lintRange-error')).toHaveText('instituteId')

  await typeOver(page, 'field: instituteId', 'field: institutionId')
  await expect(problems.getByRole('heading')).toContainText('none: the policy compiles')
  await page.getByRole('button', { name: 'Save', exact: true }).click()
  await expect(page.getByRole('status', { name: 'Save result' })).toContainText(`Saved ${file}.`)
  expect(existsSync(join(studio.root, file))).toBe(true)
  expect(readFileSync(join(studio.root, file), 'utf8')).toBe(recordTypeTemplate('reading-list'))
  expect(errors).toEqual([])
})
