import type { ServerConfig } from '../config.ts'

/**
 * Talks to a running app as the browser does: signs in through the sign-in
 * page, sends tRPC calls with superjson's envelope, and answers status and body.
 */
export interface TrpcAnswer {
  readonly status: number
  readonly headers: Headers
  readonly body: { result?: { data: { json: Record<string, unknown> } }; error?: { json: { message: string; data: { code: string } } } }
}

/** Where the app is: a server of this process (RunningServers) or a child process's printed origin. */
type AppAt = { readonly config: Pick<ServerConfig, 'appOrigin'> }

/** Signs in through the server's sign-in page; answers the session cookie ('' when refused). */
export async function signInThrough(servers: { readonly config: Pick<ServerConfig, 'appOrigin' | 'authHost'> }, email: string): Promise<string> {
  const { appOrigin, authHost } = servers.config
  const res = await fetch(`${authHost}/login`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: authHost },
    body: new URLSearchParams({ email, password: 'any', redirect_uri: `${appOrigin}/` }).toString(),
  })
  if (res.status !== 303) return ''
  return (res.headers.get('set-cookie') ?? '').split(';')[0] ?? ''
}

/** A mutation as the browser sends it: POST, JSON, same origin. */
export async function mutate(servers: AppAt, cookie: string, path: string, input: unknown): Promise<TrpcAnswer> {
  const origin = servers.config.appOrigin
  const res = await fetch(`${origin}/trpc/${path}`, {
    method: 'POST',
    headers: { cookie, 'Content-Type': 'application/json', Origin: origin },
    body: JSON.stringify({ json: input }),
  })
  return { status: res.status, headers: res.headers, body: (await res.json()) as TrpcAnswer['body'] }
}

/** A query as the browser sends it: GET with the input in the URL. */
export async function query(servers: AppAt, cookie: string, path: string, input?: unknown): Promise<TrpcAnswer> {
  const search = input === undefined ? '' : `?input=${encodeURIComponent(JSON.stringify({ json: input }))}`
  const res = await fetch(`${servers.config.appOrigin}/trpc/${path}${search}`, { headers: { cookie } })
  return { status: res.status, headers: res.headers, body: (await res.json()) as TrpcAnswer['body'] }
}
