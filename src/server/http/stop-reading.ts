import type { IncomingMessage } from 'node:http'

/** How long a refused body may keep arriving before the connection is cut. */
const lingerMs = 2000
/** How much of a refused body is read (and dropped) at most before the connection is cut. */
const dropBytes = 1024 * 1024

/**
 * After a refusal of an oversized body: drop what still arrives, without
 * keeping it, and close the connection once 1 MB more has come or 2 s have
 * passed, whichever is first. Closing at once would make the client's TCP
 * stack reset the connection while it is still sending, and the client could
 * lose the answer that says why (a "lingering close"); reading on for ever
 * would let a client keep the server busy with a body it already refused.
 */
export function stopReading(req: IncomingMessage): void {
  if (req.complete || req.destroyed) return
  let dropped = 0
  const cut = () => req.socket.destroy()
  const timer = setTimeout(cut, lingerMs)
  timer.unref()
  req.on('data', (chunk: Buffer) => {
    dropped += chunk.length
    if (dropped > dropBytes) cut()
  })
  req.once('end', () => clearTimeout(timer))
  req.once('close', () => clearTimeout(timer))
  req.resume()
}
