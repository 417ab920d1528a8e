import { createTRPCClient, httpBatchLink } from '@trpc/client'
import superjson from 'superjson'
import { describe, expect, it } from 'vitest'
import { policy } from '../../src/generated/policy.gen.ts'
import { permissionNames } from '../../src/generated/policy-names.gen.ts'
import { bootBatchUrl, bootCalls, emitBootPreloadUrl, type BootCall } from './emit-boot-preload.ts'

/** The URL a real @trpc/client 11 httpBatchLink with superjson requests for these calls. */
async function urlTheClientSends(calls: readonly BootCall[], url = '/trpc'): Promise<string[]> {
  const seen: string[] = []
  // Untyped: the test is about the wire format, not the router. The client is a
  // proxy on which `a.b.query(input)` calls procedure "a.b".
  const client = createTRPCClient({
    links: [
      httpBatchLink({
        url,
        transformer: superjson,
        fetch: async (input) => {
          seen.push(String(input))
          return new Response('[]', { status: 200, headers: { 'content-type': 'application/json' } })
        },
      }),
    ],
  }) as unknown as Record<string, unknown>
  await Promise.allSettled(
    calls.map((call) => {
      const procedure = call.path.split('.').reduce<unknown>((node, key) => (node as Record<string, unknown>)[key], client) as {
        query(input: unknown): Promise<unknown>
      }
      return procedure.query(call.input)
    }),
  )
  return seen
}

describe('emitBootPreloadUrl', () => {
  it('is exactly the URL httpBatchLink requests for the boot calls, in one request', async () => {
    const sent = await urlTheClientSends(bootCalls(policy))
    expect(sent).toEqual([emitBootPreloadUrl(policy)])
  })

  it('lists the boot calls in start order and asks for every permission in policy order', () => {
    const url = emitBootPreloadUrl(policy)
    expect(url.startsWith('/trpc/auth.getUser,institutionConfig.get,user.hasPermissions,featureFlags.get?batch=1&input=')).toBe(true)
    const input = JSON.parse(decodeURIComponent(url.split('&input=')[1] ?? '')) as Record<string, { json: unknown }>
    expect(input['2']?.json).toEqual([...permissionNames])
  })

  it('leaves featureFlags.get out when flags come from analytics', async () => {
    const calls = bootCalls(policy, { flagsFromServer: false })
    expect(calls.map((call) => call.path)).toEqual(['auth.getUser', 'institutionConfig.get', 'user.hasPermissions'])
    expect(await urlTheClientSends(calls)).toEqual([bootBatchUrl(calls)])
  })

  it('keeps a base URL with its own query string and trailing slash as the client does', async () => {
    const calls = bootCalls(policy)
    expect(await urlTheClientSends(calls, 'https://app.example/trpc/?v=2')).toEqual([bootBatchUrl(calls, 'https://app.example/trpc/?v=2')])
  })

  it('refuses an empty batch with a clear message', () => {
    expect(() => bootBatchUrl([])).toThrow('bootBatchUrl: no calls to batch')
  })
})
