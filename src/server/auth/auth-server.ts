import type { IncomingMessage, RequestListener, ServerResponse } from 'node:http'
import type { ServerConfig } from '../config.ts'
import type { AppDb } from '../db/schema.ts'
import { listUsers } from '../db/users-repo.ts'
import { requestUrl } from '../http/request-url.ts'
import { stopReading } from '../http/stop-reading.ts'
import type { Logger } from '../logger.ts'
import { authSecurityHeaders } from './auth-headers.ts'
import { pageStyles } from '../pages/page-styles.ts'
import { authStylesheet, loginPage, messagePage, refusedRedirectPage, signedOutPage, type DemoAccount } from './pages.ts'
import { readForm } from './read-form.ts'
import { checkRedirect } from './redirect-allow-list.ts'
import { clearedSessionCookie, readSessionToken, sessionCookie, type CookieOptions } from './session-cookie.ts'
import { endSession, sessionLifetimeMs, startSession } from './sessions.ts'
import { defaultRateLimit, signIn, type RateLimit } from './sign-in.ts'

export interface AuthServiceDeps {
  readonly db: AppDb
  readonly config: Pick<ServerConfig, 'appOrigin' | 'authHost' | 'redirectAllowList' | 'sessionCookieDomain' | 'production' | 'limits'>
  readonly logger: Logger
  readonly now?: () => number
  readonly rateLimit?: RateLimit
}

/** The sign-in service: GET/POST /login, GET /logout and its stylesheet. */
export function createAuthHandler(deps: AuthServiceDeps): RequestListener {
  const { db, config, logger } = deps
  const now = deps.now ?? Date.now
  const headers = authSecurityHeaders(config.redirectAllowList)
  const cookieOptions: CookieOptions = { domain: config.sessionCookieDomain, secure: config.authHost.startsWith('https:') }
  const defaultReturn = `${config.appOrigin}/`

  const send = (res: ServerResponse, status: number, html: string, extra: Record<string, string | string[]> = {}) => {
    res.writeHead(status, { ...headers, 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store', ...extra })
    res.end(html)
  }
  const demoAccounts = async (): Promise<DemoAccount[]> => (config.production ? [] : listUsers(db))

  const showLogin = async (req: IncomingMessage, res: ServerResponse, url: URL) => {
    const decision = checkRedirect(url.searchParams.get('redirect_uri') ?? defaultReturn, config.redirectAllowList)
    if (!decision.ok) return send(res, 400, refusedRedirectPage(decision.reason, config.appOrigin))
    send(res, 200, loginPage({ redirectUri: decision.url, demoAccounts: await demoAccounts() }))
  }

  const submitLogin = async (req: IncomingMessage, res: ServerResponse) => {
    // Refuses forms posted from other sites (login CSRF); browsers always send Origin on POST.
    const origin = req.headers.origin
    if (origin !== undefined && origin !== config.authHost) {
      return send(res, 403, messagePage('Sign-in refused', 'This sign-in form was sent from another site.'))
    }
    const form = await readForm(req, config.limits.signInBodyBytes)
    if (!form.ok) {
      // What is left of a refused body is dropped, never kept, and the connection closed soon.
      res.once('finish', () => stopReading(req))
      return send(res, form.status, messagePage('Sign-in failed', form.message))
    }
    const decision = checkRedirect(form.fields.get('redirect_uri') ?? defaultReturn, config.redirectAllowList)
    if (!decision.ok) return send(res, 400, refusedRedirectPage(decision.reason, config.appOrigin))
    const email = (form.fields.get('email') ?? '').trim().slice(0, 320)
    const password = (form.fields.get('password') ?? '').slice(0, 1024)
    const again = async (status: number, error: string, extra: Record<string, string> = {}) =>
      send(res, status, loginPage({ redirectUri: decision.url, email, error, demoAccounts: await demoAccounts() }), extra)
    if (email === '') return again(400, 'Enter your email address.')
    const result = await signIn(db, email, password, {
      rateLimit: deps.rateLimit ?? defaultRateLimit,
      allowPasswordless: !config.production,
      now,
    })
    if (!result.ok && result.reason === 'rate-limited') {
      const seconds = Math.ceil(result.retryAfterMs / 1000)
      const minutes = Math.ceil(seconds / 60)
      return again(429, `Too many failed sign-in attempts for this account. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`, {
        'Retry-After': String(seconds),
      })
    }
    if (!result.ok) return again(401, 'The email or password is not correct.')
    const session = await startSession(db, result.userId, now())
    // 303 turns the POST into a GET of the app page.
    send(res, 303, '', {
      Location: decision.url,
      'Set-Cookie': sessionCookie(session.token, Math.floor(sessionLifetimeMs / 1000), cookieOptions),
    })
  }

  const logout = async (req: IncomingMessage, res: ServerResponse, url: URL) => {
    const token = readSessionToken(req.headers.cookie)
    if (token) await endSession(db, token)
    const back = checkRedirect(url.searchParams.get('redirect_uri') ?? defaultReturn, config.redirectAllowList)
    const signInHref = `/login?redirect_uri=${encodeURIComponent(back.ok ? back.url : defaultReturn)}`
    send(res, 200, signedOutPage(signInHref), { 'Set-Cookie': clearedSessionCookie(cookieOptions) })
  }

  const route = async (req: IncomingMessage, res: ServerResponse) => {
    const url = requestUrl(req)
    if (!url) return send(res, 400, messagePage('Bad request', 'This address cannot be served.'))
    const method = req.method ?? 'GET'
    const read = method === 'GET' || method === 'HEAD'
    if (url.pathname === '/login' && read) return showLogin(req, res, url)
    if (url.pathname === '/login' && method === 'POST') return submitLogin(req, res)
    if (url.pathname === '/logout' && read) return logout(req, res, url)
    if (url.pathname === authStylesheet && read) {
      res.writeHead(200, { ...headers, 'Content-Type': 'text/css; charset=utf-8', 'Cache-Control': 'public, max-age=3600' })
      return res.end(pageStyles)
    }
    if (url.pathname === '/' && read) return send(res, 302, '', { Location: '/login' })
    // Browsers ask for it on every page; an empty answer keeps a 404 out of their consoles.
    if (url.pathname === '/favicon.ico' && read) {
      res.writeHead(204, { ...headers, 'Cache-Control': 'public, max-age=86400' })
      return res.end()
    }
    if (url.pathname === '/login' || url.pathname === '/logout') {
      return send(res, 405, messagePage('Method not allowed', `${method} is not supported here.`), {
        Allow: url.pathname === '/login' ? 'GET, HEAD, POST' : 'GET, HEAD',
      })
    }
    send(res, 404, messagePage('Page not found', 'The sign-in service has no page at this address.'))
  }

  return (req, res) => {
    route(req, res).catch((error: unknown) => {
      logger.error(`Sign-in service: ${req.method ?? ''} ${req.url ?? ''} failed`, error)
      if (!res.headersSent) send(res, 500, messagePage('Something went wrong', 'The sign-in service could not complete this request. Try again.'))
      else res.end()
    })
  }
}
