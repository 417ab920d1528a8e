import type { IncomingMessage, ServerResponse } from 'node:http'
import { kindDescriptions, notificationSettingsPath, type NotificationKind } from '../../../contracts/notifications.ts'
import { findUserById } from '../../db/users-repo.ts'
import { readBody } from '../../http/read-body.ts'
import { stopReading } from '../../http/stop-reading.ts'
import { describeBytes } from '../../limits.ts'
import { unsubscribePath, verifyUnsubscribeToken } from '../../notifications/mail/unsubscribe-token.ts'
import { escapeHtml, htmlPage, messagePage as message } from '../../pages/html.ts'
import { pageStyles } from '../../pages/page-styles.ts'
import type { ServerDeps } from '../../trpc/context.ts'
import { setEmailChoice } from './notifications.repo.ts'

/** The pages' stylesheet, beside them (the app's CSP allows only same-origin styles). */
const stylesheet = `${unsubscribePath}.css`

/** Whether the app server hands the request to `sendUnsubscribe`: before the SPA, which serves /notifications/*. */
export const isUnsubscribeRequest = (pathname: string): boolean => pathname === unsubscribePath || pathname === stylesheet

/**
 * The link of every notification mail (unsubscribe-token.ts), answered
 * without a session: mail is read where nobody is signed in.
 *
 * GET shows what the link would stop and changes nothing: mail scanners and
 * link previews follow links. POST (the page's button, or a mail program's
 * one click: `List-Unsubscribe=One-Click`, RFC 8058) turns email off for
 * exactly the token's kinds of exactly the token's person; twice is the same
 * as once. The body says nothing we need (the token is in the URL), so it is
 * only read, within the small-form limit, and dropped. A token we did not
 * sign, or one whose person is gone or disabled, changes nothing and says so.
 */
export async function sendUnsubscribe(deps: ServerDeps, req: IncomingMessage, res: ServerResponse, url: URL): Promise<void> {
  const method = req.method ?? 'GET'
  const read = method === 'GET' || method === 'HEAD'
  if (url.pathname === stylesheet && read) {
    res.writeHead(200, { 'Content-Type': 'text/css; charset=utf-8', 'Cache-Control': 'public, max-age=3600' })
    return void res.end(pageStyles)
  }
  if (url.pathname === stylesheet || (!read && method !== 'POST')) {
    res.writeHead(405, { Allow: url.pathname === stylesheet ? 'GET, HEAD' : 'GET, HEAD, POST', 'Content-Type': 'text/plain; charset=utf-8' })
    return void res.end('Method not allowed.')
  }
  if (method === 'POST') {
    const limit = deps.limits.signInBodyBytes
    const body = await readBody(req, limit)
    if (!body.ok && body.reason === 'too-large') {
      // What is left of a refused body is dropped, never kept, and the connection closed soon.
      res.once('finish', () => stopReading(req))
      return send(res, 413, messagePage('Request too large', `This request is larger than the ${describeBytes(limit)} the server takes here.`))
    }
    if (!body.ok) return send(res, 400, messagePage('Request not read', 'The request could not be read. Follow the link in the email again.'))
  }
  const token = url.searchParams.get('token') ?? ''
  const request = await verifyUnsubscribeToken(deps.db, token)
  const person = request && (await findUserById(deps.db, request.userId))
  if (!request || !person || person.disabled) return send(res, 400, invalidLinkPage)
  const kinds = [...new Set(request.kinds)]
  if (read) return send(res, 200, confirmPage(token, person.email, kinds))
  await deps.db.transaction().execute(async (trx) => {
    for (const kind of kinds) await setEmailChoice(trx, person.id, kind, 'off')
  })
  send(res, 200, donePage(person.email, kinds))
}

function send(res: ServerResponse, status: number, html: string): void {
  // The app server has already set its security headers (CSP and the rest) on `res`.
  res.writeHead(status, { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' })
  res.end(html)
}

const page = (title: string, body: string): string => htmlPage(title, body, stylesheet)

const settingsLink = `<a href="${notificationSettingsPath}">Notification settings</a>`

function kindList(kinds: readonly NotificationKind[]): string {
  return `<ul>\n${kinds.map((kind) => `<li>${escapeHtml(kindDescriptions[kind].label)}</li>`).join('\n')}\n</ul>`
}

function confirmPage(token: string, address: string, kinds: readonly NotificationKind[]): string {
  const action = `${unsubscribePath}?token=${encodeURIComponent(token)}`
  return page(
    'Stop emails',
    `<h1>Stop emails</h1>
<p>Stop emails to <strong>${escapeHtml(address)}</strong> for:</p>
${kindList(kinds)}
<form method="post" action="${escapeHtml(action)}">
<button type="submit">Stop these emails</button>
</form>
<p class="note">You keep seeing these notifications in the app. To choose email for each kind, open ${settingsLink}.</p>`,
  )
}

function donePage(address: string, kinds: readonly NotificationKind[]): string {
  return page(
    'Emails stopped',
    `<h1>Emails stopped</h1>
<p>You will no longer get these emails at <strong>${escapeHtml(address)}</strong>:</p>
${kindList(kinds)}
<p>You can change it any time in ${settingsLink}.</p>`,
  )
}

const invalidLinkPage = page(
  'Unsubscribe link not valid',
  `<h1>Unsubscribe link not valid</h1>
<p class="error" role="alert">This unsubscribe link is not valid. Nothing was changed.</p>
<p>Sign in and open ${settingsLink} to choose which emails you get.</p>`,
)

const messagePage = (title: string, text: string): string => message(title, text, stylesheet)
