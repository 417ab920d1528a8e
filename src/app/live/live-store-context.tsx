import { createContext, useContext, useSyncExternalStore, type ReactNode } from 'react'
import type { HistoryRecordType } from '../../contracts/record-history.ts'
import { recordKey } from '../../contracts/live.ts'
import { createLiveStore, type LiveSnapshot, type LiveStore, type RecentChange } from './live-store.ts'

/**
 * The tab's live store for the screens, by context rather than through
 * AppServices: the screens read it with the hooks below, and a tree without a
 * provider (a screen's unit test, the studio) reads an empty store that never
 * hears anything, so nothing is marked there.
 */
const emptyStore: LiveStore = createLiveStore()
const LiveStoreContext = createContext<LiveStore>(emptyStore)

export function LiveStoreProvider({ store, children }: { store: LiveStore; children: ReactNode }) {
  return <LiveStoreContext.Provider value={store}>{children}</LiveStoreContext.Provider>
}

export function useLiveStore(): LiveStore {
  return useContext(LiveStoreContext)
}

/** The store's snapshot, re-rendering when it changes (a change heard, a mark expired). */
export function useLiveSnapshot(): LiveSnapshot {
  const store = useLiveStore()
  return useSyncExternalStore(store.subscribe, store.getSnapshot, store.getSnapshot)
}

/** The record's change of the last few seconds when someone else made it: their own (another tab) is not marked. */
export function othersChange(snapshot: LiveSnapshot, selfId: string | undefined, type: HistoryRecordType, id: string): RecentChange | undefined {
  const change = snapshot.recent.get(recordKey(type, id))
  return change && change.actorId !== selfId ? change : undefined
}
