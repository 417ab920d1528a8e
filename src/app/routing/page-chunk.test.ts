import { describe, expect, it } from 'vitest'
import { pageChunk } from './page-chunk.ts'

/**
 * The router's order (router-core load-client.js): it starts the loader in a
 * microtask, then asks the component's importer at once; tRPC's batch link
 * sends on the next task, after a few promise hops of React Query and tRPC.
 */
async function navigate(route: object, loader: (log: string[]) => Promise<void>): Promise<string[]> {
  const log: string[] = []
  void Promise.resolve().then(() => loader(log))
  await pageChunk(async () => log.push('chunk requested'), route)()
  return log
}

/** A loader's request: some promise hops, then the batch link's send on the next task. */
async function startRequest(log: string[]): Promise<void> {
  for (let hop = 0; hop < 5; hop++) await Promise.resolve()
  setTimeout(() => log.push('data request sent'), 0)
}

describe('pageChunk', () => {
  it("asks for the page's chunk only after the loader's data request has left", async () => {
    expect(await navigate({}, startRequest)).toEqual(['data request sent', 'chunk requested'])
  })

  it('waits for what the loader waits for first (chunkAfter), then for the request', async () => {
    let release!: () => void
    const listChunk = new Promise<void>((resolve) => (release = resolve))
    const route = { chunkAfter: () => listChunk }
    const done = navigate(route, async (log) => {
      await listChunk
      await startRequest(log)
    })
    setTimeout(release, 20)
    expect(await done).toEqual(['data request sent', 'chunk requested'])
  })

  it('still loads the page when what it waits for fails (the loader shows that error)', async () => {
    const route = { chunkAfter: () => Promise.reject(new Error('offline')) }
    expect(await navigate(route, async () => undefined)).toEqual(['chunk requested'])
  })

  it('loads at once, a task or two later, when the loader asks for nothing', async () => {
    expect(await navigate({ loader: () => undefined }, async () => undefined)).toEqual(['chunk requested'])
  })
})
