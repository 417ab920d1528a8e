import { writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { findUserByEmail } from '../db/users-repo.ts'
import { policy } from '../policy.ts'
import { demoData } from '../testing/seed.ts'
import { createTestDatabase, testDatabases, type TestDatabase } from '../testing/test-databases.ts'
import { formatDiagnostic } from './diagnostics.ts'
import { loadInitialData } from './initial-data.ts'
import { readDataFile } from './read-data-file.ts'
import { replaceData } from './replace-data.ts'

const config = JSON.stringify(demoData().institutions[0]!.config)
const file = (requestNbsi = 't-1') => `institutions:
  - { id: inst-1, name: One, config: ${config} }
users:
  - { email: ana@northbridge.example, institution: inst-1 }
  - { email: raj@riverside.example, institution: inst-1 }
titles:   [ { nbsi: t-1, isbn: "9780000000001", title: Organic Chemistry, authors: [A. Author], publisher: P, price: 4599, currency: GBP } ]
courses:  [ { code: CHEM101, title: Intro Chemistry, term: 2026-autumn, institution: inst-1, instructors: [raj@riverside.example] } ]
requests: [ { id: req-1, institution: inst-1, requester: ana@northbridge.example, kind: purchase, status: pending, nbsi: ${requestNbsi}, quantity: 2 } ]
`

describe.each(testDatabases())('records of a data file on %s', (kind) => {
  let temp: TestDatabase
  beforeEach(async () => {
    temp = await createTestDatabase(kind)
  })
  afterEach(() => temp.dispose())
  const write = (text: string) => {
    const path = join(temp.dir, 'data.yaml')
    writeFileSync(path, text)
    return path
  }

  it('stores exactly the titles, courses and requests it lists, linked to the accounts', async () => {
    const path = write(file())
    const result = await loadInitialData(temp.db, path, policy)
    expect(result).toMatchObject({ ok: true, provisioned: { titlesAdded: 1, coursesAdded: 1, requestsAdded: 1 } })
    expect(result.ok && result.source !== 'existing' && result.warnings.map(formatDiagnostic)).toEqual([
      `${path}:6:32 warning[isbn-check-digit] ISBN 9780000000001 has a wrong check digit; check it was copied correctly (at $.titles[0].isbn)`,
    ])
    expect(
      await temp.db.selectFrom('titles').select(['nbsi', 'isbn13', 'title', 'authors', 'publisher', 'price_minor', 'currency', 'formats', 'version']).execute(),
    ).toEqual([
      {
        nbsi: 't-1',
        isbn13: '9780000000001',
        title: 'Organic Chemistry',
        authors: '["A. Author"]',
        publisher: 'P',
        price_minor: 4599,
        currency: 'GBP',
        formats: '["print"]',
        version: 1,
      },
    ])
    expect(await temp.db.selectFrom('title_licences').selectAll().execute()).toEqual([
      { nbsi: 't-1', model: 'print-copy', price_minor: 4599, currency: 'GBP', duration_months: null },
    ])
    const raj = (await findUserByEmail(temp.db, 'raj@riverside.example'))!
    const ana = (await findUserByEmail(temp.db, 'ana@northbridge.example'))!
    expect(await temp.db.selectFrom('courses').select(['id', 'code', 'term', 'institution_id', 'import_source']).execute()).toEqual([
      { id: 'inst-1-CHEM101-2026-autumn', code: 'CHEM101', term: '2026-autumn', institution_id: 'inst-1', import_source: 'data-file' },
    ])
    expect(await temp.db.selectFrom('course_instructors').selectAll().execute()).toEqual([
      { course_id: 'inst-1-CHEM101-2026-autumn', email: 'raj@riverside.example', name: null, user_id: raj.id },
    ])
    expect(await temp.db.selectFrom('requests').select(['id', 'requester_id', 'kind', 'status', 'nbsi', 'quantity', 'version']).execute()).toEqual([
      { id: 'req-1', requester_id: ana.id, kind: 'purchase', status: 'pending', nbsi: 't-1', quantity: 2, version: 1 },
    ])
    const events = await temp.db.selectFrom('record_events').select(['record_id', 'actor_id', 'from_status', 'to_status', 'note', 'at']).execute()
    expect(events).toEqual([
      {
        record_id: 'req-1',
        actor_id: ana.id,
        from_status: null,
        to_status: 'pending',
        note: 'Loaded from the data file',
        at: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
      },
    ])
  })

  it('loads nothing when a request names a title the file does not list', async () => {
    await loadInitialData(temp.db, write(file()), policy)
    const path = write(file('t-9'))
    const result = await loadInitialData(temp.db, path, policy)
    expect(!result.ok && result.diagnostics.map(formatDiagnostic)).toEqual([
      `${path}:8:122 error[unknown-title] "t-9" is not a title in this file (did you mean "t-1"?); list it under titles (at $.requests[0].nbsi)`,
    ])
    expect(await temp.db.selectFrom('requests').select('nbsi').execute()).toEqual([{ nbsi: 't-1' }])
  })
  it('puts the titles a course lists on its booklist, a draft unless the file says otherwise, and refuses an unknown one', async () => {
    const withTitles = (titles: string) =>
      file().replace('instructors: [raj@riverside.example] }', `instructors: [raj@riverside.example], titles: [${titles}] }`)
    expect(await loadInitialData(temp.db, write(withTitles('t-1')), policy)).toMatchObject({ ok: true })
    expect(await temp.db.selectFrom('booklists').select(['course_id', 'state']).execute()).toEqual([
      { course_id: 'inst-1-CHEM101-2026-autumn', state: 'draft' },
    ])
    expect(await temp.db.selectFrom('booklist_items').select(['booklist_id', 'nbsi', 'list_state', 'requirement', 'position']).execute()).toEqual([
      { booklist_id: 'inst-1-CHEM101-2026-autumn-bl', nbsi: 't-1', list_state: 'draft', requirement: 'essential', position: 0 },
    ])
    const path = write(withTitles('t-1, t-7'))
    const refused = await loadInitialData(temp.db, path, policy)
    expect(!refused.ok && refused.diagnostics.map(formatDiagnostic)[0]).toMatch(
      /error\[unknown-title\] "t-7" is not a title in this file \(did you mean "t-1"\?\); list it under titles \(at \$\.courses\[0\]\.titles\[1\]\)/,
    )
  })

  it('stores the monthly usage it lists, one row per metric, adds only months not stored yet, and names a bad entry', async () => {
    const usage = (entries: string) => `${file()}usage:\n${entries}`
    const january = '  - { institution: inst-1, nbsi: t-1, month: 2026-01, counts: { Total_Item_Requests: 30, Unique_Item_Requests: 12 } }\n'
    expect(await loadInitialData(temp.db, write(usage(january)), policy)).toMatchObject({ ok: true, provisioned: { usageMonthsAdded: 1 } })
    const rows = () =>
      temp.db.selectFrom('usage_monthly').select(['institution_id', 'nbsi', 'month', 'metric', 'count']).orderBy('month').orderBy('metric').execute()
    expect(await rows()).toEqual([
      { institution_id: 'inst-1', nbsi: 't-1', month: '2026-01', metric: 'Total_Item_Requests', count: 30 },
      { institution_id: 'inst-1', nbsi: 't-1', month: '2026-01', metric: 'Unique_Item_Requests', count: 12 },
    ])
    // Loaded again with February added (and January's counts changed): January is kept as stored, February is added.
    const again = usage(january.replace('30', '99') + '  - { institution: inst-1, nbsi: t-1, month: 2026-02, counts: { No_License: 2 } }\n')
    expect(await loadInitialData(temp.db, write(again), policy)).toMatchObject({ ok: true, provisioned: { usageMonthsAdded: 1 } })
    expect((await rows()).map((row) => [row.month, row.metric, row.count])).toEqual([
      ['2026-01', 'Total_Item_Requests', 30],
      ['2026-01', 'Unique_Item_Requests', 12],
      ['2026-02', 'No_License', 2],
    ])
    const path = write(
      usage(`${january}${january.replace('nbsi: t-1', 'nbsi: t-2')}${january}  - { institution: inst-1, nbsi: t-1, month: 2026-13, counts: {} }\n`),
    )
    const refused = await loadInitialData(temp.db, path, policy)
    expect(!refused.ok && refused.diagnostics.map((d) => `${d.code} ${d.path}`)).toEqual([
      'unknown-title $.usage[1].nbsi',
      'duplicate-usage $.usage[2].month',
      'invalid-value $.usage[3].month',
    ])
  })

  it("stores a title's Open usage beside its Controlled usage of the same month, and refuses a repeated or unknown access type at its place", async () => {
    const usage = (entries: string) => `${file()}usage:\n${entries}`
    const controlled = '  - { institution: inst-1, nbsi: t-1, month: 2026-01, counts: { Total_Item_Requests: 30, Unique_Title_Requests: 9 } }\n'
    const open = '  - { institution: inst-1, nbsi: t-1, month: 2026-01, accessType: Open, counts: { Total_Item_Investigations: 14, Total_Item_Requests: 5 } }\n'
    expect(await loadInitialData(temp.db, write(usage(controlled + open)), policy)).toMatchObject({ ok: true, provisioned: { usageMonthsAdded: 2 } })
    const rows = () => temp.db.selectFrom('usage_monthly').select(['access_type', 'metric', 'count']).orderBy('access_type').orderBy('metric').execute()
    expect(await rows()).toEqual([
      { access_type: 'Controlled', metric: 'Total_Item_Requests', count: 30 },
      { access_type: 'Controlled', metric: 'Unique_Title_Requests', count: 9 },
      { access_type: 'Open', metric: 'Total_Item_Investigations', count: 14 },
      { access_type: 'Open', metric: 'Total_Item_Requests', count: 5 },
    ])
    // Loaded again with the month's Free_To_Read usage added: only that access type is new; the stored two are kept as they are.
    const freeToRead = open.replace('accessType: Open', 'accessType: Free_To_Read').replace('Total_Item_Requests: 5', 'Total_Item_Requests: 2')
    expect(await loadInitialData(temp.db, write(usage(controlled + open.replace('5 }', '50 }') + freeToRead)), policy)).toMatchObject({
      ok: true,
      provisioned: { usageMonthsAdded: 1 },
    })
    expect((await rows()).map((row) => `${row.access_type} ${row.metric} ${row.count}`)).toEqual([
      'Controlled Total_Item_Requests 30',
      'Controlled Unique_Title_Requests 9',
      'Free_To_Read Total_Item_Investigations 14',
      'Free_To_Read Total_Item_Requests 2',
      'Open Total_Item_Investigations 14',
      'Open Total_Item_Requests 5',
    ])

    // An entry that says Controlled repeats one that leaves it out (the default); a second Open repeats the first.
    const path = write(
      usage(
        controlled +
          open +
          controlled.replace('month: 2026-01,', 'month: 2026-01, accessType: Controlled,') +
          open +
          open.replace('accessType: Open', 'accessType: OA_Gold'),
      ),
    )
    const refused = await loadInitialData(temp.db, path, policy)
    expect(!refused.ok && refused.diagnostics.map(formatDiagnostic)).toEqual([
      `${path}:12:46 error[duplicate-usage] the Controlled usage of t-1 at inst-1 ` +
        `in 2026-01 is listed twice; put its counts in one entry (at $.usage[2].month)`,
      `${path}:13:46 error[duplicate-usage] the Open usage of t-1 at inst-1 in 2026-01 is listed twice; put its counts in one entry (at $.usage[3].month)`,
      `${path}:14:67 error[invalid-value] must be a COUNTER Release 5.1 Access_Type: Controlled, Open, Free_To_Read (at $.usage[4].accessType)`,
    ])
  })

  it('stores the students it lists with their times as the app writes times, keeps a stored one as it is, and names a bad entry', async () => {
    const students = (entries: string) => `${file()}students:\n${entries}`
    const listed =
      [
        '  - { institution: inst-1, number: S1001, name: Ada Lovelace, email: ada@students.one.test, accessUntil: 2030-01-01 }',
        '  - { institution: inst-1, number: S1004, name: Alan Turing, email: ' +
          'alan@students.one.test, accessUntil: 2029-09-01, revokedAt: "2026-10-01T10:15:00+02:00" }',
        '  - { institution: inst-1, number: S1003, name: Katherine Johnson, email: katherine@students.one.test, enrolment: graduated, id: s-katherine }',
      ].join('\n') + '\n'
    expect(await loadInitialData(temp.db, write(students(listed)), policy)).toMatchObject({ ok: true, provisioned: { studentsAdded: 3 } })
    const rows = () =>
      temp.db
        .selectFrom('students')
        .select(['id', 'institution_id', 'student_number', 'name', 'email', 'status', 'access_expires_at', 'access_revoked_at', 'created_at', 'version'])
        .orderBy('student_number')
        .execute()
    const [request] = await temp.db.selectFrom('requests').select('created_at').execute()
    const expected = [
      {
        id: 'inst-1-S1001',
        institution_id: 'inst-1',
        student_number: 'S1001',
        name: 'Ada Lovelace',
        email: 'ada@students.one.test',
        status: 'active',
        access_expires_at: '2030-01-01T00:00:00.000Z',
        access_revoked_at: null,
        created_at: request!.created_at,
        version: 1,
      },
      {
        id: 's-katherine',
        institution_id: 'inst-1',
        student_number: 'S1003',
        name: 'Katherine Johnson',
        email: 'katherine@students.one.test',
        status: 'graduated',
        access_expires_at: null,
        access_revoked_at: null,
        created_at: request!.created_at,
        version: 1,
      },
      {
        id: 'inst-1-S1004',
        institution_id: 'inst-1',
        student_number: 'S1004',
        name: 'Alan Turing',
        email: 'alan@students.one.test',
        status: 'active',
        access_expires_at: '2029-09-01T00:00:00.000Z',
        access_revoked_at: '2026-10-01T08:15:00.000Z',
        created_at: request!.created_at,
        version: 1,
      },
    ]
    expect(await rows()).toEqual(expected)
    // Compared as times in SQL, as the Students page compares them: on PostgreSQL a timestamptz, on SQLite ISO text.
    expect(
      (await temp.db.selectFrom('students').select('id').where('access_expires_at', '>', '2029-12-31T23:59:59.999Z').execute()).map((row) => row.id),
    ).toEqual(['inst-1-S1001'])

    // Loaded again with Ada's access changed and Grace added: only Grace is new; Ada is kept as stored (staff may have changed her since).
    const again = students(
      listed.replace('accessUntil: 2030-01-01', 'accessUntil: 2031-01-01') +
        '  - { institution: inst-1, number: S1002, name: Grace Hopper, email: grace@students.one.test, accessUntil: 2024-06-30 }\n',
    )
    const againPath = write(again)
    expect(await loadInitialData(temp.db, againPath, policy)).toMatchObject({ ok: true, provisioned: { studentsAdded: 1 } })
    expect((await rows()).map((row) => `${row.student_number} ${row.access_expires_at}`)).toEqual([
      'S1001 2030-01-01T00:00:00.000Z',
      'S1002 2024-06-30T00:00:00.000Z',
      'S1003 null',
      'S1004 2029-09-01T00:00:00.000Z',
    ])
    // Replacing the data clears the students and stores the file's, in the same transaction as its other records.
    const parsed = await readDataFile(againPath, policy)
    if (!parsed.ok) throw new Error('expected the file to parse')
    await replaceData(temp.db, parsed.data)
    expect((await rows()).map((row) => `${row.student_number} ${row.access_expires_at}`)).toEqual([
      'S1001 2031-01-01T00:00:00.000Z',
      'S1002 2024-06-30T00:00:00.000Z',
      'S1003 null',
      'S1004 2029-09-01T00:00:00.000Z',
    ])

    const path = write(
      students(
        `${listed}  - { institution: inst-9, number: S1001, name: Elsewhere, email: e@x.test, accessUntil: ` +
          `2030-13-01 }\n  - { institution: inst-1, number: S1001, name: Again, email: again@one.test }\n`,
      ),
    )
    const refused = await loadInitialData(temp.db, path, policy)
    expect(!refused.ok && refused.diagnostics.map((d) => `${d.code} ${d.path}`)).toEqual([
      'unknown-institution $.students[3].institution',
      'invalid-value $.students[3].accessUntil',
      'duplicate-student $.students[4].number',
    ])
    expect(await temp.db.selectFrom('students').select('name').where('student_number', '=', 'S1001').execute()).toEqual([{ name: 'Ada Lovelace' }])
  })

  it('stores the store products it lists, and keeps a stored one as it is when loaded again', async () => {
    const products = (entries: string) => `${file()}storeProducts:\n${entries}`
    const listed =
      [
        '  - { institution: inst-1, sku: BK-t-1, title: t-1, price: 4999, stock: 12 }',
        '  - { institution: inst-1, sku: SUP-001, name: Lab goggles, price: 899, currency: EUR, hidden: true }',
      ].join('\n') + '\n'
    expect(await loadInitialData(temp.db, write(products(listed)), policy)).toMatchObject({ ok: true, provisioned: { storeProductsAdded: 2 } })
    const rows = () =>
      temp.db
        .selectFrom('store_products')
        .select(['id', 'institution_id', 'nbsi', 'sku', 'name', 'price_minor', 'currency', 'stock', 'status', 'version'])
        .orderBy('sku')
        .execute()
    expect(await rows()).toEqual([
      {
        id: 'inst-1-BK-t-1',
        institution_id: 'inst-1',
        nbsi: 't-1',
        sku: 'BK-t-1',
        name: 'Organic Chemistry',
        price_minor: 4999,
        currency: 'GBP',
        stock: 12,
        status: 'active',
        version: 1,
      },
      {
        id: 'inst-1-SUP-001',
        institution_id: 'inst-1',
        nbsi: null,
        sku: 'SUP-001',
        name: 'Lab goggles',
        price_minor: 899,
        currency: 'EUR',
        stock: 0,
        status: 'hidden',
        version: 1,
      },
    ])
    // Loaded again with the price changed and a product added: only the new one is stored; staff may have repriced the other since.
    const again = products(listed.replace('price: 4999', 'price: 5999') + '  - { institution: inst-1, sku: SUP-002, name: Pens, price: 199 }\n')
    expect(await loadInitialData(temp.db, write(again), policy)).toMatchObject({ ok: true, provisioned: { storeProductsAdded: 1 } })
    expect((await rows()).map((row) => `${row.sku} ${row.price_minor}`)).toEqual(['BK-t-1 4999', 'SUP-001 899', 'SUP-002 199'])
  })
})
