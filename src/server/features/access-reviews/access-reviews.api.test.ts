import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import type { CompiledPolicy } from '../../../policy/model.ts'
import { defaultLimits } from '../../limits.ts'
import { memoryLogger } from '../../logger.ts'
import { policy } from '../../policy.ts'
import { setInstitutionFlag } from '../../db/institutions-repo.ts'
import { accessReviewsNow, seedAccessReviewsFixture } from '../../testing/access-reviews-fixture.ts'
import { codeOf } from '../../testing/error-code.ts'
import { cookieFor } from '../../testing/seed.ts'
import { createTestDatabase, testDatabases, type TestDatabase } from '../../testing/test-databases.ts'
import { createContext, type ServerDeps } from '../../trpc/context.ts'
import { createCallerFactory } from '../../trpc/init.ts'
import { appRouter } from '../../trpc/router.ts'

const createCaller = createCallerFactory(appRouter)

/** The policy with one rule changed: a booklist is edited while submitted, not while draft. */
const changedPolicy: CompiledPolicy = {
  ...policy,
  hash: `${policy.hash}-changed`,
  abilityRules: policy.abilityRules.map((rule) =>
    rule.action === 'edit' && rule.subject === 'Booklist' ? { ...rule, conditions: { ...rule.conditions, status: { $eq: 'submitted' } } } : rule,
  ),
}

describe.each(testDatabases())('access reviews API on %s', (kind) => {
  let temp: TestDatabase
  let deps: ServerDeps
  let clock = accessReviewsNow
  const as = (email: string, withDeps: () => ServerDeps = () => deps) =>
    createCaller(async () => createContext(withDeps(), await cookieFor(withDeps().db, email)))
  const ada = () => as('ada@testville.example')
  const eve = () => as('eve@testville.example')
  const key = () => crypto.randomUUID()
  const idOf = async (email: string) => (await temp.db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirstOrThrow()).id
  const grant = async (email: string, granted: string[]) => {
    const member = (await ada().staff.get({ id: await idOf(email) })).member
    await ada().staff.setPermissions({ id: member.id, version: member.version, granted: granted as never, note: 'Needs the booklists' })
  }

  beforeEach(async () => {
    temp = await createTestDatabase(kind)
    clock = accessReviewsNow
    deps = { db: temp.db, policy, logger: memoryLogger(), now: () => (clock += 1000), limits: defaultLimits }
    await seedAccessReviewsFixture(temp.db)
  })
  afterEach(() => temp.dispose())

  it('starts a review: every staff member of the institution with their access, stored, so later permission changes leave it as it was', async () => {
    const started = await ada().accessReviews.start({ idempotencyKey: key() })
    expect(started.review).toMatchObject({ status: 'open', startedBy: 'ada@testville.example', peopleCount: 4, decidedCount: 0, version: 1 })
    expect(started.review).toMatchObject({ policyHash: policy.hash, previousReviewId: null, canDecide: true, canSignOff: true, signOffRefusal: null })
    expect(started.events.map((event) => [event.action, event.actorEmail])).toEqual([['start', 'ada@testville.example']])
    const people = await ada().accessReviews.people({ reviewId: started.review.id })
    expect(people.total).toBe(4)
    expect(people.rows.map((person) => [person.email, person.granted, person.decision])).toEqual([
      ['ada@testville.example', ['permissions:manage'], null],
      ['bob@testville.example', ['booklist:edit', 'booklist:view'], null],
      ['cat@testville.example', [], null],
      ['eve@testville.example', ['permissions:manage'], null],
    ])
    const bob = people.rows[1]
    expect(bob?.access.actions.map((action) => action.key)).toEqual(expect.arrayContaining(['read Booklist', 'edit Booklist']))
    expect(bob?.access.actions.find((action) => action.key === 'edit Booklist')?.scope).toMatch(/draft/)
    expect(people.rows[0]?.access.pages.map((page) => page.path)).toContain('/staff')
    expect(people.rows[0]?.access.menu.map((item) => item.path)).toContain('/staff')

    await grant('cat@testville.example', ['booklist:view'])
    const again = await ada().accessReviews.people({ reviewId: started.review.id, q: 'cat' })
    expect(again.rows.map((person) => [person.email, person.granted, person.access])).toEqual([['cat@testville.example', [], people.rows[2]?.access]])

    const byPermissions = await ada().accessReviews.people({ reviewId: started.review.id, sort: 'permissions', desc: true, pageSize: 25 })
    expect(byPermissions.rows.map((person) => person.email)).toEqual([
      'bob@testville.example',
      'ada@testville.example',
      'eve@testville.example',
      'cat@testville.example',
    ])
    expect((await ada().accessReviews.list()).reviews.map((review) => review.id)).toEqual([started.review.id])
  })

  it('compares a review with the previous one: exactly the permission change and the policy change made in between, each with its reason', async () => {
    const first = await ada().accessReviews.start({ idempotencyKey: key() })
    expect((await ada().accessReviews.compare({ id: first.review.id })).previous).toBeNull()
    await grant('cat@testville.example', ['booklist:view'])
    const changedDeps: ServerDeps = { ...deps, policy: changedPolicy }
    const second = await as('ada@testville.example', () => changedDeps).accessReviews.start({ idempotencyKey: key() })
    expect(second.review).toMatchObject({ previousReviewId: first.review.id, policyHash: changedPolicy.hash })

    const compared = await ada().accessReviews.compare({ id: second.review.id })
    expect(compared.previous?.id).toBe(first.review.id)
    expect(compared.policyChanged).toEqual({ from: policy.hash, to: changedPolicy.hash })
    expect(compared.factsChanged).toBe(false)
    expect(compared.peopleAdded).toEqual([])
    expect(compared.peopleRemoved).toEqual([])
    expect(
      compared.changed.map((person) => ({
        email: person.email,
        reason: person.reason,
        gained: person.permissionsGained,
        lost: person.permissionsLost,
        actionsGained: person.access.actions.gained.map((action) => action.key),
        actionsLost: person.access.actions.lost.map((action) => action.key),
      })),
    ).toEqual([
      { email: 'bob@testville.example', reason: 'policy', gained: [], lost: [], actionsGained: ['edit Booklist'], actionsLost: ['edit Booklist'] },
      {
        email: 'cat@testville.example',
        reason: 'permissions',
        gained: ['booklist:view'],
        lost: [],
        actionsGained: ['read BooklistItem', 'read Booklist'],
        actionsLost: [],
      },
    ])
    const bob = compared.changed[0]
    expect(bob?.access.actions.lost[0]?.scope).toMatch(/draft/)
    expect(bob?.access.actions.gained[0]?.scope).toMatch(/submitted/)
    expect(bob?.access.pages).toEqual({ gained: [], lost: [] })
    expect(compared.changed[1]?.access.pages).toEqual({ gained: [{ path: '/booklist', title: 'Booklist' }], lost: [] })
    expect(compared.changed[1]?.access.menu).toEqual({ gained: [{ id: 'booklist', title: 'Booklist', path: '/booklist' }], lost: [] })
    expect(compared.permissionChanges).toEqual([
      {
        memberId: await idOf('cat@testville.example'),
        memberEmail: 'cat@testville.example',
        byEmail: 'ada@testville.example',
        at: expect.any(String),
        granted: ['booklist:view'],
        withdrawn: [],
        note: 'Needs the booklists',
      },
    ])
  })

  it("says an institution's settings changed when a flag, not a permission or the policy, changed someone's access", async () => {
    await ada().accessReviews.start({ idempotencyKey: key() })
    // With permissions no longer enforced at testville, every permission check passes for everyone.
    await setInstitutionFlag(temp.db, 'testville', 'roles-and-permissions', false)
    const second = await ada().accessReviews.start({ idempotencyKey: key() })
    const compared = await ada().accessReviews.compare({ id: second.review.id })
    expect(compared).toMatchObject({ policyChanged: null, factsChanged: true, permissionChanges: [] })
    const cat = compared.changed.find((person) => person.email === 'cat@testville.example')
    expect(cat).toMatchObject({ reason: 'facts', permissionsGained: [], permissionsLost: [] })
    expect(cat?.access.pages.gained.map((page) => page.path)).toContain('/booklist')
  })

  it('records decisions and the sign-off in the history; who marked their own access cannot sign off, another manager can, once', async () => {
    const { review } = await ada().accessReviews.start({ idempotencyKey: key() })
    const adaId = await idOf('ada@testville.example')
    const bobId = await idOf('bob@testville.example')
    const decided = await ada().accessReviews.decide({ reviewId: review.id, memberId: bobId, decision: 'change', version: 1 })
    expect(decided.review).toMatchObject({ version: 2, decidedCount: 1, canSignOff: true })
    expect(await codeOf(ada().accessReviews.decide({ reviewId: review.id, memberId: bobId, decision: 'revoke', version: 2 }))).toBe('BAD_REQUEST')
    await expect(ada().accessReviews.decide({ reviewId: review.id, memberId: bobId, decision: 'revoke', version: 2 })).rejects.toThrow(/in a note/)
    const stale = ada().accessReviews.decide({ reviewId: review.id, memberId: bobId, decision: 'keep', version: 1 })
    await expect(stale).rejects.toThrow(
      /^This access review changed after you loaded it: ada@testville\.example recorded a decision at .*\(on bob@testville\.example, decision change\)/,
    )
    const strange = ada().accessReviews.decide({ reviewId: review.id, memberId: 'nobody', decision: 'keep', version: 2 })
    expect(await codeOf(strange)).toBe('NOT_FOUND')

    const own = await ada().accessReviews.decide({ reviewId: review.id, memberId: adaId, decision: 'keep', note: 'Still the administrator', version: 2 })
    expect(own.review).toMatchObject({ version: 3, canSignOff: false, signOffRefusal: expect.stringMatching(/^You marked your own access in this review/) })
    const refused = ada().accessReviews.signOff({ reviewId: review.id, version: 3 })
    expect(await codeOf(refused)).toBe('FORBIDDEN')
    await expect(ada().accessReviews.signOff({ reviewId: review.id, version: 3 })).rejects.toThrow(
      'You marked your own access in this review; another holder of permissions:manage signs it off.',
    )
    const people = await ada().accessReviews.people({ reviewId: review.id, decision: 'keep' })
    expect(people.rows.map((person) => [person.email, person.decision, person.note, person.decidedBy])).toEqual([
      ['ada@testville.example', 'keep', 'Still the administrator', 'ada@testville.example'],
    ])
    expect((await ada().accessReviews.people({ reviewId: review.id, decision: 'undecided' })).total).toBe(2)

    const signed = await eve().accessReviews.signOff({ reviewId: review.id, version: 3 })
    expect(signed.review).toMatchObject({ status: 'signedOff', signedOffBy: 'eve@testville.example', version: 4, canDecide: false, canSignOff: false })
    expect(signed.events.map((event) => [event.action, event.actorEmail, event.changes['member']?.to ?? null])).toEqual([
      ['start', 'ada@testville.example', null],
      ['decide', 'ada@testville.example', 'bob@testville.example'],
      ['decide', 'ada@testville.example', 'ada@testville.example'],
      ['signOff', 'eve@testville.example', null],
    ])
    expect(await codeOf(eve().accessReviews.signOff({ reviewId: review.id, version: 4 }))).toBe('CONFLICT')
    await expect(eve().accessReviews.signOff({ reviewId: review.id, version: 4 })).rejects.toThrow(/signed off by eve@testville\.example at /)
    await expect(ada().accessReviews.signOff({ reviewId: review.id, version: 3 })).rejects.toThrow(/eve@testville\.example/)
    expect(await codeOf(ada().accessReviews.decide({ reviewId: review.id, memberId: bobId, decision: 'keep', version: 4 }))).toBe('FORBIDDEN')
    expect(await codeOf(ada().accessReviews.decide({ reviewId: review.id, memberId: bobId, decision: 'keep', version: 3 }))).toBe('CONFLICT')
  })

  it('keeps reviews to holders of permissions:manage of their own institution', async () => {
    const { review } = await ada().accessReviews.start({ idempotencyKey: key() })
    const otto = as('otto@otherton.example')
    expect(await codeOf(otto.accessReviews.get({ id: review.id }))).toBe('NOT_FOUND')
    expect(await codeOf(otto.accessReviews.people({ reviewId: review.id }))).toBe('NOT_FOUND')
    expect(await codeOf(otto.accessReviews.compare({ id: review.id }))).toBe('NOT_FOUND')
    expect(await codeOf(otto.accessReviews.decide({ reviewId: review.id, memberId: await idOf('bob@testville.example'), decision: 'keep', version: 1 }))).toBe(
      'NOT_FOUND',
    )
    expect(await codeOf(otto.accessReviews.signOff({ reviewId: review.id, version: 1 }))).toBe('NOT_FOUND')
    expect((await otto.accessReviews.list()).reviews).toEqual([])
    const bob = as('bob@testville.example')
    expect(await codeOf(bob.accessReviews.list())).toBe('FORBIDDEN')
    expect(await codeOf(bob.accessReviews.start({ idempotencyKey: key() }))).toBe('FORBIDDEN')
    expect(await codeOf(bob.accessReviews.get({ id: review.id }))).toBe('FORBIDDEN')
  })
})
