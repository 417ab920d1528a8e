import type { LiveConnection } from './live-store.ts'
import { useLive } from './use-live.ts'

const words: Readonly<Record<LiveConnection, string>> = {
  off: '',
  connecting: '',
  live: '',
  reconnecting: 'Reconnecting…',
  offline: 'Offline',
}

/**
 * The header's quiet word on the live connection: nothing while it works (or
 * has not started), a short text while changes by others cannot arrive. The
 * status region is always there, so a screen reader hears the text appear.
 */
export function LiveIndicator() {
  const { connection } = useLive()
  return (
    <span role="status" className="live-status">
      {words[connection]}
    </span>
  )
}
