import { fetchRequestHandler } from '@trpc/server/adapters/fetch'
import { buildAbility } from '../../policy/index.ts'
import type { AppDb } from '../db/schema.ts'
import { memoryLogger } from '../logger.ts'
import { policy, type AppAbility } from '../policy.ts'
import { createContext, resolveSession, type ServerDeps } from '../trpc/context.ts'
import { loadFacts } from '../trpc/load-facts.ts'
import { appRouter } from '../trpc/router.ts'
import { cookieFor } from './test-records.ts'
import { defaultLimits } from '../limits.ts'

export interface ScreenServer {
  /** In place of the browser's fetch: the app's real tRPC client talks to the real router over the test database. */
  readonly fetch: typeof globalThis.fetch
  /** The ability the browser would build for this user (same facts, same compiled policy). */
  readonly ability: AppAbility
  /** Every procedure called, in order (`booklists.addItem`). */
  readonly calls: string[]
  /** Makes every call fail with a 500 until set back to false (error states). */
  failing: boolean
}

/**
 * The real server for a screen test: the app router over a temporary
 * database, signed in as one user, answering at the HTTP boundary, so the
 * screen's queries, mutations, errors and record rules are the product's own.
 */
export async function createScreenServer(db: AppDb, email: string, nowMs = Date.parse('2026-11-23T08:00:00.000Z')): Promise<ScreenServer> {
  const deps: ServerDeps = { db, policy, logger: memoryLogger(), now: () => nowMs, limits: defaultLimits }
  const cookie = await cookieFor(db, email, nowMs)
  const session = await resolveSession(deps, cookie)
  if (session.kind !== 'user') throw new Error(`${email} cannot sign in (${session.kind})`)
  const loaded = await loadFacts(db, policy, session.user.id, session.institution.id, session.institution.config)
  if (!loaded.ok) throw new Error(loaded.problem)
  const ability = buildAbility(policy, { ...loaded.facts, user: { id: session.user.id, institutionId: session.institution.id } }) as unknown as AppAbility
  const server: ScreenServer = {
    ability,
    calls: [],
    failing: false,
    fetch: async (input, init) => {
      const url = new URL(input instanceof Request ? input.url : String(input), 'https://app.example.edu')
      server.calls.push(...url.pathname.replace('/trpc/', '').split(','))
      if (server.failing)
        return new Response(
          JSON.stringify([
            { error: { json: { message: 'The server is down for the test.', code: -32603, data: { code: 'INTERNAL_SERVER_ERROR', httpStatus: 500 } } } },
          ]),
          { status: 500, headers: { 'content-type': 'application/json' } },
        )
      // jsdom's AbortSignal is not the one Node's Request accepts; these calls are never aborted.
      const { signal: _signal, ...rest } = init ?? {}
      return fetchRequestHandler({ endpoint: '/trpc', req: new Request(url, rest), router: appRouter, createContext: () => createContext(deps, cookie) })
    },
  }
  return server
}
