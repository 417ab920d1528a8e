import { join } from 'node:path'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import type { NotificationKind } from '../../../contracts/notifications.ts'
import { createAppHandler } from '../../http/app-server.ts'
import { defaultLimits } from '../../limits.ts'
import { memoryLogger } from '../../logger.ts'
import { signUnsubscribeToken } from '../../notifications/mail/unsubscribe-token.ts'
import { policy } from '../../policy.ts'
import { postHugeBody } from '../../testing/huge-body.ts'
import { listen, type Listening } from '../../testing/listen.ts'
import { plainUser } from '../../testing/plain-user.ts'
import { createTestDatabase, testDatabases, type TestDatabase } from '../../testing/test-databases.ts'

const mailProvider = 'https://mail.provider.example'
const oneClick = 'List-Unsubscribe=One-Click'
const form = { 'Content-Type': 'application/x-www-form-urlencoded' }
const browser = { authHost: 'https://login.example.edu', posthogKey: undefined, posthogHost: '', sentryDsn: undefined, cspConnectSrc: [] }

describe.each(testDatabases())('the unsubscribe link on %s', (kind) => {
  let temp: TestDatabase
  let app: Listening

  beforeAll(async () => {
    temp = await createTestDatabase(kind)
    await temp.db.insertInto('institutions').values({ id: 'inst', name: 'Inst', config: '{}', time_zone: 'UTC', digest_at: '07:00' }).execute()
    await temp.db
      .insertInto('users')
      .values([
        ...['ann', 'ben', 'dis'].map((id) => plainUser(id, 'inst', { disabled: id === 'dis' })),
        { ...plainUser('odd', 'inst'), email: '"<b>odd</b>"@inst.example', email_key: '"<b>odd</b>"@inst.example' },
      ])
      .execute()
    const deps = { db: temp.db, policy, logger: memoryLogger(), now: Date.now, limits: { ...defaultLimits, signInBodyBytes: 1024 } }
    app = await listen((origin) =>
      createAppHandler({
        deps,
        distDir: join(temp.dir, 'no-dist'),
        config: browser,
        appOrigins: [origin],
      }),
    )
  })
  afterAll(async () => {
    await app.close()
    await temp.dispose()
  })
  // Ann chose immediate mail for decided requests; Ben kept the default of raised requests but chose the digest.
  beforeEach(async () => {
    await temp.db.deleteFrom('notification_settings').execute()
    await temp.db
      .insertInto('notification_settings')
      .values([
        { user_id: 'ann', kind: 'requestDecided', email: 'immediate' },
        { user_id: 'ben', kind: 'requestRaised', email: 'daily' },
      ])
      .execute()
  })

  const settings = () => temp.db.selectFrom('notification_settings').select(['user_id', 'kind', 'email']).orderBy('user_id').orderBy('kind').execute()
  const untouched = [
    { user_id: 'ann', kind: 'requestDecided', email: 'immediate' },
    { user_id: 'ben', kind: 'requestRaised', email: 'daily' },
  ]
  const link = async (userId: string, kinds: NotificationKind[]) =>
    `${app.origin}/notifications/unsubscribe?token=${await signUnsubscribeToken(temp.db, userId, kinds)}`
  const post = (url: string, headers: Record<string, string> = {}, body = oneClick) => fetch(url, { method: 'POST', headers: { ...form, ...headers }, body })

  it('shows what the link stops, for whose address, and changes nothing', async () => {
    const res = await fetch(await link('ann', ['requestRaised', 'booklistChanged']))
    const html = await res.text()
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8')
    expect(res.headers.get('cache-control')).toBe('no-store')
    expect(res.headers.get('content-security-policy')).toContain("default-src 'self'; script-src 'self'; style-src 'self'")
    expect(res.headers.get('content-security-policy')).toContain("frame-ancestors 'none'")
    expect([res.headers.get('x-frame-options'), res.headers.get('x-content-type-options')]).toEqual(['DENY', 'nosniff'])
    expect(html).toContain('Stop emails to <strong>ann@inst.example</strong> for:')
    expect(html).toContain('<li>A request awaits your decision</li>')
    expect(html).toContain('<li>A booklist of your course changed</li>')
    expect(html).toMatch(/<form method="post" action="\/notifications\/unsubscribe\?token=[\w.-]+">/)
    expect(html).toContain('<a href="/notifications/settings">Notification settings</a>')
    expect(html).toContain('<link rel="stylesheet" href="/notifications/unsubscribe.css">')
    const head = await fetch(await link('ann', ['requestRaised']), { method: 'HEAD' })
    expect([head.status, await head.text()]).toEqual([200, ''])
    expect(await settings()).toEqual(untouched)
  })

  it('serves the stylesheet of its pages', async () => {
    const css = await fetch(`${app.origin}/notifications/unsubscribe.css`)
    expect([css.status, css.headers.get('content-type')]).toEqual([200, 'text/css; charset=utf-8'])
    expect(await css.text()).toContain('button {')
  })

  it('escapes the address it shows', async () => {
    const html = await (await fetch(await link('odd', ['requestRaised']))).text()
    expect(html).toContain('&#34;&#60;b&#62;odd&#60;/b&#62;&#34;@inst.example')
    expect(html).not.toContain('<b>odd')
  })

  it("turns email off on one click for exactly the token's kind and person, from a mail provider without Origin or session, twice alike", async () => {
    const url = await link('ann', ['requestRaised'])
    const expected = [
      { user_id: 'ann', kind: 'requestDecided', email: 'immediate' },
      { user_id: 'ann', kind: 'requestRaised', email: 'off' },
      { user_id: 'ben', kind: 'requestRaised', email: 'daily' },
    ]
    const first = await post(url)
    const html = await first.text()
    expect(first.status).toBe(200)
    expect(html).toContain('You will no longer get these emails at <strong>ann@inst.example</strong>:')
    expect(html).toContain('<li>A request awaits your decision</li>')
    expect(html).toContain('You can change it any time in <a href="/notifications/settings">Notification settings</a>.')
    expect(await settings()).toEqual(expected)
    // A provider's request from its own origin, marked cross-site, is the same one click.
    const again = await post(url, { Origin: mailProvider, 'Sec-Fetch-Site': 'cross-site' })
    expect(again.status).toBe(200)
    expect(await settings()).toEqual(expected)
  })

  it("turns off every kind of a digest's link, over a choice made before", async () => {
    expect((await post(await link('ann', ['requestDecided', 'uploadFinished']))).status).toBe(200)
    expect(await settings()).toEqual([
      { user_id: 'ann', kind: 'requestDecided', email: 'off' },
      { user_id: 'ann', kind: 'uploadFinished', email: 'off' },
      { user_id: 'ben', kind: 'requestRaised', email: 'daily' },
    ])
  })

  it("works from the page's button", async () => {
    const html = await (await fetch(await link('ben', ['requestRaised']))).text()
    const action = /<form method="post" action="([^"]+)">/.exec(html)?.[1] ?? ''
    const res = await post(`${app.origin}${action}`, { Origin: app.origin, 'Sec-Fetch-Site': 'same-origin' }, '')
    expect(res.status).toBe(200)
    expect(await settings()).toEqual([
      { user_id: 'ann', kind: 'requestDecided', email: 'immediate' },
      { user_id: 'ben', kind: 'requestRaised', email: 'off' },
    ])
  })

  it('refuses a forged, tampered, truncated, garbled or missing token, and one of a person gone or disabled, changing nothing', async () => {
    const token = await signUnsubscribeToken(temp.db, 'ann', ['requestRaised'])
    const [, mac = ''] = token.split('.')
    const b64 = (text: string) => Buffer.from(text).toString('base64url')
    const refused = [
      // Ann's signature on a payload naming Ben: the signature covers the user id.
      `token=${b64('ben:requestRaised')}.${mac}`,
      `token=${b64('ann:requestRaised')}.${'A'.repeat(43)}`,
      `token=${token.slice(0, -3)}`,
      `token=${token}.x`,
      'token=%3Cscript%3E',
      'token=',
      '',
      `token=${await signUnsubscribeToken(temp.db, 'dis', ['requestRaised'])}`,
      `token=${await signUnsubscribeToken(temp.db, 'gone', ['requestRaised'])}`,
    ]
    for (const query of refused) {
      const url = `${app.origin}/notifications/unsubscribe?${query}`
      for (const res of [await fetch(url), await post(url)]) {
        const html = await res.text()
        expect([query, res.status]).toEqual([query, 400])
        expect(html).toContain('This unsubscribe link is not valid.')
        expect(html).toContain('Sign in and open <a href="/notifications/settings">Notification settings</a> to choose which emails you get.')
        expect(html).not.toContain('<script>')
        expect(res.headers.get('content-security-policy')).toContain("frame-ancestors 'none'")
      }
    }
    expect(await settings()).toEqual(untouched)
  })

  it('is the only path a cross-origin POST reaches', async () => {
    const crossSite = { Origin: mailProvider, 'Sec-Fetch-Site': 'cross-site' }
    const trpc = await fetch(`${app.origin}/trpc/notifications.setEmail`, {
      method: 'POST',
      headers: { ...crossSite, 'Content-Type': 'application/json' },
      body: JSON.stringify({ json: { kind: 'requestRaised', email: 'off' } }),
    })
    expect(trpc.status).toBe(403)
    for (const path of ['/notifications', '/notifications/settings', '/notifications/unsubscribe/x']) {
      expect([path, (await post(`${app.origin}${path}`, crossSite)).status]).toEqual([path, 405])
    }
    const put = await fetch(await link('ann', ['requestRaised']), { method: 'PUT', headers: form, body: oneClick })
    expect([put.status, put.headers.get('allow')]).toEqual([405, 'GET, HEAD, POST'])
    expect(await settings()).toEqual(untouched)
  })

  it.each([true, false])('refuses an oversized body (Content-Length declared: %s), changing nothing', async (declare) => {
    const answer = await postHugeBody(await link('ann', ['requestRaised']), { headers: form, totalBytes: 512 * 1024, declare })
    expect(answer.ok && answer.status).toBe(413)
    expect(answer.ok && answer.text).toContain('larger than the 1 KB the server takes here')
    expect(await settings()).toEqual(untouched)
  })
})
