import type { IncomingMessage } from 'node:http'

export type BodyResult = { readonly ok: true; readonly body: Buffer } | { readonly ok: false; readonly reason: 'too-large' | 'unreadable' }

/**
 * Reads a request body of at most `limit` bytes. A body over the limit is
 * refused from its Content-Length before any of it is read, or as soon as the
 * bytes read pass the limit; nothing past the limit is kept. The caller
 * answers, then stops reading (stop-reading.ts).
 */
export function readBody(req: IncomingMessage, limit: number): Promise<BodyResult> {
  if (Number(req.headers['content-length'] ?? 0) > limit) return Promise.resolve({ ok: false, reason: 'too-large' })
  return new Promise((resolve) => {
    const chunks: Buffer[] = []
    let size = 0
    const onData = (chunk: Buffer) => {
      size += chunk.length
      if (size <= limit) return void chunks.push(chunk)
      req.off('data', onData)
      req.pause()
      resolve({ ok: false, reason: 'too-large' })
    }
    req.on('data', onData)
    req.on('end', () => resolve({ ok: true, body: Buffer.concat(chunks) }))
    req.on('error', () => resolve({ ok: false, reason: 'unreadable' }))
  })
}
