import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createAppHandler } from '../../http/app-server.ts'
import { defaultLimits } from '../../limits.ts'
import { memoryLogger } from '../../logger.ts'
import { policy } from '../../policy.ts'
import { listen, type Listening } from '../../testing/listen.ts'
import { cookieFor } from '../../testing/seed.ts'
import { seedTermsFixture, termsNow } from '../../testing/terms-fixture.ts'
import { createTestDatabase, testDatabases, type TestDatabase } from '../../testing/test-databases.ts'
import { createContext, type ServerDeps } from '../../trpc/context.ts'
import { createCallerFactory } from '../../trpc/init.ts'
import { appRouter } from '../../trpc/router.ts'

const createCaller = createCallerFactory(appRouter)
const browser = { authHost: 'https://login.example.edu', posthogKey: undefined, posthogHost: '', sentryDsn: undefined, cspConnectSrc: [] }

describe.each(testDatabases())('the calendar feed on %s', (kind) => {
  let temp: TestDatabase
  let deps: ServerDeps
  let app: Listening
  const as = (email: string) => createCaller(async () => createContext(deps, await cookieFor(deps.db, email)))

  beforeAll(async () => {
    temp = await createTestDatabase(kind)
    await seedTermsFixture(temp.db)
    deps = { db: temp.db, policy, logger: memoryLogger(), now: () => termsNow, limits: defaultLimits }
    app = await listen((origin) => createAppHandler({ deps, distDir: join(temp.dir, 'no-dist'), config: browser, appOrigins: [origin] }))
  })
  afterAll(async () => {
    await app.close()
    await temp.dispose()
  })

  it('has no address until asked; then the deadlines of the terms and of the courses the person teaches, all-day, with stable UIDs', async () => {
    expect(await as('ted@testville.example').calendar.feed()).toEqual({ path: null })
    const { path } = await as('ted@testville.example').calendar.reset()
    expect(path).toMatch(/^\/calendar\/[A-Za-z0-9_-]{43}\.ics$/)
    expect(await as('ted@testville.example').calendar.feed()).toEqual({ path })
    const res = await fetch(`${app.origin}${path}`)
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toBe('text/calendar; charset=utf-8')
    expect(res.headers.get('cache-control')).toBe('private, no-cache')
    const text = (await res.text()).replace(/\r\n[ \t]/g, '')
    const summaries = [...text.matchAll(/^SUMMARY:(.*)$/gm)].map((match) => match[1]?.trim())
    expect(summaries).toEqual([
      'Booklists due: Autumn 2026',
      'Adoptions due: Autumn 2026',
      'Booklists due: Spring 2027',
      'Adoptions due: Spring 2027',
      'Booklist due: CHEM101 Organic Chemistry (Spring 2027)',
    ])
    expect(text).toContain('UID:testville-2027-spring.booklists@adoptions')
    // All day on the institution's day: the deadline day, ending (exclusively) the next.
    expect(text).toMatch(/UID:testville-2027-spring\.booklists@adoptions\r?\n(?:[^\r\n]*\r?\n){2}DTSTART;VALUE=DATE:20261207\r?\nDTEND;VALUE=DATE:20261208/)
    // Another teacher's course and another institution's terms are not in it.
    expect(text).not.toContain('BIO200')
    expect(text.match(/BEGIN:VEVENT/g)).toHaveLength(5)
  })

  it('ends the old address when reset, and answers an unknown or malformed one with a 404 that names nobody', async () => {
    const first = await as('uma@testville.example').calendar.reset()
    const second = await as('uma@testville.example').calendar.reset()
    expect(second.path).not.toBe(first.path)
    expect((await fetch(`${app.origin}${first.path}`)).status).toBe(404)
    const now = await fetch(`${app.origin}${second.path}`)
    expect(now.status).toBe(200)
    expect(await now.text()).toContain('Booklist due: BIO200 Cell Biology (Spring 2027)')
    for (const bad of ['/calendar/nope.ics', `/calendar/${'A'.repeat(43)}.ics`, '/calendar/']) {
      const res = await fetch(`${app.origin}${bad}`)
      expect(res.status).toBe(404)
      expect(await res.text()).toBe('There is no calendar at this address. It may have been reset: copy the new address from your Notification settings.')
    }
    expect((await fetch(`${app.origin}${second.path}`, { method: 'POST' })).status).toBe(405)
  })

  it('stops answering for a disabled person', async () => {
    const { path } = await as('tess@testville.example').calendar.reset()
    await temp.db.updateTable('users').set({ disabled: 1 }).where('email', '=', 'tess@testville.example').execute()
    expect((await fetch(`${app.origin}${path}`)).status).toBe(404)
  })
})
