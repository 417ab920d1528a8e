import AxeBuilder from '@axe-core/playwright'
import { expect, test } from './support/studio-test.ts'

// The studio is used by product owners all day: its page passes axe's WCAG A/AA rules, both panels.
test('the studio page has no axe violations (WCAG 2 A and AA), preview and change review', async ({ page, studio }) => {
  await page.goto(studio.url)
  await expect(page.getByRole('heading', { name: 'Problems' })).toContainText('none: the policy compiles')
  const scan = () => new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze()
  const summary = (violations: { id: string; nodes: { target: unknown }[] }[]) =>
    violations.map((v) => `${v.id}: ${v.nodes.length} (${JSON.stringify(v.nodes[0]?.target)})`)
  expect(summary((await scan()).violations)).toEqual([])
  await page.getByRole('tab', { name: /^Change review/ }).click()
  await expect(page.getByRole('region', { name: 'Change review' })).toContainText('No persona gains or loses anything')
  expect(summary((await scan()).violations)).toEqual([])
})
