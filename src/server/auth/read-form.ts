import type { IncomingMessage } from 'node:http'
import { describeBytes } from '../limits.ts'

export type FormResult =
  { readonly ok: true; readonly fields: URLSearchParams } | { readonly ok: false; readonly status: 400 | 413 | 415; readonly message: string }

/**
 * Reads an `application/x-www-form-urlencoded` body of at most `limit` bytes.
 * A body over the limit is refused from its Content-Length before any of it
 * is read, or as soon as the bytes read pass the limit; nothing past the limit
 * is kept. The caller answers, then stops reading (http/stop-reading.ts).
 */
export function readForm(req: IncomingMessage, limit: number): Promise<FormResult> {
  const type = (req.headers['content-type'] ?? '').split(';')[0]?.trim().toLowerCase()
  if (type !== 'application/x-www-form-urlencoded') {
    return Promise.resolve({ ok: false, status: 415, message: 'The sign-in form must be sent as a web form.' })
  }
  const tooLarge: FormResult = { ok: false, status: 413, message: `The sign-in form is larger than the ${describeBytes(limit)} it may be.` }
  if (Number(req.headers['content-length'] ?? 0) > limit) return Promise.resolve(tooLarge)
  return new Promise((resolve) => {
    const chunks: Buffer[] = []
    let size = 0
    const onData = (chunk: Buffer) => {
      size += chunk.length
      if (size <= limit) return void chunks.push(chunk)
      req.off('data', onData)
      req.pause()
      resolve(tooLarge)
    }
    req.on('data', onData)
    req.on('end', () => resolve({ ok: true, fields: new URLSearchParams(Buffer.concat(chunks).toString('utf8')) }))
    req.on('error', () => resolve({ ok: false, status: 400, message: 'The sign-in form could not be read.' }))
  })
}
