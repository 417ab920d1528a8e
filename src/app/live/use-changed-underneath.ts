import { useState } from 'react'
import type { HistoryRecordType } from '../../contracts/record-history.ts'
import { changedUnderneathSentence } from './change-words.ts'
import { othersChange, useLiveSnapshot, useLiveStore } from './live-store-context.tsx'
import type { RecentChange } from './live-store.ts'

export interface ChangedUnderneath {
  readonly change: RecentChange
  /** "pat@westbrook.example ordered this request 3 s ago", its time as when it was first noticed here. */
  readonly sentence: string
}

/**
 * Whether someone else changed the record a dialog shows after the dialog
 * loaded it: a change heard for this type and id with a newer version than
 * `version`, or none (the record is gone). Kept once noticed, though the
 * store forgets it after a few seconds, until the dialog shows a newer
 * version (Reload) or another record. Own changes (another tab) are not.
 */
export function useChangedUnderneath(
  type: HistoryRecordType,
  id: string | undefined,
  version: number | undefined,
  noun: string,
): ChangedUnderneath | undefined {
  const snapshot = useLiveSnapshot()
  const selfId = useLiveStore().selfId()
  const heard = id === undefined || version === undefined ? undefined : othersChange(snapshot, selfId, type, id)
  const newer = heard && (heard.version === null || heard.version > (version ?? 0)) ? heard : undefined
  const shown = `${type}:${id ?? ''}@${version ?? ''}`
  const [noticed, setNoticed] = useState<{ readonly shown: string; readonly found: ChangedUnderneath } | undefined>()
  // When the dialog opened, on the tab's clock (the clock the store hears by): a change heard before it is that much older.
  const [openedAt] = useState(() => Date.now())
  if (newer && (noticed?.shown !== shown || noticed.found.change.eventId !== newer.eventId)) {
    // Worded once, when noticed: the alert it shows in is read out again whenever its text changes.
    const found = { change: newer, sentence: changedUnderneathSentence(newer, noun, openedAt - newer.heardAt) }
    setNoticed({ shown, found })
    return found
  }
  return noticed?.shown === shown ? noticed.found : undefined
}
