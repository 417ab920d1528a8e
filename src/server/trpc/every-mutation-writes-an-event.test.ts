import { randomUUID } from 'node:crypto'
import type { AnyTRPCMutationProcedure, AnyTRPCProcedure } from '@trpc/server'
import { afterEach, describe, expect, it } from 'vitest'
import { replaceData } from '../data/replace-data.ts'
import type { AppDb, RecordType } from '../db/schema.ts'
import { defaultLimits } from '../limits.ts'
import { memoryLogger } from '../logger.ts'
import { policy } from '../policy.ts'
import { lists, seedBooklistsFixture } from '../testing/booklists-fixture.ts'
import { seedCoursesFixture } from '../testing/courses-fixture.ts'
import { fixtureInstitution } from '../testing/fixture-institution.ts'
import { fixtureTitles, seedRequestsFixture } from '../testing/requests-fixture.ts'
import { cookieFor, parseOrThrow } from '../testing/seed.ts'
import { seedSuppliesFixture, supplyCourses } from '../testing/supplies-fixture.ts'
import { createTestDatabase, type TestDatabase } from '../testing/test-databases.ts'
import { seedUploadsFixture } from '../testing/uploads-fixture.ts'
import { seedTermsFixture } from '../testing/terms-fixture.ts'
import { seedCounterApiKeysFixture } from '../testing/counter-api-keys-fixture.ts'
import { seedAccessReviewsFixture } from '../testing/access-reviews-fixture.ts'
import { listOf, seedRolloverFixture } from '../testing/rollover-fixture.ts'
import { readoptCourses, seedReadoptFixture } from '../testing/readopt-fixture.ts'
import { createContext, type ServerDeps } from './context.ts'
import { createCallerFactory } from './init.ts'
import { appRouter, procedurePaths, type AppRouter } from './router.ts'

/**
 * Every mutation writes an event on the record it changes (issue 25's one
 * write path, seen from the outside): the static record-write.only-writer test
 * proves nothing else writes the record tables; this one calls each mutation
 * of the router, successfully, and finds its event in record_events.
 */

/**
 * The rule for what is not a record change: session procedures under `auth.*`
 * (sign in, sign out) change a session, never a record, so they write no event.
 * (Today auth.* holds only the query getUser; sign in and out are HTTP routes.)
 * `notifications.*` change a person's own reading state and mail choice: no one
 * else's record, and no history to keep. Marking read is idempotent, and a
 * setting is one value per kind, so the last write wins. `calendar.reset` replaces the
 * caller's own calendar address: a secret of theirs, not a record anyone else reads.
 */
const changesNoRecord = (path: string): boolean => path.startsWith('auth.') || path.startsWith('notifications.') || path.startsWith('calendar.')

/** The full paths (`requests.approve`) of the router's mutations, derived from its type. */
type MutationPaths<Procedures, Prefix extends string = ''> = {
  [Key in keyof Procedures & string]: Procedures[Key] extends AnyTRPCMutationProcedure
    ? `${Prefix}${Key}`
    : Procedures[Key] extends AnyTRPCProcedure
      ? never
      : MutationPaths<Procedures[Key], `${Prefix}${Key}.`>
}[keyof Procedures & string]
type RecordMutation = Exclude<MutationPaths<AppRouter['_def']['record']>, `auth.${string}` | `notifications.${string}` | `calendar.${string}`>

/**
 * The same, from the router at run time: what the scenarios must cover. tRPC v11
 * types `_def.procedures` as the nested record, but at run time it is flat, keyed
 * by full path (as procedurePaths reads it), each procedure's `_def.type` its kind.
 */
const proceduresByPath = appRouter._def.procedures as unknown as Readonly<Record<string, AnyTRPCProcedure>>
const recordMutations = procedurePaths.filter((path) => proceduresByPath[path]?._def.type === 'mutation' && !changesNoRecord(path)).sort()

const createCaller = createCallerFactory(appRouter)
type Caller = ReturnType<typeof createCaller>

interface Harness {
  readonly db: AppDb
  readonly as: (email: string) => Caller
}

/** The record a mutation changed, as record_events names it. */
interface Changed {
  readonly type: RecordType
  readonly id: string
}

/** Seeds what the mutation needs and answers the one call under test, which answers the record it changed. */
type Scenario = (t: Harness) => Promise<() => Promise<Changed>>

const key = () => randomUUID()

/** The server's clock at the start of each scenario (a second later on each call): November 2026, so 2026-autumn is the current term. */
const start = '2026-11-23T08:00:00.000Z'

/** Store and students have no shared fixture: the least each mutation needs, in the shape of their API tests. */
const storeFixture = `
institutions:${fixtureInstitution('testville', { flags: { 'store-management': true }, config: { institutionHasStore: true } })}
users:
  - { email: bea@testville.example, institution: testville, permissions: { cart:purchase: true } }
titles:
  - { nbsi: t-anatomy, title: Anatomy Basics, price: 2500, currency: GBP }
  - { nbsi: t-new, title: New Title, price: 2500, currency: GBP }
`
async function seedStore(db: AppDb): Promise<void> {
  await replaceData(db, parseOrThrow(storeFixture, 'store-fixture.yaml'))
  await db
    .insertInto('store_products')
    .values({
      id: 'p-anatomy',
      institution_id: 'testville',
      nbsi: 't-anatomy',
      sku: 'BK-t-anatomy',
      name: 'Anatomy Basics',
      price_minor: 4599,
      currency: 'GBP',
      stock: 12,
      status: 'active',
    })
    .execute()
}

const studentsFixture = `
institutions:${fixtureInstitution('testville', { flags: { 'user-management-page': true }, config: { enabledAccessLength: 90 } })}
users:
  - { email: sam@testville.example, institution: testville, permissions: {} }
`
async function seedStudents(db: AppDb, now: string): Promise<void> {
  await replaceData(db, parseOrThrow(studentsFixture, 'students-fixture.yaml'))
  const inThirtyDays = new Date(Date.parse(now) + 30 * 24 * 60 * 60 * 1000).toISOString()
  await db
    .insertInto('students')
    .values([
      {
        id: 's-never',
        name: 'Eve Hopper',
        email: 'eve@uni.example',
        student_number: '2005',
        access_expires_at: null,
        access_revoked_at: null,
        institution_id: 'testville',
        status: 'active',
      },
      {
        id: 's-active',
        name: 'Ada Lovelace',
        email: 'ada@uni.example',
        student_number: '1001',
        access_expires_at: inThirtyDays,
        access_revoked_at: null,
        institution_id: 'testville',
        status: 'active',
      },
    ])
    .execute()
}

const staffFixture = `
institutions:${fixtureInstitution('testville')}
users:
  - { email: ada@testville.example, institution: testville, permissions: { permissions:manage: true, booklist:view: true } }
  - { email: bob@testville.example, institution: testville, permissions: { booklist:view: true } }
`

/** An upload whose every row is good (rows numbered as in the file, after its header). */
const goodUpload = (rows: readonly (readonly string[])[] = [['9780131103627', 'CHEM101', '30', 'essential', '', '']]) => ({
  fileName: 'autumn.csv',
  byteSize: 512,
  checksum: 'a'.repeat(64),
  columns: ['isbn', 'Course_Code', 'quantity', 'requirement', 'note', 'term'],
  rows: rows.map((cells, i) => ({ row: i + 2, cells: [...cells] })),
  idempotencyKey: key(),
})

async function proposedAdoption(t: Harness) {
  await seedCoursesFixture(t.db)
  return t.as('ivan@testville.example').adoptions.adopt({ courseId: 'c-bio', nbsi: 't-bio', idempotencyKey: key() })
}

async function draftList(t: Harness) {
  await seedBooklistsFixture(t.db)
  return t.as('ed@testville.example').booklists.get({ id: lists.draft })
}

async function submittedList(t: Harness) {
  const { id, version } = await draftList(t)
  return t.as('ed@testville.example').booklists.submit({ id, version })
}

async function pendingRequest(t: Harness) {
  await seedRequestsFixture(t.db)
  return t.as('rita@testville.example').requests.create({ kind: 'purchase', nbsi: fixtureTitles[0], quantity: 2, idempotencyKey: key() })
}

async function approvedRequest(t: Harness) {
  const { id, version } = await pendingRequest(t)
  return t.as('amy@testville.example').requests.approve({ id, version })
}

async function placedOrder(t: Harness) {
  const { id, version } = await approvedRequest(t)
  return (await t.as('pam@testville.example').orders.place({ requests: [{ id, version }], supplier: 'Blackwell', idempotencyKey: key() })).order
}

async function staffMember(t: Harness) {
  await replaceData(t.db, parseOrThrow(staffFixture, 'staff-fixture.yaml'))
  return t.db.selectFrom('users').select(['id', 'version']).where('email', '=', 'bob@testville.example').executeTakeFirstOrThrow()
}

/** Every title of CHEM101's booklist at its default quantity, as the supplies page sends them. */
async function supplyChoices(t: Harness) {
  await seedSuppliesFixture(t.db)
  const choices = await t.as('sue@testville.example').supplies.choices({ courseId: supplyCourses.chem })
  return choices.titles.map(({ nbsi, defaultQuantity }) => ({ nbsi, quantity: defaultQuantity }))
}

async function checkedUpload(t: Harness) {
  await seedUploadsFixture(t.db)
  return (await t.as('lib@testville.example').uploads.check(goodUpload())).upload
}

/** A scenario whose call answers the record it changed (or one with its `id`): seed, then call with what the seed answered. */
function changes<Seen>(type: RecordType, seed: (t: Harness) => Promise<Seen>, call: (t: Harness, seen: Seen) => Promise<{ readonly id: string }>): Scenario {
  return async (t) => {
    const seen = await seed(t)
    return async () => ({ type, id: (await call(t, seen)).id })
  }
}

const seedCourses = (t: Harness) => seedCoursesFixture(t.db)
const seedBooklists = (t: Harness) => seedBooklistsFixture(t.db)
const seedRequests = (t: Harness) => seedRequestsFixture(t.db)
const seedProducts = (t: Harness) => seedStore(t.db)
const seedStudentsNow = (t: Harness) => seedStudents(t.db, start)
const seedUploads = (t: Harness) => seedUploadsFixture(t.db)
const seedTerms = (t: Harness) => seedTermsFixture(t.db)
const seedRollover = (t: Harness) => seedRolloverFixture(t.db, 1, 2)
const seedCounterApiKeys = (t: Harness) => seedCounterApiKeysFixture(t.db)

/** A key kim made, as the revoke scenario finds it. */
async function counterApiKey(t: Harness) {
  await seedCounterApiKeysFixture(t.db)
  return (await t.as('kim@testville.example').counterApiKeys.create({ name: 'JUSP', idempotencyKey: key() })).record
}

async function openReview(t: Harness) {
  await seedAccessReviewsFixture(t.db)
  const { review } = await t.as('ada@testville.example').accessReviews.start({ idempotencyKey: key() })
  const bob = await t.db.selectFrom('users').select('id').where('email', '=', 'bob@testville.example').executeTakeFirstOrThrow()
  return { id: review.id, version: review.version, memberId: bob.id }
}

const scenarios: { readonly [Path in RecordMutation]: Scenario } = {
  'adoptions.adopt': changes('Adoption', seedCourses, (t) =>
    t.as('ivan@testville.example').adoptions.adopt({ courseId: 'c-chem', nbsi: 't-chem', idempotencyKey: key() }),
  ),
  'adoptions.withdraw': changes('Adoption', proposedAdoption, (t, { id, version }) => t.as('ivan@testville.example').adoptions.withdraw({ id, version })),
  'adoptions.approve': changes('Adoption', proposedAdoption, (t, { id, version }) => t.as('apu@testville.example').adoptions.approve({ id, version })),
  'adoptions.reject': changes('Adoption', proposedAdoption, (t, { id, version }) =>
    t.as('apu@testville.example').adoptions.reject({ id, version, note: 'Not this term' }),
  ),
  // Re-adopt answers the course; the records it creates are its adoptions, the first of which is checked.
  'adoptions.readopt': changes(
    'Adoption',
    (t) => seedReadoptFixture(t.db),
    async (t) => {
      await t.as('ivan@testville.example').adoptions.readopt({ courseId: readoptCourses.autumn, idempotencyKey: key() })
      return t.db.selectFrom('adoptions').select('id').where('course_id', '=', readoptCourses.autumn).orderBy('id').executeTakeFirstOrThrow()
    },
  ),

  // The item mutations answer the list; the record they change is the item.
  'booklists.addItem': changes('BooklistItem', seedBooklists, async (t) => {
    const list = await t.as('ed@testville.example').booklists.addItem({ booklistId: lists.draft, title: 't-phys', idempotencyKey: key() })
    const item = list.items.find((candidate) => candidate.nbsi === 't-phys')
    if (!item) throw new Error('the added item is not on the list')
    return item
  }),
  'booklists.updateItem': changes('BooklistItem', seedBooklists, async (t) => {
    await t.as('ed@testville.example').booklists.updateItem({ id: 'i-draft-chem', version: 1, quantity: 5 })
    return { id: 'i-draft-chem' }
  }),
  'booklists.removeItem': changes('BooklistItem', seedBooklists, async (t) => {
    await t.as('ed@testville.example').booklists.removeItem({ id: 'i-draft-chem', version: 1 })
    return { id: 'i-draft-chem' }
  }),
  'booklists.submit': changes('Booklist', draftList, (t, { id, version }) => t.as('ed@testville.example').booklists.submit({ id, version })),
  'booklists.reopen': changes('Booklist', submittedList, (t, { id, version }) =>
    t.as('ed@testville.example').booklists.reopen({ id, version, note: 'Adding the lab manual' }),
  ),
  // The list rolled over; its new list's event is on the new list.
  'booklists.rollover': changes('Booklist', seedRollover, async (t) => {
    const id = listOf('RO0001')
    await t.as('ed@testville.example').booklists.rollover({ target: '2027-spring', lists: [{ id, version: 1 }], idempotencyKey: key() })
    return { id }
  }),

  'orders.place': changes(
    'Order',
    approvedRequest,
    async (t, { id, version }) =>
      (await t.as('pam@testville.example').orders.place({ requests: [{ id, version }], supplier: 'Blackwell', idempotencyKey: key() })).order,
  ),
  'orders.receive': changes('Order', placedOrder, (t, { id, version }) => t.as('paul@testville.example').orders.receive({ id, version })),

  'requests.create': changes('Request', seedRequests, (t) =>
    t.as('rita@testville.example').requests.create({ kind: 'purchase', nbsi: fixtureTitles[0], quantity: 1, idempotencyKey: key() }),
  ),
  'requests.approve': changes('Request', pendingRequest, (t, { id, version }) => t.as('amy@testville.example').requests.approve({ id, version })),
  'requests.reject': changes('Request', pendingRequest, (t, { id, version }) => t.as('amy@testville.example').requests.reject({ id, version })),
  'requests.cancel': changes('Request', pendingRequest, (t, { id, version }) => t.as('rita@testville.example').requests.cancel({ id, version })),

  'staff.setPermissions': changes('StaffMember', staffMember, async (t, { id, version }) => {
    await t.as('ada@testville.example').staff.setPermissions({ id, version, granted: ['booklist:view', 'booklist:edit'] })
    return { id }
  }),

  'store.update': changes('StoreProduct', seedProducts, (t) =>
    t.as('bea@testville.example').store.update({ id: 'p-anatomy', version: 1, priceMinor: 4999, currency: 'GBP', stock: 10 }),
  ),
  'store.setVisibility': changes('StoreProduct', seedProducts, (t) =>
    t.as('bea@testville.example').store.setVisibility({ id: 'p-anatomy', version: 1, status: 'hidden' }),
  ),
  'store.add': changes('StoreProduct', seedProducts, (t) =>
    t.as('bea@testville.example').store.add({ nbsi: 't-new', priceMinor: 1250, currency: 'GBP', idempotencyKey: key() }),
  ),

  'terms.create': changes(
    'Term',
    seedTerms,
    async (t) =>
      (
        await t.as('tess@testville.example').terms.create({
          name: '2027-summer',
          startsOn: '2027-06-07',
          endsOn: '2027-08-13',
          adoptionDeadline: '2027-05-10',
          booklistDeadline: '2027-05-03',
          idempotencyKey: key(),
        })
      ).term,
  ),
  'terms.update': changes(
    'Term',
    seedTerms,
    async (t) =>
      (
        await t.as('tess@testville.example').terms.update({
          id: 'testville-2027-spring',
          version: 1,
          name: '2027-spring',
          startsOn: '2027-01-11',
          endsOn: '2027-05-14',
          adoptionDeadline: '2026-12-14',
          booklistDeadline: '2026-12-04',
        })
      ).term,
  ),

  'counterApiKeys.create': changes(
    'CounterApiKey',
    seedCounterApiKeys,
    async (t) => (await t.as('kim@testville.example').counterApiKeys.create({ name: 'JUSP', idempotencyKey: key() })).record,
  ),
  'counterApiKeys.revoke': changes('CounterApiKey', counterApiKey, (t, { id, version }) =>
    t.as('kim@testville.example').counterApiKeys.revoke({ id, version }),
  ),

  'accessReviews.start': changes(
    'AccessReview',
    (t) => seedAccessReviewsFixture(t.db),
    async (t) => (await t.as('ada@testville.example').accessReviews.start({ idempotencyKey: key() })).review,
  ),
  'accessReviews.decide': changes(
    'AccessReview',
    openReview,
    async (t, { id, version, memberId }) =>
      (await t.as('ada@testville.example').accessReviews.decide({ reviewId: id, memberId, decision: 'keep', version })).review,
  ),
  'accessReviews.signOff': changes(
    'AccessReview',
    openReview,
    async (t, { id, version }) => (await t.as('eve@testville.example').accessReviews.signOff({ reviewId: id, version })).review,
  ),

  'students.grantAccess': changes('Student', seedStudentsNow, (t) => t.as('sam@testville.example').students.grantAccess({ id: 's-never', version: 1 })),
  'students.revokeAccess': changes('Student', seedStudentsNow, (t) => t.as('sam@testville.example').students.revokeAccess({ id: 's-active', version: 1 })),

  // A raise creates one request per title: the first of them.
  'supplies.raise': changes('Request', supplyChoices, async (t, items) => {
    const raised = await t.as('sue@testville.example').supplies.raise({ courseId: supplyCourses.chem, items, idempotencyKey: key() })
    const request = raised.requests[0]
    if (!request) throw new Error('the raise created no request')
    return request
  }),

  'uploads.check': changes('Upload', seedUploads, async (t) => (await t.as('lib@testville.example').uploads.check(goodUpload())).upload),
  'uploads.commit': changes('Upload', checkedUpload, (t, { id, version }) =>
    t.as('lib@testville.example').uploads.commit({ id, version, idempotencyKey: key() }),
  ),
  'uploads.discard': changes('Upload', checkedUpload, (t, { id, version }) => t.as('lib@testville.example').uploads.discard({ id, version })),
}

describe('every mutation of the router', () => {
  it('has a scenario here, and every scenario is a mutation of the router', () => {
    const covered = Object.keys(scenarios).sort()
    expect(
      recordMutations.filter((path) => !covered.includes(path)),
      'mutations without a scenario',
    ).toEqual([])
    expect(
      covered.filter((path) => !recordMutations.includes(path)),
      'scenarios of no mutation',
    ).toEqual([])
    expect(recordMutations.length).toBeGreaterThan(0)
  })
})

describe('every mutation writes an event on the record it changes (SQLite)', () => {
  let temp: TestDatabase | undefined
  afterEach(async () => {
    await temp?.dispose()
    temp = undefined
  })

  const events = (db: AppDb) => db.selectFrom('record_events').select(['id', 'record_type', 'record_id', 'action'])

  it.each(Object.entries(scenarios))('%s', async (_path, scenario) => {
    temp = await createTestDatabase('sqlite')
    let clock = Date.parse(start)
    const deps: ServerDeps = { db: temp.db, policy, logger: memoryLogger(), now: () => (clock += 1000), limits: defaultLimits }
    const harness: Harness = {
      db: temp.db,
      as: (email) => createCaller(async () => createContext(deps, await cookieFor(deps.db, email))),
    }
    const act = await scenario(harness)
    const before = await events(temp.db).execute()
    const lastBefore = Math.max(0, ...before.map((event) => Number(event.id)))
    const changed = await act()
    const written = (await events(temp.db).where('id', '>', lastBefore).orderBy('id').execute()).map(({ record_type, record_id, action }) => ({
      type: record_type,
      id: record_id,
      action,
    }))
    const after = await events(temp.db).execute()
    expect(after.length, 'the call wrote no record_events row').toBeGreaterThan(before.length)
    expect(written, `no new event on ${changed.type} ${changed.id}`).toContainEqual(expect.objectContaining({ type: changed.type, id: changed.id }))
  })
})
