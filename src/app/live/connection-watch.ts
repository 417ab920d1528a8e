import type { LiveStore } from './live-store.ts'

/** How long the stream may be down before the header says so: a brief reconnect shows nothing. */
export const reconnectGraceMs = 3000

/** The browser's online state and its online/offline events (window in the app, a fake in tests). */
export interface NetworkPort {
  readonly isOnline: () => boolean
  readonly onChange: (listener: () => void) => () => void
}

export interface ConnectionWatch {
  /** The stream is open (started, or a message arrived). */
  connected(): void
  /** The stream is down; the transport, or the connection code, is opening it again. */
  lost(): void
  dispose(): void
}

/**
 * Turns the stream's ups and downs into the store's connection state:
 * `reconnecting` only after `graceMs` without a connection, `offline` at once
 * when the browser says so, and back to `live` with the first sign of life.
 */
export function watchConnection(store: LiveStore, network: NetworkPort, { graceMs = reconnectGraceMs } = {}): ConnectionWatch {
  let timer: ReturnType<typeof setTimeout> | undefined
  let up = false
  const cancel = () => {
    if (timer !== undefined) clearTimeout(timer)
    timer = undefined
  }
  const startGrace = () => {
    timer ??= setTimeout(() => {
      timer = undefined
      if (!up && network.isOnline()) store.setConnection('reconnecting')
    }, graceMs)
  }
  store.setConnection(network.isOnline() ? 'connecting' : 'offline')
  startGrace()
  const stopListening = network.onChange(() => {
    if (!network.isOnline()) {
      up = false
      cancel()
      store.setConnection('offline')
    } else if (!up) {
      // Back online after a while away: say so until the stream answers again.
      store.setConnection('reconnecting')
    }
  })
  return {
    connected() {
      up = true
      cancel()
      store.setConnection('live')
    },
    lost() {
      up = false
      if (!network.isOnline()) store.setConnection('offline')
      else startGrace()
    },
    dispose() {
      cancel()
      stopListening()
    },
  }
}

/** The browser's own: navigator.onLine and the window's online/offline events. */
export function browserNetwork(): NetworkPort {
  return {
    isOnline: () => navigator.onLine !== false,
    onChange(listener) {
      window.addEventListener('online', listener)
      window.addEventListener('offline', listener)
      return () => {
        window.removeEventListener('online', listener)
        window.removeEventListener('offline', listener)
      }
    },
  }
}
