import type { IncomingMessage, ServerResponse } from 'node:http'
import { calendarTokenOf } from '../../../contracts/calendar.ts'
import { personalCalendar } from '../../terms/calendar-feed.ts'
import type { ServerDeps } from '../../trpc/context.ts'
import { userOfCalendarToken } from './calendar-feeds.repo.ts'

/** Whether the app server hands the request to `sendCalendarFeed`: a feed address, before the SPA. */
export const isCalendarFeedRequest = (pathname: string): boolean => pathname.startsWith('/calendar/')

/**
 * A person's calendar feed (`/calendar/<token>.ics`), answered without a
 * session: calendar programs fetch it on their own schedule. The token is
 * the authority and all it reads is that person's deadlines; an unknown,
 * reset or malformed token, or a disabled person, is a plain 404 that says
 * nothing of who it was. Never cached by a shared cache: the address is a secret.
 */
export async function sendCalendarFeed(deps: ServerDeps, req: IncomingMessage, res: ServerResponse, url: URL, appOrigin: string): Promise<void> {
  const method = req.method ?? 'GET'
  if (method !== 'GET' && method !== 'HEAD') {
    res.writeHead(405, { Allow: 'GET, HEAD', 'Content-Type': 'text/plain; charset=utf-8' })
    return void res.end('Method not allowed.')
  }
  const token = calendarTokenOf(url.pathname)
  const userId = token === undefined ? undefined : await userOfCalendarToken(deps.db, token)
  const calendar = userId === undefined ? undefined : await personalCalendar(deps.db, deps.policy, userId, { now: deps.now(), appOrigin })
  if (calendar === undefined) {
    res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' })
    return void res.end('There is no calendar at this address. It may have been reset: copy the new address from your Notification settings.')
  }
  res.writeHead(200, {
    'Content-Type': 'text/calendar; charset=utf-8',
    'Content-Disposition': 'inline; filename="adoptions-deadlines.ics"',
    'Cache-Control': 'private, no-cache',
    'X-Robots-Tag': 'noindex',
  })
  res.end(method === 'HEAD' ? undefined : calendar)
}
