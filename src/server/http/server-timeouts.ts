import type { ServerOptions } from 'node:http'
import type { Limits } from '../limits.ts'

/**
 * The time limits of issue 24 as options of `http.createServer`: a client
 * that sends its headers or its body too slowly, or keeps an idle connection
 * open, is disconnected instead of holding a socket for ever.
 */
export function serverTimeouts(limits: Pick<Limits, 'headersTimeoutMs' | 'requestTimeoutMs' | 'keepAliveTimeoutMs'>): ServerOptions {
  return {
    headersTimeout: limits.headersTimeoutMs,
    requestTimeout: limits.requestTimeoutMs,
    keepAliveTimeout: limits.keepAliveTimeoutMs,
    // Node looks for connections past headersTimeout or requestTimeout only
    // every connectionsCheckingInterval ms (30 s by default), so a slow client
    // could outlive its limit by up to that much. Checking every second (more
    // often when the limits are shorter) enforces them promptly; a check only
    // walks the open connections, so it costs next to nothing.
    connectionsCheckingInterval: Math.max(10, Math.min(1000, Math.floor(limits.headersTimeoutMs / 2))),
  }
}
