import type { Query, QueryClient } from '@tanstack/react-query'
import type { HistoryRecordType } from '../../contracts/record-history.ts'
import { namespacesFor } from './live-refetch-map.ts'

/** How long heard changes are gathered before the queries showing them are refetched. */
export const coalesceMs = 100

export interface LiveInvalidator {
  /** Records of these types changed: the queries of the namespaces showing them are refetched. */
  changed(types: readonly HistoryRecordType[]): void
  /** The tab missed more than the server replays: every query is read again. */
  everything(): void
  dispose(): void
}

/**
 * Refetches what the live stream says changed, gathered over a short window:
 * an upload's burst of messages, or a replay after a reconnect, refetches each
 * query once. Boot queries (user, facts) are never touched here: access
 * changes come as their own message, and rereading them would re-decide the
 * page on screen for nothing.
 */
export function createLiveInvalidator(queryClient: QueryClient, { windowMs = coalesceMs } = {}): LiveInvalidator {
  let namespaces = new Set<string>()
  let all = false
  let timer: ReturnType<typeof setTimeout> | undefined
  const flush = () => {
    timer = undefined
    const wanted = namespaces
    const everything = all
    namespaces = new Set()
    all = false
    void queryClient.invalidateQueries({
      predicate: (query) => !isBoot(query) && (everything || wanted.has(namespaceOf(query.queryKey) ?? '')),
    })
  }
  const schedule = () => {
    timer ??= setTimeout(flush, windowMs)
  }
  return {
    changed(types) {
      for (const namespace of namespacesFor(types)) namespaces.add(namespace)
      if (namespaces.size > 0) schedule()
    },
    everything() {
      all = true
      schedule()
    },
    dispose() {
      if (timer !== undefined) clearTimeout(timer)
      timer = undefined
    },
  }
}

function isBoot(query: Query): boolean {
  return query.meta?.['boot'] === true
}

/** A tRPC query key starts with its path: [['requests', 'list'], { input, type }]. */
export function namespaceOf(queryKey: readonly unknown[]): string | undefined {
  const path = queryKey[0]
  return Array.isArray(path) && typeof path[0] === 'string' ? path[0] : undefined
}
