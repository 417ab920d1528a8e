import { initTRPC } from '@trpc/server'
import superjson from 'superjson'
import { z } from 'zod'
import { plainMessages } from '../../contracts/plain-messages.ts'
import type { Context } from './context.ts'
import { formatError } from './error-formatter.ts'

// Every input the server parses says its refusals in the forms' sentences, never zod's type talk
// ("expected number, received NaN"); a schema's own message still wins (zod's order).
z.config({ customError: plainMessages })

const t = initTRPC.context<Context>().create({
  transformer: superjson,
  errorFormatter: formatError,
  // Never put stack traces in error shapes, whatever NODE_ENV says.
  isDev: false,
  // The live stream (routers/live.ts): a comment every 10 s keeps proxies and the tab's watchdog from thinking it
  // dead, and the tab reconnects after 25 s of silence. How long one stream may last is the hub's (LIVE_STREAM_MAX_MS).
  sse: {
    ping: { enabled: true, intervalMs: 10_000 },
    client: { reconnectAfterInactivityMs: 25_000 },
  },
})

export const router = t.router
export const middleware = t.middleware
export const createCallerFactory = t.createCallerFactory
/** Only access.ts (people) and harvester-access.ts (COUNTER API keys) build on this; procedures use their builders. */
export const baseProcedure = t.procedure
