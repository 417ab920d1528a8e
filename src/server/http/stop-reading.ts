import type { IncomingMessage } from 'node:http'

/** How long a refused body may keep arriving (read and dropped) before the connection is cut. */
const lingerMs = 2000

/**
 * After a refusal of an oversized body: drop what still arrives, without
 * keeping it, and close the connection soon. Closing at once would make the
 * client's TCP stack reset the connection while it is still sending, and the
 * client could lose the answer that says why (a "lingering close").
 */
export function stopReading(req: IncomingMessage): void {
  if (req.complete || req.destroyed) return
  const timer = setTimeout(() => req.socket.destroy(), lingerMs)
  timer.unref()
  req.once('end', () => clearTimeout(timer))
  req.once('close', () => clearTimeout(timer))
  req.resume()
}
