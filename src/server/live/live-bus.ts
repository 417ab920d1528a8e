/**
 * How the servers sharing one database tell each other that records changed.
 * A note carries ids only, never record text: each server reads the events
 * (and the records they are about) from the database and decides, person by
 * person, who may hear of them (live-hub.ts).
 *
 * SQLite: one process, an in-process bus. PostgreSQL: LISTEN/NOTIFY
 * (postgres-live-bus.ts), so a change committed through server A reaches a
 * browser connected to server B.
 */
export type LiveNote =
  /** Record events committed, as runs of ids `[from, to]` (an upload's thousands of events are one run). */
  | { readonly events: readonly (readonly [number, number])[] }
  /** An institution's flags or configuration changed: everyone of it reads their access again. */
  | { readonly institution: string }
  /** This server may have missed notes (its LISTEN connection dropped): it reads every event after the last it handled. */
  | { readonly gap: true }

export interface LiveBus {
  /** Tells every server (this one included). Called after the change committed; never throws. */
  publish(note: LiveNote): Promise<void>
  /** Listens for notes; answers the function that stops listening. */
  listen(listener: (note: LiveNote) => void): () => void
  close(): Promise<void>
}

/** The bus of one process: SQLite's, and the tests'. */
export function memoryLiveBus(): LiveBus {
  const listeners = new Set<(note: LiveNote) => void>()
  return {
    async publish(note) {
      // After the caller's commit, on a later tick: a listener never runs inside the write's call stack.
      await Promise.resolve()
      for (const listener of [...listeners]) listener(note)
    },
    listen(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    async close() {
      listeners.clear()
    },
  }
}

/** Ids as ascending runs `[from, to]`: 1,2,3,7 → [[1,3],[7,7]]. */
export function idRuns(ids: readonly number[]): [number, number][] {
  const sorted = [...new Set(ids)].sort((a, b) => a - b)
  const runs: [number, number][] = []
  for (const id of sorted) {
    const last = runs.at(-1)
    if (last && id === last[1] + 1) last[1] = id
    else runs.push([id, id])
  }
  return runs
}

/** The most runs one note lists; more (ids scattered by concurrent writers) become one run from the first to the last. */
export const maxRunsPerNote = 200

/** The note of one commit's events. Well under PostgreSQL's 8000-byte NOTIFY payload: 200 runs of two ids. */
export function eventsNote(ids: readonly number[]): LiveNote | undefined {
  const runs = idRuns(ids)
  const first = runs[0]
  const last = runs.at(-1)
  if (!first || !last) return undefined
  return { events: runs.length <= maxRunsPerNote ? runs : [[first[0], last[1]]] }
}

/** A note read back from the wire (NOTIFY's text); anything else is dropped. */
export function parseNote(text: string): LiveNote | undefined {
  try {
    const value: unknown = JSON.parse(text)
    if (typeof value !== 'object' || value === null) return undefined
    if ('institution' in value && typeof value.institution === 'string') return { institution: value.institution }
    if ('events' in value && Array.isArray(value.events)) {
      const runs = value.events.filter(
        (run): run is [number, number] => Array.isArray(run) && run.length === 2 && run.every((id) => Number.isSafeInteger(id)) && run[0] <= run[1],
      )
      return runs.length > 0 ? { events: runs } : undefined
    }
    return undefined
  } catch {
    return undefined
  }
}
