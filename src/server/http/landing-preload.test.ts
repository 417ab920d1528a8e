import { mkdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { defaultLimits } from '../limits.ts'
import { memoryLogger } from '../logger.ts'
import { policy } from '../policy.ts'
import { listen, type Listening } from '../testing/listen.ts'
import { cookieFor, seedDemo } from '../testing/seed.ts'
import { createTestDatabase, type TestDatabase } from '../testing/test-databases.ts'
import type { ServerDeps } from '../trpc/context.ts'
import { createAppHandler } from './app-server.ts'

// A small build as Vite writes it: the entry preloads the shell; each page's chunk imports the shell
// (already loaded), a shared table chunk with its CSS, and (students) its list definition.
const indexHtml = [
  '<!doctype html>',
  '<html lang="en">',
  '  <head>',
  '    <script type="module" crossorigin src="/assets/index-e1.js"></script>',
  '    <link rel="modulepreload" crossorigin href="/assets/shell-s1.js">',
  '    <link rel="stylesheet" crossorigin href="/assets/index-e1.css">',
  '  </head>',
  // Over 1 KB, so the server compresses it.
  `  <body><noscript>${'Adoptions needs JavaScript to run. '.repeat(40)}</noscript><div id="root"></div></body>`,
  '</html>',
].join('\n')
const manifest = {
  'index.html': { file: 'assets/index-e1.js', src: 'index.html', isEntry: true, imports: ['_shell-s1.js'], css: ['assets/index-e1.css'] },
  '_shell-s1.js': { file: 'assets/shell-s1.js' },
  '_table-t1.js': { file: 'assets/table-t1.js', imports: ['_shell-s1.js'], css: ['assets/table-t1.css'] },
  '_students-list-l1.js': { file: 'assets/students-list-l1.js' },
  'src/pages/students/page.tsx': {
    file: 'assets/page-st1.js',
    isDynamicEntry: true,
    imports: ['_shell-s1.js', 'index.html', '_table-t1.js', '_students-list-l1.js'],
  },
  'src/pages/adoptions/page.tsx': { file: 'assets/page-ad1.js', isDynamicEntry: true, imports: ['_shell-s1.js', '_table-t1.js'] },
  'src/pages/analytics-dashboard/page.tsx': { file: 'assets/page-an1.js', isDynamicEntry: true, imports: ['_shell-s1.js'], css: ['assets/page-an1.css'] },
}
const dashboardTags = [
  '<link rel="modulepreload" crossorigin href="/assets/page-an1.js">',
  '<link rel="preload" as="style" crossorigin href="/assets/page-an1.css">',
]
const studentsTags = [
  '<link rel="modulepreload" crossorigin href="/assets/page-st1.js">',
  '<link rel="modulepreload" crossorigin href="/assets/table-t1.js">',
  '<link rel="modulepreload" crossorigin href="/assets/students-list-l1.js">',
  '<link rel="preload" as="style" crossorigin href="/assets/table-t1.css">',
]
const config = { authHost: 'https://login.example.edu', posthogKey: '', posthogHost: '', sentryDsn: '', cspConnectSrc: [] }
// In the demo data ben lands on a dashboard (/analytics/uaaSpend), may open /students, and may not open /adoptions.
const ben = 'ben@northbridge.example'

let temp: TestDatabase
let deps: ServerDeps & { logger: ReturnType<typeof memoryLogger> }
let app: Listening
let benCookie: string

function writeDist(dir: string, withManifest: string | undefined): string {
  mkdirSync(join(dir, 'assets'), { recursive: true })
  writeFileSync(join(dir, 'index.html'), indexHtml)
  if (withManifest !== undefined) {
    mkdirSync(join(dir, '.vite'), { recursive: true })
    writeFileSync(join(dir, '.vite', 'manifest.json'), withManifest)
  }
  return dir
}

beforeAll(async () => {
  temp = await createTestDatabase('sqlite')
  deps = { db: temp.db, policy, logger: memoryLogger(), now: Date.now, limits: defaultLimits }
  await seedDemo(temp.db)
  benCookie = await cookieFor(temp.db, ben)
  const dist = writeDist(join(temp.dir, 'dist'), JSON.stringify(manifest))
  app = await listen(() => createAppHandler({ deps, distDir: dist, config, appOrigins: [] }))
})
afterAll(async () => {
  await app.close()
  await temp.dispose()
})

const get = (origin: string, path: string, headers: Record<string, string> = {}) => fetch(`${origin}${path}`, { headers })

/** The tags the server put in <head> beyond the build's own. */
function addedTags(html: string): string[] {
  return [...html.matchAll(/<link rel="(?:modulepreload|preload)"[^>]*>/g)]
    .map((match) => match[0])
    .filter((tag) => !indexHtml.includes(tag) && !tag.includes('as="fetch"'))
}

describe('index.html with the page the person is opening preloaded', () => {
  it("preloads a signed-in person's landing page chunk on /, with its imports the entry does not preload", async () => {
    const res = await get(app.origin, '/', { cookie: benCookie })
    const html = await res.text()
    expect(addedTags(html)).toEqual(dashboardTags)
    // Inside <head>, after the build's own tags.
    expect(html.indexOf(dashboardTags[0] ?? '')).toBeGreaterThan(html.indexOf('index-e1.css'))
    expect(html.indexOf(dashboardTags[0] ?? '')).toBeLessThan(html.indexOf('</head>'))
    expect(res.headers.get('cache-control')).toBe('no-cache')
    expect(res.headers.get('vary')).toBe('Accept-Encoding, Cookie')
  })

  it('preloads the page of another path the person may open, whatever its query, with the shared chunks and CSS it imports', async () => {
    expect(addedTags(await (await get(app.origin, '/students?q=lee', { cookie: benCookie })).text())).toEqual(studentsTags)
    expect(addedTags(await (await get(app.origin, '/analytics/uaaSpend/', { cookie: benCookie })).text())).toEqual(dashboardTags)
  })

  it('adds nothing for a path the person may not open, so the denied chunk is never asked for', async () => {
    const res = await get(app.origin, '/adoptions', { cookie: benCookie })
    const html = await res.text()
    expect(html).not.toContain('page-ad1.js')
    expect(addedTags(html)).toEqual([])
    expect(res.headers.get('vary')).toBe('Accept-Encoding, Cookie')
  })

  it('adds nothing for an unknown path or the fallback page', async () => {
    for (const path of ['/no/such/page', '/unauthorized']) {
      expect([path, addedTags(await (await get(app.origin, path, { cookie: benCookie })).text())]).toEqual([path, []])
    }
  })

  it('adds nothing when signed out or with a session that is not valid', async () => {
    for (const cookie of [undefined, 'adoptions_session=not-a-session']) {
      const res = await get(app.origin, '/', cookie ? { cookie } : {})
      expect(addedTags(await res.text())).toEqual([])
      expect(res.headers.get('vary')).toBe('Accept-Encoding, Cookie')
    }
  })

  it("gives the person's answer its own ETag, and 304 for it", async () => {
    const mine = await get(app.origin, '/', { cookie: benCookie })
    const anonymous = await get(app.origin, '/')
    const etag = mine.headers.get('etag') ?? ''
    expect(etag).not.toBe(anonymous.headers.get('etag'))
    expect((await get(app.origin, '/', { cookie: benCookie, 'if-none-match': etag })).status).toBe(304)
    expect((await get(app.origin, '/', { 'if-none-match': etag })).status).toBe(200)
  })

  it('compresses the personal answer when the browser accepts it', async () => {
    const res = await get(app.origin, '/students', { cookie: benCookie, 'accept-encoding': 'br' })
    expect(res.headers.get('content-encoding')).toBe('br')
    expect(addedTags(await res.text())).toEqual(studentsTags)
  })

  it('never serves the build manifest', async () => {
    for (const path of ['/.vite/manifest.json', '/.vite/', '/%2evite/manifest.json']) {
      const res = await get(app.origin, path)
      expect([path, res.status]).toEqual([path, 404])
      expect(await res.text()).not.toContain('page-st1.js')
    }
  })

  it('serves the plain index.html, logging nothing, when the build has no manifest or a broken one', async () => {
    for (const [name, content] of [
      ['no-manifest', undefined],
      ['bad-manifest', '{ not json'],
    ] as const) {
      const other = await listen(() => createAppHandler({ deps, distDir: writeDist(join(temp.dir, name), content), config, appOrigins: [] }))
      try {
        const res = await get(other.origin, '/', { cookie: benCookie })
        expect([name, res.status, addedTags(await res.text())]).toEqual([name, 200, []])
      } finally {
        await other.close()
      }
    }
    expect(deps.logger.lines).toEqual([])
  })
})
