import { randomUUID } from 'node:crypto'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { memoryLogger } from '../../logger.ts'
import { policy } from '../../policy.ts'
import { lists, seedBooklistsFixture } from '../../testing/booklists-fixture.ts'
import { cookieFor } from '../../testing/seed.ts'
import { codeOf } from '../../testing/error-code.ts'
import { capturingSql } from '../../testing/capture-sql.ts'
import { snapshotTestDatabase, testDatabases, type TestDatabase, type TestDatabaseSnapshot } from '../../testing/test-databases.ts'
import { createContext, type ServerDeps } from '../../trpc/context.ts'
import { createCallerFactory } from '../../trpc/init.ts'
import { appRouter } from '../../trpc/router.ts'
import { defaultLimits } from '../../limits.ts'
import { keysIn } from '../../testing/json-keys.ts'

const createCaller = createCallerFactory(appRouter)

describe.each(testDatabases())('the booklists API on %s', (kind) => {
  let temp: TestDatabase
  let deps: ServerDeps
  let clock = Date.parse('2026-11-23T08:00:00.000Z')
  const as = (email: string) => createCaller(async () => createContext(deps, await cookieFor(deps.db, email)))
  const ed = () => as('ed@testville.example')

  // The fixture, loaded once (hashing its passwords is most of it) and copied for each test.
  let fixture: TestDatabaseSnapshot<void>
  beforeAll(async () => {
    fixture = await snapshotTestDatabase(kind, seedBooklistsFixture)
  })
  afterAll(() => fixture.dispose())

  beforeEach(async () => {
    temp = await fixture.copy()
    deps = { db: temp.db, policy, logger: memoryLogger(), now: () => (clock += 1000), limits: defaultLimits }
  })
  afterEach(() => temp.dispose())

  it('lists the current term of the institution only, with item counts and the cost per student', async () => {
    const page = await ed().booklists.list({})
    expect(page.term).toBe('2026-autumn')
    expect(page.terms).toEqual(['2026-autumn', '2027-spring'])
    expect(page.rows.map((row) => [row.courseCode, row.status, row.itemCount])).toEqual([
      ['ART300', 'final', 1],
      ['BIO200', 'submitted', 0],
      ['CHEM101', 'draft', 1],
    ])
    const chem = page.rows.find((row) => row.courseCode === 'CHEM101')
    // One copy per student, whatever the quantity the store orders (2 here).
    expect([chem?.cost, chem?.costBand]).toEqual([{ kind: 'single', currency: 'GBP', requiredPerStudent: 4599, withRecommendedPerStudent: 4599 }, 'standard'])
    // Nothing on the list: nothing to buy.
    expect(page.rows.find((row) => row.courseCode === 'BIO200')?.costBand).toBe('zero')
    expect(page.total).toBe(3)
    expect(page.rows.map((row) => row.withdrawnCount)).toEqual([0, 0, 0])
    const other = await as('otto@otherton.example').booklists.list({})
    expect(other.rows.map((row) => row.id)).toEqual([lists.otherton])
  })

  it('counts on the list what its detail shows: the items, and the withdrawn ones beside them', async () => {
    await temp.db.updateTable('booklist_items').set({ status: 'withdrawn' }).where('booklist_id', '=', lists.draft).execute()
    const chem = (await ed().booklists.list({})).rows.find((row) => row.id === lists.draft)!
    const detail = await ed().booklists.get({ id: lists.draft })
    expect([chem.itemCount, chem.withdrawnCount]).toEqual([0, detail.items.length])
    expect(detail.items.length).toBeGreaterThan(0)
  })

  it('filters, searches, sorts and pages in SQL', async () => {
    const list = ed().booklists.list
    expect((await list({ status: 'draft' })).rows.map((row) => row.courseCode)).toEqual(['CHEM101'])
    expect((await list({ q: 'biol' })).rows.map((row) => row.courseCode)).toEqual(['BIO200'])
    expect((await list({ term: '2027-spring' })).rows.map((row) => row.courseCode)).toEqual(['CHEM102'])
    expect((await list({ sort: 'department', desc: true })).rows.map((row) => row.department)).toEqual(['Chemistry', 'Biology', 'Arts'])
    expect((await list({ sort: 'items', desc: false })).rows[0]?.courseCode).toBe('BIO200')
    expect(await codeOf(list({ term: 'autumn' }))).toBe('BAD_REQUEST')
  })

  it('gets a list with its items; the internal status only where the field rule lets the user read it: never selected, sent or in the history otherwise', async () => {
    const withInternal = await ed().booklists.get({ id: lists.draft })
    expect(withInternal.items).toHaveLength(1)
    expect(withInternal.items[0]).toMatchObject({
      title: 'Organic Chemistry',
      authors: ['A. Author', 'B. Writer'],
      quantity: 2,
      internalStatus: 'price-check',
      unitPrice: { minor: 4599, currency: 'GBP' },
    })
    const item = withInternal.items[0]!
    await ed().booklists.updateItem({ id: item.id, version: item.version, internalStatus: 'cleared', quantity: 3 })
    const captured = capturingSql(temp.db)
    const asVia = (email: string) => createCaller(async () => createContext({ ...deps, db: captured.db }, await cookieFor(deps.db, email)))
    // eve edits booklists without booklist:viewInternalStatus; vic only views them.
    for (const email of ['eve@testville.example', 'vic@testville.example']) {
      captured.sqls.length = 0
      const without = await asVia(email).booklists.get({ id: lists.draft })
      expect(without.items[0]).not.toHaveProperty('internalStatus')
      expect(keysIn(without)).not.toContain('internalStatus')
      // The history keeps the quantity's change, not the internal status's.
      expect(without.history.at(-1)?.changes).toHaveProperty('quantity')
      const itemQueries = captured.sqls.filter((text) => text.includes('booklist_items'))
      expect(itemQueries.length).toBeGreaterThan(0)
      expect(itemQueries.join('\n')).not.toMatch(/internal_status/)
    }
    captured.sqls.length = 0
    const withIt = await asVia('ed@testville.example').booklists.get({ id: lists.draft })
    expect(withIt.items[0]?.internalStatus).toBe('cleared')
    expect(withIt.history.at(-1)?.changes['internalStatus']).toEqual({ from: 'price-check', to: 'cleared' })
    expect(captured.sqls.join('\n')).toMatch(/internal_status/)
    expect(await codeOf(as('otto@otherton.example').booklists.get({ id: lists.draft }))).toBe('NOT_FOUND')
  })

  it('refuses an update naming the internal status to someone its field rule withholds it from, naming the field; nothing is written, no event', async () => {
    const item = (await ed().booklists.get({ id: lists.draft })).items[0]!
    const events = async () =>
      (
        await temp.db
          .selectFrom('record_events')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow()
      ).n
    const before = await events()
    const refused = as('eve@testville.example').booklists.updateItem({ id: item.id, version: item.version, internalStatus: 'cleared', quantity: 5 })
    await expect(refused).rejects.toThrow(/internalStatus/)
    expect(await codeOf(as('eve@testville.example').booklists.updateItem({ id: item.id, version: item.version, internalStatus: null }))).toBe('FORBIDDEN')
    const after = await ed().booklists.get({ id: lists.draft })
    expect([after.items[0]?.internalStatus, after.items[0]?.quantity, after.items[0]?.version]).toEqual(['price-check', 2, item.version])
    expect(Number(await events())).toBe(Number(before))
    // The fields the rule lets eve change still save.
    await as('eve@testville.example').booklists.updateItem({ id: item.id, version: item.version, quantity: 5 })
    expect((await ed().booklists.get({ id: lists.draft })).items[0]?.quantity).toBe(5)
  })

  it('offers the lists the user may edit: drafts of their institution, any term, each saying whether it holds the title', async () => {
    const editable = await ed().booklists.editable({ nbsi: 't-chem' })
    // The submitted (BIO200) and final (ART300) lists are not editable; otherton's draft is another institution's.
    expect(editable.map((list) => [list.id, list.courseCode, list.term, list.status, list.hasTitle])).toEqual([
      [lists.draft, 'CHEM101', '2026-autumn', 'draft', true],
      [lists.spring, 'CHEM102', '2027-spring', 'draft', false],
    ])
    expect(editable[0]).toMatchObject({ courseTitle: 'Intro Chemistry', version: 1 })
    expect((await ed().booklists.editable({ nbsi: 't-bio' })).map((list) => list.hasTitle)).toEqual([false, false])
    const submitted = await ed().booklists.get({ id: lists.draft })
    await ed().booklists.submit({ id: lists.draft, version: submitted.version })
    expect((await ed().booklists.editable({ nbsi: 't-chem' })).map((list) => list.id)).toEqual([lists.spring])
    expect((await as('otto@otherton.example').booklists.editable({ nbsi: 't-chem' })).map((list) => list.id)).toEqual([lists.otherton])
    expect(await codeOf(as('vic@testville.example').booklists.editable({ nbsi: 't-chem' }))).toBe('FORBIDDEN')
  })

  it('adds a title by ISBN in any form, once per key, and refuses it a second time by name', async () => {
    const key = randomUUID()
    const added = await ed().booklists.addItem({ booklistId: lists.draft, title: '0-8044-2957-X', quantity: 3, idempotencyKey: key })
    expect(added.items.map((item) => [item.nbsi, item.quantity, item.requirement])).toEqual([
      ['t-chem', 2, 'essential'],
      ['t-bio', 3, 'essential'],
    ])
    expect(added.cost).toEqual({ kind: 'single', currency: 'GBP', requiredPerStudent: 4599 + 2000, withRecommendedPerStudent: 4599 + 2000 })
    const retried = await ed().booklists.addItem({ booklistId: lists.draft, title: '0-8044-2957-X', quantity: 3, idempotencyKey: key })
    expect(retried.items).toHaveLength(2)
    await expect(ed().booklists.addItem({ booklistId: lists.draft, title: '978-0-8044-2957-3', idempotencyKey: randomUUID() })).rejects.toThrow(
      '"Cell Biology" is already on this booklist',
    )
    const byNbsi = await ed().booklists.addItem({ booklistId: lists.draft, title: 't-phys', idempotencyKey: randomUUID() })
    expect([byNbsi.cost, byNbsi.costBand]).toEqual([{ kind: 'mixed', currencies: ['GBP', 'USD'] }, 'mixed'])
    await expect(ed().booklists.addItem({ booklistId: lists.draft, title: '9780000000002', idempotencyKey: randomUUID() })).rejects.toThrow(
      'No title in the catalogue has the ISBN 9780000000002.',
    )
    await expect(ed().booklists.addItem({ booklistId: lists.draft, title: '978-0-306-40615-8', idempotencyKey: randomUUID() })).rejects.toThrow(
      '978-0-306-40615-8 is not a valid ISBN: its check digit should be 7.',
    )
  })

  it('updates requirement, quantity and note with the version, and answers CONFLICT when it is stale', async () => {
    const updated = await ed().booklists.updateItem({ id: 'i-draft-chem', version: 1, requirement: 'optional', quantity: 5, note: 'Chapter 3 only' })
    expect(updated.items[0]).toMatchObject({ requirement: 'optional', quantity: 5, note: 'Chapter 3 only', version: 2 })
    expect(await codeOf(as('eve@testville.example').booklists.updateItem({ id: 'i-draft-chem', version: 1, quantity: 9 }))).toBe('CONFLICT')
    const cleared = await ed().booklists.updateItem({ id: 'i-draft-chem', version: 2, note: null })
    expect(cleared.items[0]?.note).toBeNull()
    expect(await codeOf(ed().booklists.updateItem({ id: 'i-draft-chem', version: 3, quantity: 0 }))).toBe('BAD_REQUEST')
  })

  it('removes an item with its version', async () => {
    expect(await codeOf(ed().booklists.removeItem({ id: 'i-draft-chem', version: 7 }))).toBe('CONFLICT')
    const removed = await ed().booklists.removeItem({ id: 'i-draft-chem', version: 1 })
    expect([removed.items, removed.itemCount, removed.costBand]).toEqual([[], 0, 'zero'])
    expect(await codeOf(ed().booklists.removeItem({ id: 'i-draft-chem', version: 1 }))).toBe('NOT_FOUND')
  })

  it('submits a draft (items follow), refuses a stale version; a submitted list is read-only until reopened', async () => {
    const before = await ed().booklists.get({ id: lists.draft })
    await ed().booklists.updateItem({ id: 'i-draft-chem', version: 1, quantity: 4 })
    // An item changed since `before` was loaded: the list's version moved with it, and the conflict names the change.
    await expect(ed().booklists.submit({ id: lists.draft, version: before.version })).rejects.toThrow(
      /^This booklist changed after you loaded it: ed@testville\.example changed "Organic Chemistry" at .* UTC \(quantity 2 → 4\)\. Reload/,
    )
    const fresh = await ed().booklists.get({ id: lists.draft })
    const submitted = await ed().booklists.submit({ id: lists.draft, version: fresh.version })
    expect([submitted.status, submitted.items[0]?.listStatus]).toEqual(['submitted', 'submitted'])
    await expect(ed().booklists.submit({ id: lists.draft, version: submitted.version })).rejects.toThrow(
      'You may not submit this booklist: it is submitted, not draft.',
    )
    await expect(ed().booklists.updateItem({ id: 'i-draft-chem', version: 2, quantity: 6 })).rejects.toThrow(
      'You may not edit this booklist item: its list status is submitted, not draft.',
    )
    expect(await codeOf(ed().booklists.addItem({ booklistId: lists.draft, title: 't-bio', idempotencyKey: randomUUID() }))).toBe('FORBIDDEN')
    const reopened = await ed().booklists.reopen({ id: lists.draft, version: submitted.version, note: 'Adding the lab manual' })
    expect([reopened.status, reopened.items[0]?.listStatus]).toEqual(['draft', 'draft'])
    expect(await codeOf(ed().booklists.updateItem({ id: 'i-draft-chem', version: 2, quantity: 6 }))).toBe('OK')
    expect(reopened.history.slice(-2).map((event) => [event.action, event.from, event.to, event.note])).toEqual([
      ['submit', 'draft', 'submitted', null],
      ['reopen', 'submitted', 'draft', 'Adding the lab manual'],
    ])
    expect(await codeOf(as('vic@testville.example').booklists.reopen({ id: lists.draft, version: reopened.version }))).toBe('FORBIDDEN')
  })

  it('adds two titles at once to one list: adding cannot conflict, and the list counts both', async () => {
    const before = await ed().booklists.get({ id: lists.draft })
    await Promise.all([
      ed().booklists.addItem({ booklistId: lists.draft, title: 't-bio', idempotencyKey: randomUUID() }),
      as('eve@testville.example').booklists.addItem({ booklistId: lists.draft, title: 't-phys', idempotencyKey: randomUUID() }),
    ])
    const after = await ed().booklists.get({ id: lists.draft })
    expect(after.items.map((item) => item.nbsi).sort()).toEqual(['t-bio', 't-chem', 't-phys'])
    expect(after.version).toBe(before.version + 2)
  })

  it('keeps the history of every change, and of an item after it is removed', async () => {
    const added = await ed().booklists.addItem({ booklistId: lists.draft, title: 't-bio', quantity: 3, idempotencyKey: randomUUID() })
    const item = added.items.find((i) => i.nbsi === 't-bio')!
    await ed().booklists.updateItem({ id: item.id, version: item.version, quantity: 5, note: 'Second copy for the lab' })
    const removed = await ed().booklists.removeItem({ id: item.id, version: item.version + 1 })
    expect(removed.items.some((i) => i.id === item.id)).toBe(false)
    const history = removed.history.filter((event) => event.recordId === item.id)
    expect(history.map((event) => [event.action, event.actorEmail, event.changes])).toEqual([
      [
        'addItem',
        'ed@testville.example',
        { title: { from: null, to: 'Cell Biology' }, quantity: { from: null, to: 3 }, requirement: { from: null, to: 'essential' } },
      ],
      [
        'updateItem',
        'ed@testville.example',
        { title: { from: 'Cell Biology', to: null }, quantity: { from: 3, to: 5 }, note: { from: null, to: 'Second copy for the lab' } },
      ],
      [
        'removeItem',
        'ed@testville.example',
        { title: { from: 'Cell Biology', to: null }, quantity: { from: 5, to: null }, requirement: { from: 'essential', to: null } },
      ],
    ])
    // The history is the database's own: no statement may rewrite or delete it.
    await expect(temp.db.updateTable('record_events').set({ note: 'rewritten' }).where('record_id', '=', item.id).execute()).rejects.toThrow(/append-only/)
    await expect(temp.db.deleteFrom('record_events').where('record_id', '=', item.id).execute()).rejects.toThrow(/append-only/)
    expect((await ed().booklists.get({ id: lists.draft })).history.filter((event) => event.recordId === item.id)).toHaveLength(3)
  })

  it('refuses every change to a final list with FORBIDDEN', async () => {
    const e = ed().booklists
    expect(await codeOf(e.addItem({ booklistId: lists.final, title: 't-chem', idempotencyKey: randomUUID() }))).toBe('FORBIDDEN')
    expect(await codeOf(e.updateItem({ id: 'i-final-bio', version: 1, quantity: 2 }))).toBe('FORBIDDEN')
    expect(await codeOf(e.removeItem({ id: 'i-final-bio', version: 1 }))).toBe('FORBIDDEN')
    expect(await codeOf(e.submit({ id: lists.final, version: 1 }))).toBe('FORBIDDEN')
  })

  it('answers FORBIDDEN to every edit procedure for a user without booklist:edit, and changes nothing', async () => {
    const v = as('vic@testville.example').booklists
    const outcomes = await Promise.all([
      codeOf(v.addItem({ booklistId: lists.draft, title: 't-bio', idempotencyKey: randomUUID() })),
      codeOf(v.updateItem({ id: 'i-draft-chem', version: 1, quantity: 2 })),
      codeOf(v.removeItem({ id: 'i-draft-chem', version: 1 })),
      codeOf(v.submit({ id: lists.draft, version: 1 })),
    ])
    expect(outcomes).toEqual(['FORBIDDEN', 'FORBIDDEN', 'FORBIDDEN', 'FORBIDDEN'])
    const list = await v.get({ id: lists.draft })
    expect([list.status, list.version, list.items.map((item) => item.version)]).toEqual(['draft', 1, [1]])
  })

  it('keeps another institution out: its lists do not exist for the user', async () => {
    const o = as('otto@otherton.example').booklists
    expect(await codeOf(o.addItem({ booklistId: lists.draft, title: 't-bio', idempotencyKey: randomUUID() }))).toBe('NOT_FOUND')
    expect(await codeOf(o.updateItem({ id: 'i-draft-chem', version: 1, quantity: 2 }))).toBe('NOT_FOUND')
    expect(await codeOf(o.submit({ id: lists.draft, version: 1 }))).toBe('NOT_FOUND')
  })
})
