import type { IncomingMessage } from 'node:http'

export type FormResult =
  | { readonly ok: true; readonly fields: URLSearchParams }
  | { readonly ok: false; readonly status: 400 | 413 | 415; readonly message: string }

/**
 * Reads an `application/x-www-form-urlencoded` body of at most `limit` bytes.
 * An oversized body is drained, not destroyed, so the 413 answer still reaches
 * the browser.
 */
export function readForm(req: IncomingMessage, limit = 16 * 1024): Promise<FormResult> {
  const type = (req.headers['content-type'] ?? '').split(';')[0]?.trim().toLowerCase()
  if (type !== 'application/x-www-form-urlencoded') {
    req.resume()
    return Promise.resolve({ ok: false, status: 415, message: 'The sign-in form must be sent as a web form.' })
  }
  return new Promise((resolve) => {
    const chunks: Buffer[] = []
    let size = 0
    req.on('data', (chunk: Buffer) => {
      size += chunk.length
      if (size <= limit) chunks.push(chunk)
    })
    req.on('end', () => {
      if (size > limit) resolve({ ok: false, status: 413, message: 'The sign-in form is too large.' })
      else resolve({ ok: true, fields: new URLSearchParams(Buffer.concat(chunks).toString('utf8')) })
    })
    req.on('error', () => resolve({ ok: false, status: 400, message: 'The sign-in form could not be read.' }))
  })
}
