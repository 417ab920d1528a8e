import { spawnSync } from 'node:child_process'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import Sqlite from 'better-sqlite3'
import { fixtureInstitution } from '../../src/server/testing/fixture-institution.ts'
import { openTab, typeOver } from './support/editor-keys.ts'
import { repoRoot, startStudio } from './support/studio-process.ts'
import { expect, test } from './support/studio-test.ts'

// Issue 59: with --database, the change review answers for the app's real staff. An edit to the
// Reports item's rule shows how many of them lose Reports, expandable to their emails.

const staff = [
  { email: 'rhea@northfield.example', permissions: { 'counterReport:view': true } },
  { email: 'ravi@northfield.example', permissions: { 'counterReport:view': true, 'booklist:view': true } },
  { email: 'mona@northfield.example', permissions: { 'counterReport:view': true, 'permissions:manage': true } },
  { email: 'nils@northfield.example', permissions: { 'booklist:view': true } },
]

/** An SQLite database as the server leaves it: loaded with `npm run data -- reset`, with a few logged decisions. */
function realDatabase(): { path: string; remove(): void } {
  const dir = mkdtempSync(join(tmpdir(), 'studio-db-'))
  const path = join(dir, 'app.sqlite')
  const users = staff.map((person) => `  - ${JSON.stringify({ ...person, institution: 'northfield' })}`).join('\n')
  writeFileSync(join(dir, 'data.yaml'), `institutions:${fixtureInstitution('northfield', { flags: { 'report-page': true } })}\nusers:\n${users}\n`)
  const reset = spawnSync(join(repoRoot, 'node_modules/.bin/tsx'), ['scripts/data/cli.ts', 'reset', join(dir, 'data.yaml'), '--yes'], {
    cwd: repoRoot,
    encoding: 'utf8',
    env: { ...process.env, DATABASE_PATH: path, DATABASE_URL: '' },
  })
  if (reset.status !== 0) throw new Error(`data reset failed: ${reset.stderr}`)
  const db = new Sqlite(path)
  const rhea = (db.prepare('SELECT id FROM users WHERE email = ?').get('rhea@northfield.example') as { id: string }).id
  const insert = db.prepare(
    `INSERT INTO decisions (at, policy_hash, user_id, institution_id, procedure, action, subject, record_id, outcome, facts_hash, record_json)
     VALUES (?, 'x', ?, 'northfield', 'counterReports.get', 'call', 'Procedure', NULL, 'allowed', 'y', NULL)`,
  )
  for (let i = 0; i < 4; i++) insert.run(`2026-11-2${i}T09:00:00.000Z`, rhea)
  db.close()
  return { path, remove: () => rmSync(dir, { recursive: true, force: true }) }
}

test.describe('the studio with --database', () => {
  // The studio of this test reads its own database; the shared fixture's studio is not used.
  test('editing the Reports item shows the real staff who lose Reports, expandable to their emails', async ({ page }) => {
    const database = realDatabase()
    const studio = await startStudio(undefined, ['--database', database.path])
    try {
      const errors: string[] = []
      page.on('pageerror', (error) => errors.push(error.message))
      await page.goto(studio.url)
      await expect(page.getByRole('heading', { name: 'Problems' })).toContainText('none: the policy compiles')
      await page.getByRole('tab', { name: /^Change review/ }).click()
      const review = page.getByRole('region', { name: 'Change review' })
      await expect(review).toContainText(`Database: ${database.path} (SQLite)`)
      await expect(review).toContainText('No real staff member gains or loses anything (4 compared).')
      await expect(review).toContainText('Of the last 4 decisions')

      // Reports now asks for permissions:manage: rhea and ravi lose it, mona (who holds both) keeps it.
      await openTab(page, 'menu.yaml')
      await typeOver(page, 'permission: counterReport:view', 'permission: permissions:manage')
      await page.getByRole('tab', { name: /^Change review/ }).click()
      const loses = review.locator('summary', { hasText: 'loses menu Reports: 2 staff' })
      await expect(loses).toBeVisible()
      await loses.click()
      const people = loses.locator('xpath=..').locator('.impact-people li')
      await expect(people).toHaveCount(2)
      await expect(people.nth(0)).toContainText('ravi@northfield.example')
      await expect(people.nth(1)).toContainText('rhea@northfield.example')
      await expect(people.nth(0)).toContainText('permissions:manage')
      await expect(review).toContainText('Of the last 4 decisions')
      expect(errors).toEqual([])
    } finally {
      await studio.stop()
      database.remove()
    }
  })
})
