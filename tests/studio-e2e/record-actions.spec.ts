import AxeBuilder from '@axe-core/playwright'
import { openTab, typeOver } from './support/editor-keys.ts'
import { choosePersona } from './support/persona-picker.ts'
import { expect, test } from './support/studio-test.ts'

// Issue 34: the record actions table tells a product owner on which records a persona may
// take each action, from the rules, and never reads "never" for want of a signed-in user.
test('ana may approve pending requests of her institution but her own; a persona without booklist:approve never', async ({ page, studio }) => {
  const errors: string[] = []
  page.on('pageerror', (error) => errors.push(error.message))
  await page.goto(studio.url)
  await expect(page.getByRole('heading', { name: 'Problems' })).toContainText('none: the policy compiles')
  const table = page.getByRole('table', { name: 'Record actions' })
  const scope = (action: string) => table.getByRole('row', { name: action, exact: true }).getByRole('cell')

  await choosePersona(page, 'ana')
  await expect(page.getByText('Signed in as u-ana at northbridge.')).toBeVisible()
  await expect(scope('approve Request')).toHaveText('on requests of their institution that are pending and not their own; all fields')
  await expect(scope('cancel Request')).toHaveText('on their own requests of their institution that are draft or pending; all fields')
  await expect(scope('read Title')).toHaveText('always; all fields')
  // Nothing ana's permissions allow reads never: every "never" of hers is a rule whose `when` fails.
  await expect(table.getByRole('cell').filter({ hasText: /^never$/ })).toHaveCount(0)

  // Try the action on a record: the answer and the sentence agree.
  await table.getByRole('row', { name: 'approve Request', exact: true }).getByRole('button', { name: 'approve' }).click()
  const form = page.getByRole('form', { name: 'Try a record' })
  await form.getByRole('button', { name: "Fill institutionId from the persona's user" }).click()
  await form.getByRole('combobox', { name: 'status' }).selectOption('pending')
  await expect(page.getByRole('region', { name: 'Record answer' })).toContainText('approve Request: allowed')
  await form.getByRole('textbox', { name: 'requesterId' }).fill('u-ana')
  await expect(page.getByRole('region', { name: 'Record answer' })).toContainText('approve Request: denied')

  // ben holds no booklist:approve.
  await choosePersona(page, 'ben')
  await expect(scope('approve Request')).toHaveText('never')
  await expect(scope('approve Request')).toHaveAttribute('title', "no rule's `when` holds for these facts")

  // Edit the approve rule, unsaved: omar (who approves at Westbrook) reads the new sentence at
  // once, and the change review lists the change for the personas it concerns.
  await choosePersona(page, 'omar')
  await openTab(page, 'resources/request.yaml')
  await typeOver(page, '{ field: status, equals: pending }', '{ field: status, in: [pending, draft] }')
  await expect(scope('approve Request')).toHaveText('on requests of their institution that are pending or draft and not their own; all fields')
  await page.getByRole('tab', { name: /^Change review/ }).click()
  await expect(page.getByRole('region', { name: 'Change review' })).toContainText(
    'approve Request: on requests of their institution that are pending and not their ' +
      'own → on requests of their institution that are pending or draft and not their own',
  )
  await page.getByRole('tab', { name: 'Preview' }).click()
  const scan = await new AxeBuilder({ page }).include('[aria-label="Record actions preview"]').withTags(['wcag2a', 'wcag2aa']).analyze()
  expect(scan.violations.map((violation) => violation.id)).toEqual([])
  expect(errors).toEqual([])
})
