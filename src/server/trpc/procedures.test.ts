import { TRPCError } from '@trpc/server'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { deleteInstitution, setInstitutionFlag } from '../db/institutions-repo.ts'
import { setUserPermission } from '../data/store-accounts.ts'
import { findUserByEmail } from '../db/users-repo.ts'
import { memoryLogger } from '../logger.ts'
import { flagNames, permissionNames, policy } from '../policy.ts'
import { cookieFor, seedDemo, setUserDisabled } from '../testing/seed.ts'
import { snapshotTestDatabase, testDatabases, type TestDatabase, type TestDatabaseSnapshot } from '../testing/test-databases.ts'
import type { DataFile } from '../data/data-file-schema.ts'
import { createContext, type ServerDeps } from './context.ts'
import { createCallerFactory } from './init.ts'
import { appRouter } from './router.ts'
import { defaultLimits } from '../limits.ts'

describe.each(testDatabases())('procedures on %s', (kind) => {
  let temp: TestDatabase
  let deps: ServerDeps
  let data: DataFile
  const createCaller = createCallerFactory(appRouter)
  const callerAs = (email?: string) => createCaller(async () => createContext(deps, email === undefined ? undefined : await cookieFor(deps.db, email)))

  // The demo accounts, seeded once (hashing their passwords is most of it) and copied for each test.
  let seeded: TestDatabaseSnapshot<DataFile>
  beforeAll(async () => {
    seeded = await snapshotTestDatabase(kind, (db) => seedDemo(db))
  })
  afterAll(() => seeded.dispose())

  beforeEach(async () => {
    temp = await seeded.copy()
    deps = { db: temp.db, policy, logger: memoryLogger(), now: Date.now, limits: defaultLimits }
    data = seeded.filled
  })
  afterEach(() => temp.dispose())

  async function codeOf(call: Promise<unknown>): Promise<string> {
    try {
      await call
    } catch (error) {
      if (error instanceof TRPCError) return error.code
      throw error
    }
    return 'OK'
  }

  describe('auth.getUser', () => {
    it('answers the signed-in user', async () => {
      const ana = (await findUserByEmail(temp.db, 'ana@northbridge.example'))!
      expect(await callerAs('ana@northbridge.example').auth.getUser()).toEqual({
        id: ana.id,
        email: 'ana@northbridge.example',
        institutionId: 'northbridge',
        // The demo brands Northbridge (src/server/data/demo-data.yaml): its name, logo and accent with the shades derived from it.
        branding: {
          name: 'Northbridge University',
          logo: expect.stringMatching(/^data:image\/svg\+xml,/),
          colours: { '--color-accent': '#8a1538', '--color-accent-strong': '#6c102c', '--color-accent-soft': '#f1e3e7' },
        },
        // The bell's first count comes with the boot call (the notifications API tests count it).
        unreadNotifications: 0,
        // The live stream opens from the latest change as the tab boots (the live e2e and hub tests use it).
        liveFromEventId: expect.stringMatching(/^\d+$/),
      })
    })
  })

  describe('institutionConfig.get', () => {
    it('answers the institution config exactly as loaded', async () => {
      const riverside = data.institutions.find((institution) => institution.id === 'riverside')!
      expect(await callerAs('carla@riverside.example').institutionConfig.get()).toEqual(riverside.config)
    })

    it('answers a generic server error, and logs why, when the stored config no longer matches the facts', async () => {
      const { isEA: _dropped, ...withoutIsEA } = data.institutions.find((institution) => institution.id === 'riverside')!.config
      await temp.db
        .updateTable('institutions')
        .set({ config: JSON.stringify(withoutIsEA) })
        .where('id', '=', 'riverside')
        .execute()
      const error = await callerAs('carla@riverside.example')
        .institutionConfig.get()
        .catch((e: unknown) => e)
      expect(error).toBeInstanceOf(TRPCError)
      expect((error as TRPCError).code).toBe('INTERNAL_SERVER_ERROR')
      expect((error as TRPCError).message).toBe('institution riverside has an invalid config: isEA This field is required.')
    })
  })

  describe('user.hasPermissions', () => {
    it('answers each asked name from the user map; a name missing from the map is false', async () => {
      expect(await callerAs('carla@riverside.example').user.hasPermissions(['booklist:view', 'booklist:request', 'cart:purchase'])).toEqual({
        'booklist:view': true,
        'booklist:request': true,
        'cart:purchase': false,
      })
    })

    it('answers an explicit false as false', async () => {
      expect(await callerAs('ben@northbridge.example').user.hasPermissions(['booklist:view', 'catalogue:search'])).toEqual({
        'booklist:view': false,
        'catalogue:search': true,
      })
    })

    it('answers every policy permission when asked for all of them', async () => {
      const answer = await callerAs('ana@northbridge.example').user.hasPermissions([...permissionNames])
      expect(Object.keys(answer)).toEqual([...permissionNames])
      expect(Object.values(answer).every((held) => held)).toBe(true)
    })

    it('reports the raw map even where roles-and-permissions is off (the client applies the flag)', async () => {
      expect(await callerAs('eli@lakeside.example').user.hasPermissions(['booklist:view'])).toEqual({ 'booklist:view': false })
    })

    it('refuses unknown names with BAD_REQUEST, naming them and the valid ones', async () => {
      const error = await callerAs('ana@northbridge.example')
        .user.hasPermissions(['booklist:view', 'booklist:veiw', 'admin'] as never)
        .then(
          () => undefined,
          (e: unknown) => e as TRPCError,
        )
      if (!error) throw new Error('expected BAD_REQUEST')
      expect(error.code).toBe('BAD_REQUEST')
      expect(error.message).toContain(`Unknown permission names: booklist:veiw, admin. Valid names: ${permissionNames.join(', ')}.`)
    })

    it.each([[null], ['booklist:view'], [[1, 2]], [Array(201).fill('booklist:view')]])('refuses the input %j with BAD_REQUEST', async (input) => {
      expect(await codeOf(callerAs('ana@northbridge.example').user.hasPermissions(input as never))).toBe('BAD_REQUEST')
    })
  })

  describe('featureFlags.get', () => {
    it('answers every flag of the policy; flags the institution does not set are off', async () => {
      const flags = await callerAs('eli@lakeside.example').featureFlags.get()
      expect(Object.keys(flags).sort()).toEqual([...flagNames].sort())
      expect(flags).toMatchObject({ 'roles-and-permissions': false, 'course-supply': true, 'user-management-page': false, 'detailed-search': false })
    })

    it('follows a flag change at once', async () => {
      await setInstitutionFlag(temp.db, 'harbour', 'dashboards', true)
      expect((await callerAs('finn@harbour.example').featureFlags.get()).dashboards).toBe(true)
    })
  })

  const everyProcedure = [
    ['auth.getUser', (c: ReturnType<typeof callerAs>) => c.auth.getUser()],
    ['institutionConfig.get', (c: ReturnType<typeof callerAs>) => c.institutionConfig.get()],
    ['user.hasPermissions', (c: ReturnType<typeof callerAs>) => c.user.hasPermissions(['booklist:view'])],
    ['featureFlags.get', (c: ReturnType<typeof callerAs>) => c.featureFlags.get()],
  ] as const

  describe.each(everyProcedure)('%s', (_name, call) => {
    it('is UNAUTHORIZED without a session', async () => {
      expect(await codeOf(call(callerAs()))).toBe('UNAUTHORIZED')
    })

    it('is UNAUTHORIZED with an unknown, malformed or expired session cookie', async () => {
      for (const cookie of ['adoptions_session=AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA', 'adoptions_session=<script>', 'other=1']) {
        expect(await codeOf(call(createCaller(() => createContext(deps, cookie))))).toBe('UNAUTHORIZED')
      }
      const expired = await cookieFor(temp.db, 'ana@northbridge.example', Date.now() - 13 * 60 * 60 * 1000)
      expect(await codeOf(call(createCaller(() => createContext(deps, expired))))).toBe('UNAUTHORIZED')
    })

    it('is FORBIDDEN for a disabled user', async () => {
      expect(await codeOf(call(callerAs('dora@northbridge.example')))).toBe('FORBIDDEN')
    })

    it('is FORBIDDEN once a signed-in user is disabled, with the same session', async () => {
      const cookie = await cookieFor(temp.db, 'ana@northbridge.example')
      expect(await codeOf(call(createCaller(() => createContext(deps, cookie))))).toBe('OK')
      await setUserDisabled(temp.db, (await findUserByEmail(temp.db, 'ana@northbridge.example'))!.id, true)
      expect(await codeOf(call(createCaller(() => createContext(deps, cookie))))).toBe('FORBIDDEN')
    })

    it('is FORBIDDEN when the user’s institution is gone', async () => {
      const cookie = await cookieFor(temp.db, 'finn@harbour.example')
      await deleteInstitution(temp.db, 'harbour')
      expect(await codeOf(call(createCaller(() => createContext(deps, cookie))))).toBe('FORBIDDEN')
    })

    it('answers a signed-in user whatever their permissions (it needs only a session)', async () => {
      const gia = (await findUserByEmail(temp.db, 'gia@harbour.example'))!
      await setUserPermission(temp.db, gia.id, 'booklist:view', false)
      expect(await codeOf(call(callerAs('gia@harbour.example')))).toBe('OK')
    })
  })
})
