import { createTRPCClient, httpBatchLink } from '@trpc/client'
import { initTRPC, TRPCError } from '@trpc/server'
import { fetchRequestHandler } from '@trpc/server/adapters/fetch'
import superjson from 'superjson'

interface Item {
  readonly id: string
  readonly name: string
  readonly version: number
}

type Refusal = 'UNAUTHORIZED' | 'FORBIDDEN' | 'INTERNAL_SERVER_ERROR'

/**
 * A small tRPC server with one list and one versioned mutation, shaped like
 * the record procedures (list with input, rename with optimistic
 * concurrency), for testing the client data layer at the HTTP boundary
 * before the real record routers exist.
 */
export function createTestRecordsServer() {
  const items = new Map<string, Item>([['i1', { id: 'i1', name: 'Chemistry', version: 1 }]])
  const calls: string[] = []
  let refuse: Refusal | undefined
  const t = initTRPC.create({ transformer: superjson })
  const router = t.router({
    items: t.router({
      list: t.procedure
        .input((value: unknown) => value as { page: number })
        .query(({ input }) => {
          if (refuse) throw new TRPCError({ code: refuse, message: `refused (${refuse})` })
          return { page: input.page, rows: [...items.values()] }
        }),
      rename: t.procedure
        .input((value: unknown) => value as { id: string; name: string; version: number })
        .mutation(({ input }) => {
          if (refuse) throw new TRPCError({ code: refuse, message: `refused (${refuse})` })
          const item = items.get(input.id)
          if (!item) throw new TRPCError({ code: 'NOT_FOUND', message: 'No such item' })
          if (item.version !== input.version)
            throw new TRPCError({
              code: 'CONFLICT',
              message: `This item changed after you loaded it; it is now called ${item.name}. Reload to see the latest version.`,
            })
          const renamed = { ...item, name: input.name, version: item.version + 1 }
          items.set(item.id, renamed)
          return renamed
        }),
    }),
  })
  const fetch = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const url = new URL(input instanceof Request ? input.url : String(input), 'https://app.example.edu')
    calls.push(url.pathname)
    // jsdom's AbortSignal is not the one Node's Request accepts; this server never aborts.
    const { signal: _signal, ...rest } = init ?? {}
    return fetchRequestHandler({ endpoint: '/trpc', req: new Request(url, rest), router, createContext: () => ({}) })
  }
  const client = createTRPCClient<typeof router>({ links: [httpBatchLink({ url: '/trpc', transformer: superjson, fetch: fetch as typeof globalThis.fetch })] })
  return {
    client,
    calls,
    items,
    refuse(code: Refusal | undefined) {
      refuse = code
    },
    /** Someone else changes the item (its version moves on). */
    changeBehindYourBack(id: string, name: string) {
      const item = items.get(id)
      if (item) items.set(id, { ...item, name, version: item.version + 1 })
    },
  }
}

export type TestRecordsRouter = ReturnType<typeof createTestRecordsServer>['client']
