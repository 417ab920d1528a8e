import { request as httpRequest } from 'node:http'
import { mkdirSync, utimesSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { memoryLogger } from '../logger.ts'
import { policy } from '../policy.ts'
import { listen, type Listening } from '../testing/listen.ts'
import { seedDemo } from '../testing/seed.ts'
import { createTestDatabase, type TestDatabase } from '../testing/test-databases.ts'
import type { ServerDeps } from '../trpc/context.ts'
import { createAppHandler } from './app-server.ts'
import { defaultLimits } from '../limits.ts'

const indexHtml = '<!doctype html><html><head><script type="module" src="/assets/app-abc123.js"></script></head><body><div id="root"></div></body></html>'
const browser = {
  authHost: 'https://login.example.edu',
  posthogKey: 'phc_test',
  posthogHost: 'https://eu.i.posthog.com',
  sentryDsn: 'https://abc@o1.ingest.sentry.io/42',
  cspConnectSrc: ['https://cdn.example.edu'],
}
// What the server sends for index.html: the build's file with the run-time config first in <head>.
const servedIndex = indexHtml.replace(
  '<head>',
  '<head>\n    <meta name="adoptions-config" ' +
    'content="{&#34;authHost&#34;:&#34;https://login.example.edu&#34;,&#34;posthogKey&#34;:&#34;phc_test&#34;,' +
    '&#34;posthogHost&#34;:&#34;https://eu.i.posthog.com&#34;,&#34;sentryDsn&#34;:&#34;https://abc@o1.ingest.sentry.io/42&#34;}">',
)
const bundle = `console.log(${JSON.stringify('adoptions '.repeat(400))})\n`

let temp: TestDatabase
let deps: ServerDeps & { logger: ReturnType<typeof memoryLogger> }
let app: Listening

beforeAll(async () => {
  temp = await createTestDatabase('sqlite')
  deps = { db: temp.db, policy, logger: memoryLogger(), now: Date.now, limits: defaultLimits }
  await seedDemo(temp.db)
  const dist = join(temp.dir, 'dist')
  mkdirSync(join(dist, 'assets'), { recursive: true })
  writeFileSync(join(dist, 'index.html'), indexHtml)
  writeFileSync(join(dist, 'assets', 'app-abc123.js'), bundle)
  // The build's Zopfli copies (scripts/build/precompress-plugin.ts): one fresh, one older than its file.
  // Each is real gzip of its file, with a marker in the header's file name to tell it from the server's own.
  writeFileSync(join(dist, 'assets', 'fresh-abc123.js'), bundle)
  writeFileSync(join(dist, 'assets', 'fresh-abc123.js.gz'), gzipWithName(bundle, 'precompressed'))
  writeFileSync(join(dist, 'assets', 'stale-abc123.js'), bundle)
  writeFileSync(join(dist, 'assets', 'stale-abc123.js.gz'), gzipWithName('old content', 'precompressed'))
  const past = new Date(Date.now() - 60_000)
  utimesSync(join(dist, 'assets', 'stale-abc123.js.gz'), past, past)
  writeFileSync(join(dist, 'robots.txt'), 'User-agent: *\n')
  writeFileSync(join(dist, '.env'), 'SECRET=1\n')
  app = await listen(() => createAppHandler({ deps, distDir: dist, config: browser, appOrigins: ['http://localhost:3000'] }))
})
afterAll(async () => {
  await app.close()
  await temp.dispose()
})

/** Gzip whose header names a file (FNAME), so a test can tell whose compression was sent. */
function gzipWithName(text: string, name: string): Buffer {
  const plain = gzipSync(text)
  // Header: magic, method, flags (FNAME = 8), mtime, xfl, os; then the zero-terminated name.
  const header = Buffer.from(plain.subarray(0, 10))
  header[3] = 8
  return Buffer.concat([header, Buffer.from(`${name}\0`, 'latin1'), plain.subarray(10)])
}

/** A request with the path sent exactly as written (fetch would normalise `..`). */
function raw(
  path: string,
  headers: Record<string, string> = {},
  method = 'GET',
): Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: Buffer }> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(`${app.origin}/`, { path, method, headers }, (res) => {
      const chunks: Buffer[] = []
      res.on('data', (chunk: Buffer) => chunks.push(chunk))
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }))
    })
    req.on('error', reject)
    req.end()
  })
}

describe('the built SPA', () => {
  it('is served with the security headers', async () => {
    const res = await raw('/')
    expect(res.status).toBe(200)
    expect(res.body.toString()).toBe(servedIndex)
    expect(res.headers['content-security-policy']).toBe(
      "default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' data:; font-src 'self'; " +
        "connect-src 'self' https://cdn.example.edu https://eu.i.posthog.com https://o1.ingest.sentry.io; " +
        "worker-src 'self' blob:; object-src 'none'; base-uri 'self'; form-action 'self'; frame-ancestors 'none'",
    )
    expect(res.headers['x-content-type-options']).toBe('nosniff')
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin')
    expect(res.headers['x-frame-options']).toBe('DENY')
    expect(res.headers['cache-control']).toBe('no-cache')
  })

  it('hands the run-time config to the browser in a meta tag it can parse', async () => {
    const html = (await raw('/')).body.toString()
    const content = /<meta name="adoptions-config" content="([^"]*)">/.exec(html)?.[1] ?? ''
    const decoded = content.replace(/&#(\d+);/g, (_, code: string) => String.fromCharCode(Number(code)))
    expect(JSON.parse(decoded)).toEqual({
      authHost: 'https://login.example.edu',
      posthogKey: 'phc_test',
      posthogHost: 'https://eu.i.posthog.com',
      sentryDsn: 'https://abc@o1.ingest.sentry.io/42',
    })
  })

  it('changes the ETag of index.html when the run-time config changes', async () => {
    const other = await listen(() =>
      createAppHandler({ deps, distDir: join(temp.dir, 'dist'), config: { ...browser, authHost: 'https://sso.example.edu' }, appOrigins: [] }),
    )
    try {
      const [a, b] = await Promise.all([raw('/'), fetch(`${other.origin}/`)])
      expect(a.headers.etag).toMatch(/^W\/"[0-9a-f]+-[0-9a-f]+-[0-9a-f]{8}"$/)
      expect(b.headers.get('etag')).not.toBe(a.headers.etag)
      expect(await b.text()).toContain('sso.example.edu')
    } finally {
      await other.close()
    }
  })

  it('answers client routes with index.html', async () => {
    for (const path of ['/booklist', '/booklist/upload/42', '/analytics/spend?x=1', '/no/such/page']) {
      const res = await raw(path)
      expect([path, res.status, res.body.toString()]).toEqual([path, 200, servedIndex])
    }
  })

  it('serves hashed assets for a year, compressed when the browser accepts it', async () => {
    const plain = await raw('/assets/app-abc123.js')
    expect(plain.headers['cache-control']).toBe('public, max-age=31536000, immutable')
    expect(plain.headers['content-type']).toBe('text/javascript; charset=utf-8')
    expect(plain.headers['content-encoding']).toBeUndefined()
    expect(plain.body.toString()).toBe(bundle)
    const br = await raw('/assets/app-abc123.js', { 'Accept-Encoding': 'gzip, deflate, br' })
    expect(br.headers['content-encoding']).toBe('br')
    expect(br.body.length).toBeLessThan(bundle.length / 5)
    expect(brotliDecompressSync(br.body).toString()).toBe(bundle)
    const gzip = await raw('/assets/app-abc123.js', { 'Accept-Encoding': 'gzip' })
    expect(gunzipSync(gzip.body).toString()).toBe(bundle)
    expect(gzip.headers.vary).toBe('Accept-Encoding')
  })

  it("sends the build's precompressed gzip when it is newer than its file, and compresses itself otherwise", async () => {
    const fresh = await raw('/assets/fresh-abc123.js', { 'Accept-Encoding': 'gzip' })
    expect(fresh.headers['content-encoding']).toBe('gzip')
    expect(fresh.body.equals(gzipWithName(bundle, 'precompressed'))).toBe(true)
    const stale = await raw('/assets/stale-abc123.js', { 'Accept-Encoding': 'gzip' })
    expect(stale.headers['content-encoding']).toBe('gzip')
    expect(gunzipSync(stale.body).toString()).toBe(bundle)
    // A browser that takes Brotli gets Brotli, which is smaller still.
    const br = await raw('/assets/fresh-abc123.js', { 'Accept-Encoding': 'gzip, br' })
    expect(br.headers['content-encoding']).toBe('br')
  })

  it('answers 304 when the browser has the current version', async () => {
    const first = await raw('/assets/app-abc123.js')
    const again = await raw('/assets/app-abc123.js', { 'If-None-Match': String(first.headers.etag) })
    expect(again.status).toBe(304)
    expect(again.body.length).toBe(0)
  })

  it('serves other files with a short cache', async () => {
    const res = await raw('/robots.txt')
    expect([res.status, res.headers['cache-control'], res.body.toString()]).toEqual([200, 'public, max-age=0, must-revalidate', 'User-agent: *\n'])
  })

  it('answers 404, not index.html, for a missing file', async () => {
    expect((await raw('/assets/missing-123.js')).status).toBe(404)
  })

  it('answers an empty 204 for a favicon the build does not have', async () => {
    expect((await raw('/favicon.ico')).status).toBe(204)
  })

  it.each([
    '/../package.json',
    '/assets/../../test.sqlite',
    '/%2e%2e/test.sqlite',
    '/assets/%2e%2e%2f%2e%2e%2ftest.sqlite',
    '/.env',
    '/assets/..%5c..%5ctest.sqlite',
    '/%00',
    '/assets/%E0%A4%A',
  ])('never serves anything outside dist/ or a dotfile: %s', async (path) => {
    const res = await raw(path)
    expect([400, 404]).toContain(res.status)
    expect(res.body.toString()).not.toContain('SECRET')
    expect(res.body.toString()).not.toContain('SQLite')
  })

  it('refuses methods other than GET and HEAD outside /trpc', async () => {
    expect((await raw('/booklist', {}, 'POST')).status).toBe(405)
    const head = await raw('/', {}, 'HEAD')
    expect([head.status, head.body.length]).toEqual([200, 0])
  })

  it('says to run the build when dist/ has none', async () => {
    const bare = await listen(() =>
      createAppHandler({ deps, distDir: join(temp.dir, 'nothing-here'), config: { ...browser, posthogKey: undefined, sentryDsn: undefined }, appOrigins: [] }),
    )
    try {
      const res = await fetch(`${bare.origin}/booklist`)
      expect(res.status).toBe(503)
      expect(await res.text()).toContain('<code>npm run build</code>')
      expect(res.headers.get('content-security-policy')).toContain("frame-ancestors 'none'")
    } finally {
      await bare.close()
    }
  })

  it('has a health check', async () => {
    const res = await fetch(`${app.origin}/healthz`)
    expect([res.status, await res.json()]).toEqual([200, { status: 'ok' }])
  })
})
