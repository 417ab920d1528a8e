import { timingSafeEqual } from 'node:crypto'
import type { IncomingMessage } from 'node:http'

export const TOKEN_HEADER = 'x-studio-token'

/**
 * Why a request to the studio is refused, or undefined when it may go on.
 * The studio writes files, so a page on another origin must not reach it:
 *  - Host must be the loopback address we listen on (defeats DNS rebinding);
 *  - Origin, when the browser sends one, must be ours, and a cross-site fetch
 *    (Sec-Fetch-Site) is refused even without it;
 *  - every API call carries the random token from the printed URL in a header,
 *    which a cross-origin form or image cannot set.
 */
export function refusal(request: IncomingMessage, port: number, token: string, api: boolean): { status: number; message: string } | undefined {
  const allowedHosts = [`127.0.0.1:${port}`, `localhost:${port}`]
  if (!allowedHosts.includes(request.headers.host ?? '')) return { status: 403, message: 'the studio answers only on its loopback address' }
  const origin = request.headers.origin
  if (origin !== undefined && !allowedHosts.some((host) => origin === `http://${host}`)) return { status: 403, message: `requests from ${origin} are refused` }
  const site = request.headers['sec-fetch-site']
  if (site !== undefined && site !== 'same-origin' && site !== 'none') return { status: 403, message: `${site} requests are refused` }
  if (api && !sameToken(request.headers[TOKEN_HEADER], token))
    return { status: 401, message: 'missing or wrong studio token: open the URL that `npm run studio` printed' }
  return undefined
}

function sameToken(given: string | string[] | undefined, token: string): boolean {
  if (typeof given !== 'string') return false
  const a = Buffer.from(given)
  const b = Buffer.from(token)
  return a.length === b.length && timingSafeEqual(a, b)
}
