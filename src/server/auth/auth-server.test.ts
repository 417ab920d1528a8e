import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { loadConfig } from '../config.ts'
import { memoryLogger } from '../logger.ts'
import { hashPassword } from './password.ts'
import { policy } from '../policy.ts'
import { startServers, type RunningServers } from '../start-servers.ts'
import { seedDemo } from '../testing/seed.ts'
import { createTestDatabase, testDatabases, type TestDatabase } from '../testing/test-databases.ts'

let temp: TestDatabase
let servers: RunningServers
let app: string
let auth: string

async function start(env: Record<string, string> = {}): Promise<void> {
  const loaded = loadConfig({ PORT: '0', AUTH_PORT: '0', ...env })
  if (!loaded.ok) throw new Error(loaded.errors.join('\n'))
  servers = await startServers({
    config: loaded.config,
    db: temp.db,
    policy,
    logger: memoryLogger(),
    distDir: `${temp.dir}/no-dist`,
    rateLimit: { maxFailures: 3, windowMs: 60_000 },
  })
  app = servers.config.appOrigin
  auth = servers.config.authHost
}

const form = (fields: Record<string, string>, origin = auth) =>
  ({
    method: 'POST',
    redirect: 'manual',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: origin },
    body: new URLSearchParams(fields).toString(),
  }) as const

const signIn = (email: string, password = 'anything', redirectUri = `${app}/booklist?term=2024`) =>
  fetch(`${auth}/login`, form({ email, password, redirect_uri: redirectUri }))

const cookieOf = (res: Response) => (res.headers.get('set-cookie') ?? '').split(';')[0] ?? ''

const getUser = (cookie: string) => fetch(`${app}/trpc/auth.getUser`, { headers: { cookie } })

describe.each(testDatabases())('the sign-in service (development) on %s', (kind) => {
  beforeAll(async () => {
    temp = await createTestDatabase(kind)
    await seedDemo(temp.db)
    await start()
  })
  afterAll(async () => {
    await servers.close()
    await temp.dispose()
  })

  it('shows a sign-in page with labelled fields, a Sign in button and the demo accounts', async () => {
    const res = await fetch(`${auth}/login?redirect_uri=${encodeURIComponent(`${app}/booklist?term=2024&x="1"`)}`)
    expect(res.status).toBe(200)
    const html = await res.text()
    expect(html).toContain('<label for="email">Email</label>')
    expect(html).toContain('<input id="email" name="email" type="email"')
    expect(html).toContain('<label for="password">Password</label>')
    expect(html).toContain('<input id="password" name="password" type="password"')
    expect(html).toContain('<button type="submit">Sign in</button>')
    expect(html).toContain(`<input type="hidden" name="redirect_uri" value="${app}/booklist?term=2024&#38;x=%221%22">`)
    for (const email of ['ana@northbridge.example', 'gia@harbour.example', 'dora@northbridge.example']) expect(html).toContain(email)
    expect(html).not.toMatch(/<script|style=|<style/)
  })

  it('sends headers that forbid script, framing and sniffing', async () => {
    const res = await fetch(`${auth}/login`)
    expect(res.headers.get('content-security-policy')).toBe(
      `default-src 'none'; style-src 'self'; img-src 'self'; form-action 'self' ${app} http://localhost:5173; frame-ancestors 'none'; base-uri 'none'`,
    )
    expect(res.headers.get('x-content-type-options')).toBe('nosniff')
    expect(res.headers.get('referrer-policy')).toBe('same-origin')
    expect(res.headers.get('cache-control')).toBe('no-store')
    const css = await fetch(`${auth}/auth.css`)
    expect([css.status, css.headers.get('content-type')]).toEqual([200, 'text/css; charset=utf-8'])
  })

  it('signs in, sets an HttpOnly SameSite=Lax cookie the app accepts, and returns to redirect_uri', async () => {
    const res = await signIn('Carla@Riverside.example')
    expect(res.status).toBe(303)
    expect(res.headers.get('location')).toBe(`${app}/booklist?term=2024`)
    expect(res.headers.get('set-cookie')).toMatch(/^adoptions_session=[A-Za-z0-9_-]{43}; Path=\/; Max-Age=43200; HttpOnly; SameSite=Lax$/)
    const user = await getUser(cookieOf(res))
    expect(user.status).toBe(200)
    expect(((await user.json()) as { result: { data: { json: unknown } } }).result.data.json).toMatchObject({
      email: 'carla@riverside.example',
      institutionId: 'riverside',
    })
  })

  it("answers the institution's branding from the data file with the user: name, logo and the accent's derived colours", async () => {
    const json = async (res: Response) => ((await res.json()) as { result: { data: { json: unknown } } }).result.data.json
    expect(await json(await getUser(cookieOf(await signIn('ana@northbridge.example'))))).toMatchObject({
      branding: {
        name: 'Northbridge University',
        logo: expect.stringMatching(/^data:image\/svg\+xml,/) as unknown,
        colours: {
          '--color-accent': '#8a1538',
          '--color-accent-strong': expect.stringMatching(/^#[0-9a-f]{6}$/) as unknown,
          '--color-accent-soft': expect.stringMatching(/^#[0-9a-f]{6}$/) as unknown,
        },
      },
    })
    expect(await json(await getUser(cookieOf(await signIn('raj@riverside.example'))))).toMatchObject({
      branding: { name: 'Riverside College', logo: null, colours: null },
    })
  })

  it('returns to the app root when no redirect_uri is given', async () => {
    const res = await fetch(`${auth}/login`, form({ email: 'raj@riverside.example', password: 'x' }))
    expect(res.headers.get('location')).toBe(`${app}/`)
  })

  it('lets a disabled account sign in; the app then answers 403', async () => {
    const res = await signIn('dora@northbridge.example')
    expect(res.status).toBe(303)
    expect((await getUser(cookieOf(res))).status).toBe(403)
  })

  it('signs out: the session ends, the cookie is cleared, and the page links to sign in again', async () => {
    const cookie = cookieOf(await signIn('finn@harbour.example'))
    expect((await getUser(cookie)).status).toBe(200)
    const res = await fetch(`${auth}/logout`, { headers: { cookie } })
    expect(res.status).toBe(200)
    expect(res.headers.get('set-cookie')).toBe('adoptions_session=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax')
    const html = await res.text()
    expect(html).toContain('<h1>You are signed out</h1>')
    expect(html).toContain(`<a href="/login?redirect_uri=${encodeURIComponent(`${app}/`)}">Sign in again</a>`)
    expect((await getUser(cookie)).status).toBe(401)
  })

  it('signs out without a session too, and ignores a hostile redirect_uri on the way', async () => {
    const res = await fetch(`${auth}/logout?redirect_uri=${encodeURIComponent('https://evil.example/')}`)
    expect(res.status).toBe(200)
    expect(await res.text()).not.toContain('evil.example')
  })

  // APP stands for the app origin, known only once the servers listen.
  it.each(['https://evil.example/', '//evil.example/', 'javascript:alert(1)', 'APP@evil.example/', 'APP\\@evil.example/', 'APP%2F@evil.example'])(
    'refuses to return to %s, on the page and on the form',
    async (pattern) => {
      const target = pattern.replace('APP', app)
      const page = await fetch(`${auth}/login?redirect_uri=${encodeURIComponent(target)}`, { redirect: 'manual' })
      expect(page.status).toBe(400)
      expect(page.headers.get('location')).toBeNull()
      const html = await page.text()
      expect(html).toContain('<h1>This sign-in link cannot be used</h1>')
      expect(html).not.toContain(`href="${target}`)
      const posted = await signIn('ana@northbridge.example', 'x', target)
      expect(posted.status).toBe(400)
      expect(posted.headers.get('location')).toBeNull()
      expect(posted.headers.get('set-cookie')).toBeNull()
    },
  )

  it.each(['https://evil.example', 'null'])('refuses a sign-in form posted with Origin %s', async (origin) => {
    const res = await fetch(`${auth}/login`, form({ email: 'ana@northbridge.example', password: 'x' }, origin))
    expect(res.status).toBe(403)
    expect(res.headers.get('set-cookie')).toBeNull()
  })

  it('asks for the email when it is missing, and escapes what was typed', async () => {
    const empty = await fetch(`${auth}/login`, form({ email: '', password: 'x' }))
    expect(empty.status).toBe(400)
    expect(await empty.text()).toContain('<p class="error" role="alert" id="sign-in-error">Enter your email address.</p>')
    const hostile = await signIn('"><script>alert(1)</script>@x.example', 'x')
    expect(hostile.status).toBe(401)
    const html = await hostile.text()
    expect(html).toContain('value="&#34;&#62;&#60;script&#62;alert(1)&#60;/script&#62;@x.example"')
    expect(html).not.toContain('<script>')
  })

  it('locks an account after repeated failures, with Retry-After', async () => {
    for (let i = 0; i < 3; i++) expect((await signIn('nobody@northbridge.example')).status).toBe(401)
    const locked = await signIn('nobody@northbridge.example')
    expect(locked.status).toBe(429)
    expect(Number(locked.headers.get('retry-after'))).toBeGreaterThan(50)
    expect(await locked.text()).toContain('Too many failed sign-in attempts for this account. Try again in 1 minute.')
  })

  it('answers other methods and paths clearly', async () => {
    expect((await fetch(`${auth}/login`, { method: 'PUT' })).status).toBe(405)
    expect((await fetch(`${auth}/nope`)).status).toBe(404)
    expect((await fetch(`${auth}/favicon.ico`)).status).toBe(204)
    expect((await fetch(`${auth}/login`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '{}' })).status).toBe(415)
    const oversized = await fetch(`${auth}/login`, form({ email: 'a@b.example', password: 'x'.repeat(20_000) }))
    expect(oversized.status).toBe(413)
    expect(await oversized.text()).toContain('The sign-in form is larger than the 16 KB it may be.')
  })

  it('refuses a huge form from its Content-Length, or once 16 KB are read, without reading the rest', async () => {
    // A stream that would send 100 MB: the answer comes long before, and the client stops there.
    let sent = 0
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        sent += 64 * 1024
        if (sent > 100 * 1024 * 1024) controller.close()
        else controller.enqueue(new Uint8Array(64 * 1024).fill(0x61))
      },
    })
    const streamed = await fetch(`${auth}/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body,
      duplex: 'half',
    } as RequestInit)
    expect(streamed.status).toBe(413)
    expect(sent).toBeLessThan(100 * 1024 * 1024)
  })
})

describe('the sign-in service (production)', () => {
  afterEach(async () => {
    await servers.close()
    await temp.dispose()
  })

  it('lists no demo accounts and refuses accounts without a password', async () => {
    temp = await createTestDatabase('sqlite')
    await seedDemo(temp.db)
    await start({ NODE_ENV: 'production' })
    const html = await (await fetch(`${auth}/login`)).text()
    expect(html).not.toContain('Demo accounts')
    expect(html).not.toContain('ana@northbridge.example')
    expect((await signIn('ana@northbridge.example', 'anything')).status).toBe(401)
  })

  it('signs in with a stored password, marks the cookie Secure on https and sets the configured Domain', async () => {
    temp = await createTestDatabase('sqlite')
    await seedDemo(temp.db)
    await start({
      NODE_ENV: 'production',
      AUTH_HOST: 'https://login.example.edu',
      SESSION_COOKIE_DOMAIN: 'example.edu',
      AUTH_REDIRECT_ALLOWLIST: 'https://adoptions.example.edu',
    })
    await temp.db
      .updateTable('users')
      .set({ password_hash: await hashPassword('finn-password') })
      .where('email', '=', 'finn@harbour.example')
      .execute()
    // The service is reached on its local port; the cookie attributes and the Origin check follow AUTH_HOST.
    const local = `http://localhost:${servers.config.authPort}`
    const fields = { email: 'finn@harbour.example', password: 'finn-password', redirect_uri: 'https://adoptions.example.edu/booklist' }
    const res = await fetch(`${local}/login`, form(fields, 'https://login.example.edu'))
    expect(res.status).toBe(303)
    expect(res.headers.get('location')).toBe('https://adoptions.example.edu/booklist')
    expect(res.headers.get('set-cookie')).toMatch(/^adoptions_session=[\w-]{43}; Path=\/; Max-Age=43200; HttpOnly; SameSite=Lax; Domain=example.edu; Secure$/)
    const out = await fetch(`${local}/logout`)
    expect(out.headers.get('set-cookie')).toBe('adoptions_session=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax; Domain=example.edu; Secure')
  })
})
