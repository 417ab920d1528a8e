import { expect, test } from 'vitest'
import { createTrpcClient } from './trpc-client.ts'

test('the batch link never puts more calls in one request than the server takes', async () => {
  const batches: string[][] = []
  const fetch = (input: RequestInfo | URL) => {
    const url = new URL(String(input))
    const paths = url.pathname.replace(/^\/trpc\//, '').split(',')
    batches.push(paths)
    return Promise.resolve(
      new Response(JSON.stringify(paths.map(() => ({ result: { data: { json: null } } }))), { headers: { 'content-type': 'application/json' } }),
    )
  }
  const client = createTrpcClient({ url: 'http://app.example.edu/trpc', fetch: fetch as typeof globalThis.fetch, maxBatchCalls: 20 })
  await Promise.all(Array.from({ length: 45 }, () => client.auth.getUser.query()))
  expect(batches.map((paths) => paths.length)).toEqual([20, 20, 5])
})
