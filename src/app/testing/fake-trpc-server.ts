import { initTRPC, TRPCError, type AnyRouter } from '@trpc/server'
import { fetchRequestHandler } from '@trpc/server/adapters/fetch'
import superjson from 'superjson'
import type { Branding } from '../../contracts/branding.ts'
import type { SearchCatalogueInput, TitleDetail } from '../../contracts/catalogue.ts'
import type { TermSummary } from '../../contracts/terms.ts'
import type { Facts } from '../../policy/index.ts'
import { fakeCatalogueRouter } from './fake-catalogue.ts'

export type BootProcedure = 'auth.getUser' | 'institutionConfig.get' | 'user.hasPermissions' | 'featureFlags.get'
type FailCode = 'UNAUTHORIZED' | 'FORBIDDEN' | 'INTERNAL_SERVER_ERROR' | 'BAD_REQUEST'

export interface FakeUser {
  readonly id: string
  readonly email: string
  readonly institutionId: string
  /** Absent: the institution's name only, without logo or accent. */
  readonly branding?: Branding
  /** The bell's first count; absent: 0. */
  readonly unreadNotifications?: number
}

const plainBranding: Branding = { name: 'Northbridge University', logo: null, colours: null }

/**
 * A tRPC server with the boot procedures, answering at the HTTP boundary: its
 * `fetch` replaces the browser's, so the app's real client, batching and
 * superjson run unchanged. Tests set failures, hold answers, or break them.
 */
/** The test's own record procedures beside the boot calls, built with the server's `t` (e.g. `{ courses: t.router({ list }) }`). */
export type ExtraProcedures = (t: ReturnType<typeof initTRPC.create<{ transformer: typeof superjson }>>) => Record<string, AnyRouter>

/** Records the fake answers beside the boot calls: catalogue titles, and the institution's terms (terms.list; absent: none). */
export interface FakeRecords {
  readonly titles?: readonly TitleDetail[]
  readonly terms?: readonly TermSummary[]
}

export function createFakeTrpcServer(
  facts: Facts,
  user: FakeUser = { id: 'user-1', email: 'ada@example.edu', institutionId: 'inst-1' },
  extra?: ExtraProcedures,
  records: FakeRecords = {},
) {
  let current = facts
  const searches: SearchCatalogueInput[] = []
  const catalogueFailing: { search?: boolean } = {}
  const failures = new Map<BootProcedure, { code: FailCode; message: string | undefined }>()
  const requests: URL[] = []
  let hold: Promise<void> | undefined
  let release: () => void = () => {}
  let breakWith: (() => Response) | undefined

  const t = initTRPC.create({ transformer: superjson })
  const answer = <T>(procedure: BootProcedure, value: () => T): T => {
    const failure = failures.get(procedure)
    if (failure) throw new TRPCError({ code: failure.code, message: failure.message ?? `${procedure} refused by the test server (${failure.code})` })
    return value()
  }
  const router = t.router({
    auth: t.router({
      getUser: t.procedure.query(() => answer('auth.getUser', () => ({ branding: plainBranding, unreadNotifications: 0, liveFromEventId: '0', ...user }))),
    }),
    institutionConfig: t.router({ get: t.procedure.query(() => answer('institutionConfig.get', () => current.institution)) }),
    user: t.router({
      hasPermissions: t.procedure
        .input((value: unknown) => value as string[])
        .query(({ input }) => answer('user.hasPermissions', () => Object.fromEntries(input.map((name) => [name, current.permissions[name] === true])))),
    }),
    featureFlags: t.router({ get: t.procedure.query(() => answer('featureFlags.get', () => ({ ...current.flags }))) }),
    catalogue: fakeCatalogueRouter(records.titles ?? [], searches, catalogueFailing),
    // Pages these tests open load their own data; an institution without records answers empty (a test's own booklists replace these).
    booklists: t.router({ list: t.procedure.query(() => ({ rows: [], total: 0, term: '2026-autumn', terms: [] })) }),
    // Screens name terms with their dates (useTermDates): the institution's terms, none unless the test gives them.
    terms: t.router({ list: t.procedure.query(() => ({ terms: [...(records.terms ?? [])], timeZone: 'UTC' })) }),
    ...extra?.(t),
  })
  const bootProcedures = new Set<string>(['auth.getUser', 'institutionConfig.get', 'user.hasPermissions', 'featureFlags.get'])
  const dataRequests: URL[] = []

  const fetch = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const url = new URL(input instanceof Request ? input.url : String(input), 'https://app.example.edu')
    const boot = url.pathname
      .replace('/trpc/', '')
      .split(',')
      .some((procedure) => bootProcedures.has(procedure))
    ;(boot ? requests : dataRequests).push(url)
    // jsdom's AbortSignal is not the one Node's Request accepts; the test server never aborts.
    const { signal: _signal, ...rest } = init ?? {}
    if (hold) await hold
    if (breakWith) return breakWith()
    return fetchRequestHandler({ endpoint: '/trpc', req: new Request(url, rest), router, createContext: () => ({}) })
  }

  return {
    fetch: fetch as typeof globalThis.fetch,
    /** Every HTTP request for boot calls the app made, in order. */
    requests,
    /** Every catalogue.search input, in order. */
    searches,
    /** catalogue.search fails (true) or answers again (false). */
    failCatalogueSearch(failing: boolean) {
      catalogueFailing.search = failing
    },
    /** The other requests: a page's own data. */
    dataRequests,
    /** From now on the boot calls answer these facts (access changed at the server). */
    changeFacts(next: Facts) {
      current = next
    },
    /** The procedure fails with this code, and the server's message when given. */
    fail(procedure: BootProcedure, code: FailCode, message?: string) {
      failures.set(procedure, { code, message })
    },
    heal(procedure: BootProcedure) {
      failures.delete(procedure)
    },
    /** Answers wait until released. */
    holdAnswers() {
      hold = new Promise<void>((resolve) => (release = resolve))
    },
    releaseAnswers() {
      hold = undefined
      release()
    },
    /** Every answer is replaced by this response (unreadable bodies, proxies' error pages). */
    breakAnswers(response: (() => Response) | undefined) {
      breakWith = response
    },
  }
}

export type FakeTrpcServer = ReturnType<typeof createFakeTrpcServer>

/**
 * A fake server with one query procedure beside the boot calls (`courses.list`),
 * answering from `answer`, keeping every input it was sent, and failing once
 * with a server error when asked (a screen's error state and its Retry).
 */
export function fakeQueryServer<Input, Output>(facts: Facts, router: string, procedure: string, answer: (input: Input) => Output, records: FakeRecords = {}) {
  const inputs: Input[] = []
  let failNext = false
  const server = createFakeTrpcServer(
    facts,
    undefined,
    (t) => ({
      [router]: t.router({
        [procedure]: t.procedure
          .input((value: unknown) => value)
          .query(({ input }) => {
            // The screen sends what its list reads; the test states the type it expects.
            inputs.push(input as Input)
            if (failNext) {
              failNext = false
              throw new TRPCError({ code: 'INTERNAL_SERVER_ERROR', message: 'The database is restarting.' })
            }
            return answer(input as Input)
          }),
      }),
    }),
    records,
  )
  return { server, inputs, failOnce: () => (failNext = true) }
}
