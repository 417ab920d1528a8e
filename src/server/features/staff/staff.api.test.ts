import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { replaceData } from '../../data/replace-data.ts'
import { setInstitutionFlag } from '../../db/institutions-repo.ts'
import { defaultLimits } from '../../limits.ts'
import { memoryLogger } from '../../logger.ts'
import { policy } from '../../policy.ts'
import { codeOf } from '../../testing/error-code.ts'
import { fixtureInstitution } from '../../testing/fixture-institution.ts'
import { cookieFor, parseOrThrow } from '../../testing/seed.ts'
import { createTestDatabase, testDatabases, type TestDatabase } from '../../testing/test-databases.ts'
import { createContext, type ServerDeps } from '../../trpc/context.ts'
import { createCallerFactory } from '../../trpc/init.ts'
import { appRouter } from '../../trpc/router.ts'

const createCaller = createCallerFactory(appRouter)

/** Testville: Ada manages permissions, Dan held it but is disabled; Otherton proves isolation. */
const fixture = `
institutions:${fixtureInstitution('testville')}${fixtureInstitution('otherton')}
users:
  - { email: ada@testville.example, institution: testville, permissions: { permissions:manage: true, booklist:view: true } }
  - { email: bob@testville.example, institution: testville, permissions: { booklist:view: true, catalogue:search: true } }
  - { email: cat@testville.example, institution: testville, permissions: {} }
  - { email: dan@testville.example, institution: testville, disabled: true, permissions: { permissions:manage: true } }
  - { email: otto@otherton.example, institution: otherton, permissions: { permissions:manage: true } }
`

describe.each(testDatabases())('the staff API on %s', (kind) => {
  let temp: TestDatabase
  let deps: ServerDeps
  let clock = Date.parse('2026-11-23T08:00:00.000Z')
  // A fresh context per call: the permissions are read again, as on every request.
  const as = (email: string) => createCaller(async () => createContext(deps, await cookieFor(deps.db, email)))
  const idOf = async (email: string) => (await temp.db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirstOrThrow()).id
  const rowOf = async (email: string) => (await as('ada@testville.example').staff.get({ id: await idOf(email) })).member

  beforeEach(async () => {
    temp = await createTestDatabase(kind)
    deps = { db: temp.db, policy, logger: memoryLogger(), now: () => (clock += 1000), limits: defaultLimits }
    await replaceData(temp.db, parseOrThrow(fixture, 'staff-fixture.yaml'))
    await temp.db.updateTable('users').set({ display_name: 'Zed Bobson' }).where('email', '=', 'bob@testville.example').execute()
    await temp.db.updateTable('users').set({ display_name: 'Ada 100%_Admin' }).where('email', '=', 'ada@testville.example').execute()
  })
  afterEach(() => temp.dispose())

  it('lists the institution’s staff with their permissions, searched, sorted and paged', async () => {
    const ada = as('ada@testville.example')
    const all = await ada.staff.list({})
    expect(all.total).toBe(4)
    expect(all.rows.map((row) => [row.email, row.granted, row.isYou, row.disabled])).toEqual([
      ['ada@testville.example', ['booklist:view', 'permissions:manage'], true, false],
      ['bob@testville.example', ['booklist:view', 'catalogue:search'], false, false],
      ['cat@testville.example', [], false, false],
      ['dan@testville.example', ['permissions:manage'], false, true],
    ])
    expect((await ada.staff.list({ q: 'BOBSON' })).rows.map((row) => row.email)).toEqual(['bob@testville.example'])
    expect((await ada.staff.list({ q: '100%_' })).rows.map((row) => row.email)).toEqual(['ada@testville.example'])
    expect((await ada.staff.list({ q: '%' })).total).toBe(1)
    expect((await ada.staff.list({ sort: 'email', desc: true })).rows[0]?.email).toBe('dan@testville.example')
    const byName = await ada.staff.list({ sort: 'name', desc: true })
    // Named people first either way, then the unnamed by id: the same on both databases.
    expect(byName.rows.map((row) => row.name)).toEqual(['Zed Bobson', 'Ada 100%_Admin', null, null])
    expect((await ada.staff.list({ sort: 'name' })).rows.map((row) => row.name)).toEqual(['Ada 100%_Admin', 'Zed Bobson', null, null])
    expect(await ada.staff.list({ page: 2, pageSize: 25 })).toEqual({ rows: [], total: 4 })
  })

  it('never lists or changes another institution’s staff', async () => {
    const otto = await idOf('otto@otherton.example')
    const ada = as('ada@testville.example')
    expect((await ada.staff.list({ q: 'otto' })).total).toBe(0)
    expect(await codeOf(ada.staff.get({ id: otto }))).toBe('NOT_FOUND')
    expect(await codeOf(ada.staff.previewPermissions({ id: otto, granted: [] }))).toBe('NOT_FOUND')
    expect(await codeOf(ada.staff.setPermissions({ id: otto, version: 1, granted: [] }))).toBe('NOT_FOUND')
  })

  it('grants and withdraws, audited in the history with who, when, what and the note', async () => {
    const ada = as('ada@testville.example')
    const bob = await rowOf('bob@testville.example')
    const changed = await ada.staff.setPermissions({
      id: bob.id,
      version: bob.version,
      granted: ['booklist:view', 'booklist:edit'],
      note: 'Runs the chemistry list',
    })
    expect(changed).toMatchObject({ email: 'bob@testville.example', granted: ['booklist:view', 'booklist:edit'], version: bob.version + 1 })
    const detail = await ada.staff.get({ id: bob.id })
    expect(detail.member).toEqual(changed)
    // Every permission of the policy, with its words, for the page's boxes.
    expect(detail.permissions).toHaveLength(21)
    expect(detail.permissions).toContainEqual({ name: 'permissions:manage', description: 'Manage the permissions of other staff.' })
    expect(detail.events).toHaveLength(1)
    expect(detail.events[0]).toMatchObject({
      recordType: 'StaffMember',
      recordId: bob.id,
      action: 'changePermissions',
      actorEmail: 'ada@testville.example',
      at: expect.stringMatching(/^2026-11-23T08:/),
      from: null,
      to: null,
      note: 'Runs the chemistry list',
      changes: { 'booklist:edit': { from: 'not held', to: 'held' }, 'catalogue:search': { from: 'held', to: 'not held' } },
    })
  })

  it('takes effect on the member’s next request', async () => {
    const cat = await rowOf('cat@testville.example')
    expect(await codeOf(as('cat@testville.example').staff.list({}))).toBe('FORBIDDEN')
    await as('ada@testville.example').staff.setPermissions({ id: cat.id, version: cat.version, granted: ['permissions:manage'] })
    expect((await as('cat@testville.example').staff.list({})).total).toBe(4)
    const granted = await rowOf('cat@testville.example')
    await as('ada@testville.example').staff.setPermissions({ id: cat.id, version: granted.version, granted: [] })
    expect(await codeOf(as('cat@testville.example').staff.list({}))).toBe('FORBIDDEN')
  })

  it('refuses one’s own permissions with the sentence, and says so in the preview', async () => {
    const ada = as('ada@testville.example')
    const me = await rowOf('ada@testville.example')
    await expect(ada.staff.setPermissions({ id: me.id, version: me.version, granted: [] })).rejects.toMatchObject({
      code: 'FORBIDDEN',
      message: 'You cannot change your own permissions; ask another administrator.',
    })
    expect((await ada.staff.previewPermissions({ id: me.id, granted: [] })).refusal).toBe('You cannot change your own permissions; ask another administrator.')
  })

  it('keeps the institution’s last holder of permissions:manage, and lets it go once another holds it', async () => {
    // Without enforcement anyone may change permissions; the last holder is still kept.
    await setInstitutionFlag(temp.db, 'testville', 'roles-and-permissions', false)
    const cat = as('cat@testville.example')
    const ada = await rowOf('ada@testville.example')
    const sentence = 'ada@testville.example is the only person at your institution who can manage permissions; grant it to someone else first.'
    expect((await cat.staff.previewPermissions({ id: ada.id, granted: [] })).refusal).toBe(sentence)
    await expect(cat.staff.setPermissions({ id: ada.id, version: ada.version, granted: [] })).rejects.toMatchObject({ code: 'CONFLICT', message: sentence })
    const bob = await rowOf('bob@testville.example')
    await cat.staff.setPermissions({ id: bob.id, version: bob.version, granted: ['permissions:manage'] })
    expect((await cat.staff.previewPermissions({ id: ada.id, granted: [] })).refusal).toBeNull()
    expect((await cat.staff.setPermissions({ id: ada.id, version: ada.version, granted: [] })).granted).toEqual([])
  })

  it('answers a stale version with a CONFLICT naming who changed it', async () => {
    const bob = await rowOf('bob@testville.example')
    await as('ada@testville.example').staff.setPermissions({ id: bob.id, version: bob.version, granted: ['booklist:view'] })
    await expect(as('ada@testville.example').staff.setPermissions({ id: bob.id, version: bob.version, granted: [] })).rejects.toMatchObject({
      code: 'CONFLICT',
      message: expect.stringContaining('ada@testville.example changed permissions at 23 Nov 2026'),
    })
  })

  it('refuses a change that changes nothing', async () => {
    const bob = await rowOf('bob@testville.example')
    await expect(
      as('ada@testville.example').staff.setPermissions({ id: bob.id, version: bob.version, granted: ['catalogue:search', 'booklist:view'] }),
    ).rejects.toMatchObject({
      code: 'BAD_REQUEST',
      message: 'Nothing changes: bob@testville.example already holds exactly these permissions.',
    })
  })

  it('previews what a change gives and takes away for that person', async () => {
    const cat = await rowOf('cat@testville.example')
    const preview = await as('ada@testville.example').staff.previewPermissions({ id: cat.id, granted: ['booklist:view'] })
    expect(preview).toMatchObject({ granted: ['booklist:view'], withdrawn: [], losses: [], refusal: null })
    expect(preview.gains).toContainEqual({ kind: 'page', key: '/booklist', label: expect.any(String) })
    expect(preview.gains).toContainEqual(expect.objectContaining({ kind: 'action', key: 'read Booklist' }))
  })

  it('refuses all four procedures without permissions:manage, and asks a signed-out caller to sign in', async () => {
    const bobId = await idOf('bob@testville.example')
    const bob = as('bob@testville.example')
    const calls = (caller: typeof bob) => [
      () => caller.staff.list({}),
      () => caller.staff.get({ id: bobId }),
      () => caller.staff.previewPermissions({ id: bobId, granted: [] }),
      () => caller.staff.setPermissions({ id: bobId, version: 1, granted: [] }),
    ]
    for (const call of calls(bob)) expect(await codeOf(call())).toBe('FORBIDDEN')
    const anonymous = createCaller(async () => createContext(deps, undefined))
    for (const call of calls(anonymous)) expect(await codeOf(call())).toBe('UNAUTHORIZED')
  })
})
