import type { Page, Route } from '@playwright/test'
import superjson from 'superjson'

/** The boot calls the app makes in one batched request (issue 5). */
export const bootProcedures = ['auth.getUser', 'institutionConfig.get', 'user.hasPermissions', 'featureFlags.get'] as const
export type BootProcedure = (typeof bootProcedures)[number]

export type Fault =
  | { readonly kind: 'status'; readonly status: 401 | 403 | 500 }
  | { readonly kind: 'not-json' }
  | { readonly kind: 'wrong-shape' }
  | { readonly kind: 'network' }
  | { readonly kind: 'no-answer' }

const trpcCodes = {
  401: { code: 'UNAUTHORIZED', jsonRpc: -32001, message: 'You are not signed in.' },
  403: { code: 'FORBIDDEN', jsonRpc: -32003, message: 'Your account may not use Adoptions.' },
  500: { code: 'INTERNAL_SERVER_ERROR', jsonRpc: -32603, message: 'Something went wrong on the server. Try again later.' },
} as const

/** The procedures of one batched tRPC request: /trpc/a,b,c?batch=1&input=... */
export function proceduresOf(url: string): string[] {
  const path = new URL(url).pathname.replace(/^\/trpc\/?/, '')
  return path === '' ? [] : decodeURIComponent(path).split(',')
}

/** The request id a faked answer carries, as the server's error data does (issue 62): a 500's error state shows it. */
export const faultRequestId = 'e2e-fault-request-1'

/** One call's answer inside a batch, as the server writes it with superjson (error shape of tRPC 11). */
function errorEnvelope(status: 401 | 403 | 500, procedure: string): unknown {
  const { code, jsonRpc, message } = trpcCodes[status]
  return { error: superjson.serialize({ message, code: jsonRpc, data: { code, httpStatus: status, path: procedure, requestId: faultRequestId } }) }
}

export interface FaultHandle {
  /** Batched requests that reached the fault (held ones included). */
  readonly hits: string[]
  /** Requests held without an answer (kind no-answer). */
  readonly held: Route[]
  /** Stop injecting: later requests reach the real server. */
  remove(): Promise<void>
}

/**
 * Intercepts the app's tRPC requests. With `only`, just that procedure's
 * answer is replaced inside each real batched answer (the others are the
 * server's own); without it, the whole request fails.
 */
export async function injectFault(page: Page, fault: Fault, only?: BootProcedure): Promise<FaultHandle> {
  const hits: string[] = []
  const held: Route[] = []
  const handler = async (route: Route): Promise<void> => {
    const procedures = proceduresOf(route.request().url())
    if (only && !procedures.includes(only)) return route.continue()
    hits.push(route.request().url())
    switch (fault.kind) {
      case 'network':
        return route.abort('connectionreset')
      case 'no-answer':
        held.push(route)
        return
      case 'not-json':
        return route.fulfill({ status: 200, contentType: 'application/json', body: '<html>502 Bad Gateway</html>' })
      case 'wrong-shape':
        return route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify({ unexpected: 'shape' }) })
      case 'status':
        if (!only) {
          return route.fulfill({
            status: fault.status,
            contentType: 'application/json',
            body: JSON.stringify(procedures.map((p) => errorEnvelope(fault.status, p))),
          })
        }
        return replaceOne(route, procedures, only, fault.status)
    }
  }
  await page.route('**/trpc/**', handler)
  return {
    hits,
    held,
    remove: () => page.unroute('**/trpc/**', handler),
  }
}

async function replaceOne(route: Route, procedures: string[], only: string, status: 401 | 403 | 500): Promise<void> {
  const real = await route.fetch()
  const answers = (await real.json()) as unknown[]
  const index = procedures.indexOf(only)
  answers[index] = errorEnvelope(status, only)
  // tRPC answers a batch with mixed results as 207 Multi-Status.
  const allFailed = answers.every((answer) => typeof answer === 'object' && answer !== null && 'error' in answer)
  await route.fulfill({ response: real, status: allFailed ? status : 207, body: JSON.stringify(answers) })
}
