import { TRPCError } from '@trpc/server'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { memoryLogger } from '../logger.ts'
import { policy } from '../policy.ts'
import { cookieFor, seedDemo } from '../testing/seed.ts'
import { createTestDatabase, type TestDatabase } from '../testing/test-databases.ts'
import { protectedProcedure } from './access.ts'
import { createContext, type ServerDeps } from './context.ts'
import { createCallerFactory, router } from './init.ts'
import { defaultLimits } from '../limits.ts'

// Stand-ins at the real procedures' paths: the middleware decides from the
// compiled policy's `call Procedure` rule for that path (policy/procedures.yaml),
// before any procedure body runs.
const ok = () => protectedProcedure.query(() => 'ok')
const testRouter = router({
  auth: router({ getUser: ok() }),
  requests: router({ list: ok(), create: protectedProcedure.mutation(() => 'ok') }),
  // Not in the policy: no rule means no access, not an open door.
  secret: router({ thing: ok() }),
})

let temp: TestDatabase
let deps: ServerDeps
beforeAll(async () => {
  temp = await createTestDatabase('sqlite')
  deps = { db: temp.db, policy, logger: memoryLogger(), now: Date.now, limits: defaultLimits }
  await seedDemo(temp.db)
})
afterAll(() => temp.dispose())

type Caller = ReturnType<ReturnType<typeof createCallerFactory>>

async function outcome(email: string | undefined, call: (caller: Caller) => Promise<unknown>): Promise<string> {
  const caller = createCallerFactory(testRouter)(await createContext(deps, email && (await cookieFor(temp.db, email))))
  try {
    await call(caller)
    return 'OK'
  } catch (error) {
    if (error instanceof TRPCError) return error.code
    throw error
  }
}

describe('the access middleware', () => {
  it.each<[string, string | undefined, string]>([
    // requests.list: flag order-approvals-page, then the check hasRequestsPageAccess alone.
    ['requests.list', 'eli@lakeside.example', 'OK'],
    ['requests.list', 'rosa@westbrook.example', 'OK'],
    ['requests.list', 'omar@westbrook.example', 'OK'],
    ['requests.list', 'ana@northbridge.example', 'FORBIDDEN'],
    ['requests.list', 'carla@riverside.example', 'FORBIDDEN'],
    ['requests.list', 'finn@harbour.example', 'FORBIDDEN'],
    // requests.create is open to any signed-in user; its record rule decides per request.
    ['requests.create', 'gia@harbour.example', 'OK'],
    ['auth.getUser', 'gia@harbour.example', 'OK'],
    ['auth.getUser', 'dora@northbridge.example', 'FORBIDDEN'],
    ['auth.getUser', undefined, 'UNAUTHORIZED'],
    ['requests.list', undefined, 'UNAUTHORIZED'],
    ['secret.thing', undefined, 'UNAUTHORIZED'],
    ['secret.thing', 'ana@northbridge.example', 'FORBIDDEN'],
  ])('%s for %s: %s', async (path, email, expected) => {
    const [group, name] = path.split('.') as [string, string]
    const result = await outcome(email, (caller) => (caller as unknown as Record<string, Record<string, () => Promise<unknown>>>)[group]![name]!())
    expect(result).toBe(expected)
  })

  it('names the procedure in the FORBIDDEN message', async () => {
    const caller = createCallerFactory(testRouter)(await createContext(deps, await cookieFor(temp.db, 'ana@northbridge.example')))
    await expect(caller.requests.list()).rejects.toThrow('Your access does not include requests.list.')
  })
})
