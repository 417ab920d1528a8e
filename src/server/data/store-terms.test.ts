import { writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { policy } from '../policy.ts'
import { institutionTerms } from '../terms/institution-terms.ts'
import { demoData } from '../testing/seed.ts'
import { createTestDatabase, testDatabases, type TestDatabase } from '../testing/test-databases.ts'
import { loadInitialData } from './initial-data.ts'

const config = JSON.stringify(demoData().institutions[0]!.config)
const file = (terms: string, extra = '') => `institutions:
  - id: inst-1
    name: One
    timeZone: America/New_York
    config: ${config}
    terms:
${terms}${extra}users:
  - { email: ana@northbridge.example, institution: inst-1 }
`
const spring = '      - { name: 2027-spring, starts: 2027-01-11, ends: 2027-05-14, adoptionDeadline: 2026-12-14, booklistDeadline: 2026-12-07 }\n'
const autumn = '      - { name: 2026-autumn, starts: 2026-09-14, ends: 2026-12-18, adoptionDeadline: 2026-08-17, booklistDeadline: 2026-08-10 }\n'

describe.each(testDatabases())('terms of a data file on %s', (kind) => {
  let temp: TestDatabase
  beforeEach(async () => {
    temp = await createTestDatabase(kind)
  })
  afterEach(() => temp.dispose())
  const load = (text: string) => {
    const path = join(temp.dir, 'data.yaml')
    writeFileSync(path, text)
    return loadInitialData(temp.db, path, policy)
  }

  it('stores each term with its deadlines as instants of the institution zone, and adds only new names on the next start', async () => {
    expect(await load(file(spring))).toMatchObject({ ok: true, provisioned: { termsAdded: 1 } })
    const [stored] = await temp.db.selectFrom('terms').selectAll().execute()
    expect(stored).toMatchObject({ id: 'inst-1-2027-spring', booklist_deadline: '2026-12-07', booklist_deadline_at: '2026-12-08T04:59:59.999Z' })
    await temp.db.updateTable('terms').set({ ends_on: '2027-05-21' }).execute()
    expect(await load(file(spring + autumn))).toMatchObject({ ok: true, provisioned: { termsAdded: 1 } })
    const terms = await institutionTerms(temp.db, 'inst-1', Date.parse('2026-11-29T12:00:00Z'))
    expect(terms.map((term) => [term.name, term.endsOn, term.state])).toEqual([
      ['2026-autumn', '2026-12-18', 'running'],
      ['2027-spring', '2027-05-21', 'open'],
    ])
  })

  it('writes nothing of a file with a bad term', async () => {
    const bad = '      - { name: 2027-summer, starts: 2027-06-07, ends: 2027-08-13, adoptionDeadline: 2027-06-10, booklistDeadline: 2027-05-03 }\n'
    expect(await load(file(spring + bad))).toMatchObject({ ok: false })
    expect(await temp.db.selectFrom('terms').select('id').execute()).toEqual([])
    expect(await temp.db.selectFrom('institutions').select('id').execute()).toEqual([])
  })
})
