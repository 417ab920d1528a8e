/**
 * A page's lazy chunk, fetched only after the data requests its route's loader
 * starts have left, so the data is never queued behind the chunk (issue 35:
 * the request starts no later than the chunk; the bench's navigation step
 * measures it).
 *
 * The router calls the component's importer before the loader (the loader
 * runs a microtask later) and tRPC's batch link sends on the next task, so
 * left alone the chunk always went first. Waiting two tasks puts the import
 * after the batch's send: every microtask of the loader has run by the first,
 * so the batch's timer is queued before the second. `chunkAfter` is what the
 * loader itself waits for first (the small chunk with its URL reading), so
 * the two tasks count from there (a route.ts names it `chunkAfter`).
 */
export function pageChunk<T>(load: () => Promise<T>, route: object = {}): () => Promise<T> {
  const after = chunkAfterOf(route)
  return () =>
    (after?.() ?? Promise.resolve())
      // A failed `after` fails the loader, which shows the error; the page's chunk still loads.
      .catch(() => undefined)
      .then(nextTask)
      .then(nextTask)
      .then(load)
}

/** What a page's route.ts may say about its chunk. */
export interface PageRouteOptions {
  /** What the route's loader waits for before it asks for data (a chunk of its own): the page's chunk waits too. */
  readonly chunkAfter?: () => Promise<unknown>
}

// A route.ts exports its own route options (loader, validateSearch, …); this is the one property read here.
function chunkAfterOf(route: object): PageRouteOptions['chunkAfter'] {
  const after: unknown = 'chunkAfter' in route ? route.chunkAfter : undefined
  return typeof after === 'function' ? (after as () => Promise<unknown>) : undefined
}

const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0))
