import { recordKey, type LiveChange } from '../../contracts/live.ts'

/**
 * What the live stream has told this tab, for the screens to show: the state
 * of the connection and the changes of the last few seconds (a changed row's
 * mark, a dialog's "changed under you"). Small and in the first load; the
 * stream itself (live-connection.ts) is its own chunk, started after the first
 * page has data, and writes here.
 */
export type LiveConnection = 'off' | 'connecting' | 'live' | 'reconnecting' | 'offline'

export interface RecentChange extends LiveChange {
  /** When this tab heard of it (the tab's clock), for how long its mark stays. */
  readonly heardAt: number
}

export interface LiveSnapshot {
  readonly connection: LiveConnection
  /** By `${type}:${id}`, the latest change of each record heard of in the last `recentMs`. */
  readonly recent: ReadonlyMap<string, RecentChange>
  /** The person's own access last changed (a live `access` message): who changed it, and when this tab heard it. */
  readonly access: AccessChange | undefined
}

export interface AccessChange {
  /** Null: the institution's configuration, changed by the operator. */
  readonly byEmail: string | null
  readonly heardAt: number
}

export interface LiveStore {
  getSnapshot(): LiveSnapshot
  subscribe(listener: () => void): () => void
  setConnection(connection: LiveConnection): void
  /** Changes heard from the stream: each replaces the record's earlier one. */
  heard(changes: readonly LiveChange[]): void
  /** The person's access changed: the unauthorized page can say who changed it. */
  accessChanged(byEmail: string | null): void
  /** The person's own id: their own changes (other tabs) refresh the data but are not marked as someone else's. */
  readonly selfId: () => string | undefined
}

/** How long a changed row stays marked, and a change counts as recent. */
export const recentMs = 6000

export function createLiveStore(options: { readonly now?: () => number; readonly selfId?: () => string | undefined } = {}): LiveStore {
  const now = options.now ?? Date.now
  const listeners = new Set<() => void>()
  let snapshot: LiveSnapshot = { connection: 'off', recent: new Map(), access: undefined }
  let expiry: ReturnType<typeof setTimeout> | undefined
  const emit = (next: LiveSnapshot) => {
    snapshot = next
    for (const listener of [...listeners]) listener()
  }
  const expire = () => {
    expiry = undefined
    const cutoff = now() - recentMs
    const kept = new Map([...snapshot.recent].filter(([, change]) => change.heardAt > cutoff))
    if (kept.size !== snapshot.recent.size) emit({ ...snapshot, recent: kept })
    scheduleExpiry()
  }
  const scheduleExpiry = () => {
    if (expiry !== undefined || snapshot.recent.size === 0) return
    const oldest = Math.min(...[...snapshot.recent.values()].map((change) => change.heardAt))
    expiry = setTimeout(expire, Math.max(0, oldest + recentMs - now()) + 50)
  }
  return {
    getSnapshot: () => snapshot,
    subscribe(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    setConnection(connection) {
      if (connection !== snapshot.connection) emit({ ...snapshot, connection })
    },
    heard(changes) {
      if (changes.length === 0) return
      const recent = new Map(snapshot.recent)
      const heardAt = now()
      for (const change of changes) recent.set(recordKey(change.type, change.id), { ...change, heardAt })
      emit({ ...snapshot, recent })
      scheduleExpiry()
    },
    accessChanged(byEmail) {
      emit({ ...snapshot, access: { byEmail, heardAt: now() } })
    },
    selfId: options.selfId ?? (() => undefined),
  }
}

/** How long after an `access` message a page closed by the new facts names who changed it. */
export const accessChangeNamedMs = 60_000

/** Who changed the person's access, if the stream said so lately (a page closed much later may have other reasons). */
export function accessChangedBy(snapshot: LiveSnapshot, now: number): string | undefined {
  const access = snapshot.access
  return access?.byEmail && now - access.heardAt <= accessChangeNamedMs ? access.byEmail : undefined
}
