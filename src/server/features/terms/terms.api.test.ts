import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { defaultLimits } from '../../limits.ts'
import { memoryLogger } from '../../logger.ts'
import { policy } from '../../policy.ts'
import { codeOf } from '../../testing/error-code.ts'
import { cookieFor } from '../../testing/seed.ts'
import { seedTermsFixture, termsNow } from '../../testing/terms-fixture.ts'
import { createTestDatabase, testDatabases, type TestDatabase } from '../../testing/test-databases.ts'
import { createContext, type ServerDeps } from '../../trpc/context.ts'
import { createCallerFactory } from '../../trpc/init.ts'
import { appRouter } from '../../trpc/router.ts'

const createCaller = createCallerFactory(appRouter)
const summer = { name: '2027-summer', startsOn: '2027-06-07', endsOn: '2027-08-13', adoptionDeadline: '2027-05-10', booklistDeadline: '2027-05-03' }

describe.each(testDatabases())('terms API on %s', (kind) => {
  let temp: TestDatabase
  let deps: ServerDeps
  const as = (email: string) => createCaller(async () => createContext(deps, await cookieFor(deps.db, email)))
  const tess = () => as('tess@testville.example')
  const key = () => crypto.randomUUID()
  const termRows = () => temp.db.selectFrom('terms').select(['name', 'institution_id', 'version']).orderBy('institution_id').orderBy('name').execute()

  beforeEach(async () => {
    temp = await createTestDatabase(kind)
    deps = { db: temp.db, policy, logger: memoryLogger(), now: () => termsNow, limits: defaultLimits }
    await seedTermsFixture(temp.db)
  })
  afterEach(() => temp.dispose())

  it('lists the institution terms by start with their state, to anyone signed in there, never another institution’s', async () => {
    const listed = await as('ted@testville.example').terms.list()
    expect(listed.timeZone).toBe('America/New_York')
    expect(listed.terms.map((term) => [term.name, term.state, term.booklistDeadlineAt])).toEqual([
      ['2026-autumn', 'running', '2026-08-11T03:59:59.999Z'],
      ['2027-spring', 'open', '2026-12-08T04:59:59.999Z'],
    ])
    expect(await codeOf(as('ted@testville.example').terms.history({ id: 'otherville-2027-spring' }))).toBe('NOT_FOUND')
  })

  it('adds a term with its instants in the institution zone and its history, once for one idempotency key', async () => {
    const idempotencyKey = key()
    const added = await tess().terms.create({ ...summer, idempotencyKey })
    expect(added.term).toMatchObject({ name: '2027-summer', state: 'upcoming', booklistDeadlineAt: '2027-05-04T03:59:59.999Z', version: 1 })
    expect(added.events.map((event) => [event.action, event.actorEmail, event.changes['booklistDeadline']])).toEqual([
      ['create', 'tess@testville.example', { from: null, to: '2027-05-03' }],
    ])
    await tess().terms.create({ ...summer, idempotencyKey })
    expect((await termRows()).filter((row) => row.name === '2027-summer')).toHaveLength(1)
  })

  it('changes a term at the version seen, naming each date from and to; a stale version is a conflict naming who changed it', async () => {
    const spring = { ...summer, name: '2027-spring', startsOn: '2027-01-11', endsOn: '2027-05-14', adoptionDeadline: '2026-12-14' }
    const saved = await tess().terms.update({ ...spring, booklistDeadline: '2026-12-04', id: 'testville-2027-spring', version: 1 })
    expect(saved.term).toMatchObject({ booklistDeadline: '2026-12-04', booklistDeadlineAt: '2026-12-05T04:59:59.999Z', version: 2 })
    expect(saved.events.at(-1)?.changes).toEqual({ booklistDeadline: { from: '2026-12-07', to: '2026-12-04' } })
    const stale = tess().terms.update({ ...spring, booklistDeadline: '2026-12-01', id: 'testville-2027-spring', version: 1 })
    await expect(stale).rejects.toThrow(
      /^This term changed after you loaded it: tess@testville\.example changed it at .* UTC \(booklist deadline 7 Dec 2026 → 4 Dec 2026\)/,
    )
  })

  it('refuses each bad term with the field named, and writes nothing', async () => {
    const before = await termRows()
    const refusals: [Partial<typeof summer>, RegExp][] = [
      [{ adoptionDeadline: '2027-06-10' }, /^The adoption deadline must be before the term starts\.$/],
      [{ startsOn: '2027-02-30' }, /^The start 2027-02-30 is not a day of the calendar\.$/],
      [{ name: '2027-spring' }, /^The name is already used by another term: Spring 2027\.$/],
      [
        { name: '2028-autumn', startsOn: '2026-12-01', endsOn: '2027-02-01', booklistDeadline: '2026-11-01', adoptionDeadline: '2026-11-02' },
        /^The start overlaps Autumn 2026/,
      ],
      [{ endsOn: '2027-06-01' }, /^The end must be after the start\.$/],
    ]
    for (const [change, message] of refusals) {
      const attempt = tess().terms.create({ ...summer, ...change, idempotencyKey: key() })
      await expect(attempt).rejects.toThrow(message)
      expect(await codeOf(tess().terms.create({ ...summer, ...change, idempotencyKey: key() }))).toBe('BAD_REQUEST')
    }
    expect(await codeOf(tess().terms.create({ ...summer, startsOn: 'next june', idempotencyKey: key() }))).toBe('BAD_REQUEST')
    expect(await termRows()).toEqual(before)
  })

  it('lets only terms:manage add or change terms, and only their own institution’s', async () => {
    expect(await codeOf(as('ted@testville.example').terms.create({ ...summer, idempotencyKey: key() }))).toBe('FORBIDDEN')
    const otherville = {
      ...summer,
      name: '2027-spring',
      startsOn: '2027-01-18',
      endsOn: '2027-05-21',
      adoptionDeadline: '2026-12-14',
      booklistDeadline: '2026-12-01',
    }
    expect(await codeOf(tess().terms.update({ ...otherville, id: 'otherville-2027-spring', version: 1 }))).toBe('NOT_FOUND')
    expect(await codeOf(tess().terms.create({ ...summer, idempotencyKey: key(), institutionId: 'otherville' } as never))).toBe('BAD_REQUEST')
  })
})
