import type { IncomingMessage } from 'node:http'
import { readBody } from '../http/read-body.ts'
import { describeBytes } from '../limits.ts'

export type FormResult =
  { readonly ok: true; readonly fields: URLSearchParams } | { readonly ok: false; readonly status: 400 | 413 | 415; readonly message: string }

/**
 * Reads an `application/x-www-form-urlencoded` body of at most `limit` bytes
 * (http/read-body.ts: nothing past the limit is kept). The caller answers,
 * then stops reading (http/stop-reading.ts).
 */
export async function readForm(req: IncomingMessage, limit: number): Promise<FormResult> {
  const type = (req.headers['content-type'] ?? '').split(';')[0]?.trim().toLowerCase()
  if (type !== 'application/x-www-form-urlencoded') return { ok: false, status: 415, message: 'The sign-in form must be sent as a web form.' }
  const read = await readBody(req, limit)
  if (read.ok) return { ok: true, fields: new URLSearchParams(read.body.toString('utf8')) }
  if (read.reason === 'too-large') return { ok: false, status: 413, message: `The sign-in form is larger than the ${describeBytes(limit)} it may be.` }
  return { ok: false, status: 400, message: 'The sign-in form could not be read.' }
}
