import { TRPCError } from '@trpc/server'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { routeAccess } from '../../policy/index.ts'
import type { CheckName, Flag, Permission } from '../policy.ts'
import { policy } from '../policy.ts'
import { memoryLogger } from '../logger.ts'
import { personaFacts } from '../data/persona-facts.ts'
import type { DataFile } from '../data/data-file-schema.ts'
import { cookieFor, seedDemo } from '../testing/seed.ts'
import { createTestDatabase, type TestDatabase } from '../testing/test-databases.ts'
import { accessDenial, protectedProcedure } from './access.ts'
import { createContext, type ServerDeps } from './context.ts'
import { createCallerFactory, router, type AccessMeta } from './init.ts'

// Procedures that future features will look like: each states its requirement in meta.
const testRouter = router({
  permission: protectedProcedure.meta({ permission: 'booklist:bulkUpload' }).query(() => 'ok'),
  anyPermission: protectedProcedure.meta({ permission: ['counterReport:view', 'booklist:bulkUpload'] }).query(() => 'ok'),
  flag: protectedProcedure.meta({ flag: 'store-management' }).query(() => 'ok'),
  check: protectedProcedure.meta({ check: 'hasRequestsPageAccess' }).mutation(() => 'ok'),
  checkOverPermission: protectedProcedure.meta({ permission: 'cart:purchase', check: 'hasReportsPageAccess' }).query(() => 'ok'),
  flagThenCheck: protectedProcedure.meta({ flag: 'report-page', check: 'hasReportsPageAccess' }).query(() => 'ok'),
  signedIn: protectedProcedure.meta({}).query(() => 'ok'),
  undeclared: protectedProcedure.query(() => 'ok'),
})
type Name = keyof typeof testRouter._def.record

let temp: TestDatabase
let deps: ServerDeps
let data: DataFile
beforeAll(async () => {
  temp = await createTestDatabase('sqlite')
  deps = { db: temp.db, policy, logger: memoryLogger(), now: Date.now }
  data = await seedDemo(temp.db)
})
afterAll(() => temp.dispose())

async function outcome(email: string | undefined, name: Name): Promise<string> {
  const caller = createCallerFactory(testRouter)(await createContext(deps, email && (await cookieFor(temp.db, email))))
  try {
    await (caller[name] as () => Promise<unknown>)()
    return 'OK'
  } catch (error) {
    if (error instanceof TRPCError) return error.code
    throw error
  }
}

describe('the access middleware', () => {
  it.each<[Name, string | undefined, string]>([
    ['permission', 'ana@northbridge.example', 'OK'],
    ['permission', 'ben@northbridge.example', 'FORBIDDEN'],
    ['permission', 'gia@harbour.example', 'FORBIDDEN'],
    // roles-and-permissions is off at Lakeside: every permission passes.
    ['permission', 'eli@lakeside.example', 'OK'],
    ['anyPermission', 'carla@riverside.example', 'OK'],
    ['anyPermission', 'raj@riverside.example', 'FORBIDDEN'],
    ['flag', 'ana@northbridge.example', 'OK'],
    ['flag', 'carla@riverside.example', 'FORBIDDEN'],
    ['flag', 'eli@lakeside.example', 'FORBIDDEN'],
    ['check', 'eli@lakeside.example', 'OK'],
    ['check', 'carla@riverside.example', 'FORBIDDEN'],
    ['check', 'ana@northbridge.example', 'FORBIDDEN'],
    // The check alone decides: gia lacks cart:purchase but Harbour is in gb.
    ['checkOverPermission', 'gia@harbour.example', 'OK'],
    ['checkOverPermission', 'raj@riverside.example', 'FORBIDDEN'],
    ['flagThenCheck', 'finn@harbour.example', 'FORBIDDEN'],
    ['flagThenCheck', 'eli@lakeside.example', 'OK'],
    ['signedIn', 'gia@harbour.example', 'OK'],
    ['signedIn', 'dora@northbridge.example', 'FORBIDDEN'],
    ['signedIn', undefined, 'UNAUTHORIZED'],
    ['permission', undefined, 'UNAUTHORIZED'],
    ['undeclared', undefined, 'UNAUTHORIZED'],
    // A procedure that states no requirement is a bug, not an open door.
    ['undeclared', 'ana@northbridge.example', 'INTERNAL_SERVER_ERROR'],
  ])('%s for %s: %s', async (name, email, expected) => {
    expect(await outcome(email, name)).toBe(expected)
  })

  it('says what is missing in the FORBIDDEN message', async () => {
    const caller = createCallerFactory(testRouter)(await createContext(deps, await cookieFor(temp.db, 'raj@riverside.example')))
    await expect(caller.anyPermission()).rejects.toThrow('This needs the permission "counterReport:view" or "booklist:bulkUpload".')
    await expect(caller.flag()).rejects.toThrow('The feature "store-management" is off for your institution.')
    await expect(caller.check()).rejects.toThrow('Your institution does not pass the check "hasRequestsPageAccess".')
  })
})

describe('accessDenial', () => {
  // Each route rule of the policy, declared as procedure meta, must decide exactly as the browser's route guard.
  const rules = policy.routes.flatMap((route) => (route.access.kind === 'rule' ? [{ route, access: route.access }] : []))

  it('agrees with the browser route guard for every route rule and every demo persona', () => {
    expect(rules.length).toBeGreaterThan(5)
    let compared = 0
    for (const user of data.users) {
      const facts = personaFacts(data, user.email)!
      for (const { route, access } of rules) {
        const meta: AccessMeta = {
          permission: access.permissions.map((p) => p.name as Permission),
          ...(access.flag ? { flag: access.flag.name as Flag } : {}),
          ...(access.check ? { check: access.check.name as CheckName } : {}),
        }
        const allowed = routeAccess(policy, facts, route).result === 'allow'
        expect({ route: route.path, user: user.email, allowed: accessDenial(policy, facts, meta) === undefined }).toEqual({
          route: route.path,
          user: user.email,
          allowed,
        })
        compared++
      }
    }
    expect(compared).toBe(rules.length * data.users.length)
  })
})
