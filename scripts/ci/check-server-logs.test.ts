import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { checkLogFiles, collectKnownSecrets, findSecrets, type KnownSecrets } from './check-server-logs.ts'

const token = 'fNu9EWq3Zt0bYl2X7kPcA1sDgH5jKmN8oQrStUvWxYz'
const known: KnownSecrets = {
  passwords: ['kai-e2e-pass', 'any password works outside production', 'quote"d-pass'],
  sessionTokens: [token],
  dataFileApiKeys: ['cak_demo_northbridge_counter_harvest_2026'],
}

const requestLine = (extra: Record<string, unknown>) =>
  JSON.stringify({ level: 30, pid: 1, requestId: 'ab760a5d-587e-4ed2-8d95-4670fc8f5a19', method: 'GET', path: '/', status: 200, ms: 5, ...extra })
const kinds = (text: string) => findSecrets(text, known).map((finding) => finding.kind)

describe('check-server-logs: what a log line may not hold', () => {
  it('passes the lines a clean run writes', () => {
    const lines = [
      requestLine({ path: '/trpc/auth.getUser', procedure: 'auth.getUser', person: 'user-70004cda5bd5', msg: 'GET /trpc/auth.getUser 200' }),
      requestLine({ path: '/calendar/…', msg: 'GET /calendar/… 200' }),
      requestLine({ path: '/assets/page-D4hnD8JS.js', msg: 'GET /assets/page-D4hnD8JS.js 200' }),
      JSON.stringify({ level: 30, msg: 'SIGTERM received; finishing requests under way (at most 10000 ms), then stopping.' }),
      '',
    ]
    expect(findSecrets(lines.join('\n'), known)).toEqual([])
  })

  it('fails a password, raw or JSON-escaped, on any line', () => {
    expect(kinds(JSON.stringify({ level: 20, msg: 'body {"password":"kai-e2e-pass"}' }))).toEqual(['password'])
    expect(kinds(JSON.stringify({ level: 20, msg: 'typed quote"d-pass' }))).toEqual(['password'])
    expect(kinds('plain text: any password works outside production')).toEqual(['password'])
  })

  it('fails a session cookie by its form, and a token the run stored by its value', () => {
    expect(kinds(JSON.stringify({ level: 20, msg: 'cookie adoptions_session=AAAAAAAAAAAAAAAAAAAAAAAAAAAA' }))).toEqual(['session cookie'])
    expect(kinds(JSON.stringify({ level: 20, cookies: { adoptions_session: 'BBBBBBBBBBBBBBBBBBBBBBBB' } }))).toEqual(['session cookie'])
    expect(kinds(JSON.stringify({ level: 20, msg: `session ${token} ended` }))).toEqual(['session token'])
    expect(kinds(requestLine({ req: { headers: { cookie: 'theme=dark' } } }))).toEqual(['request headers'])
  })

  it('fails a COUNTER API key, in a query too, and feed and unsubscribe tokens', () => {
    expect(kinds(JSON.stringify({ level: 30, msg: 'made key cak_Q2xhc3NpY0tleVZhbHVlMTIzNDU2Nzg5MA' }))).toEqual(['COUNTER API key'])
    expect(kinds(requestLine({ path: '/counter/r51/reports/tr_b1?customer_id=x&api_key=plain-secret' }))).toEqual(['API key in a query'])
    expect(kinds(requestLine({ path: '/calendar/AbCdEfGhIjKlMnOpQrStUvWxYz0123456789_-AbCde.ics' }))).toEqual(['calendar feed token'])
    expect(kinds(requestLine({ path: '/notifications/unsubscribe?token=dXNlci0xOmJvb2tsaXN0.abc' }))).toEqual(['unsubscribe token'])
    expect(kinds(JSON.stringify({ level: 30, msg: 'link dXNlci0xOmJvb2tsaXN0.AbCdEfGhIjKlMnOpQrStUvWxYz0123456789_-AbCde' }))).toEqual(['unsubscribe token'])
  })

  it('fails an email on a request line, not in the start banner', () => {
    expect(kinds(requestLine({ person: 'kai@kingsway.test' }))).toEqual(['email in a request line'])
    const banner = JSON.stringify({
      level: 30,
      msg: "\n  Adoptions app:    http://localhost:5320/\n    COUNTER API: key cak_demo_northbridge_counter_harvest_2026\n      curl 'http://localhost:5320/counter/r51/reports/tr_b1?customer_id=x&api_key=cak_demo_northbridge_counter_harvest_2026'\n    kai@kingsway.test   Kingsway\n",
    })
    expect(kinds(banner)).toEqual([])
    // Outside the banner, even the data file's own key is a finding.
    expect(kinds(JSON.stringify({ level: 30, msg: 'harvest with cak_demo_northbridge_counter_harvest_2026' }))).toEqual(['COUNTER API key'])
  })

  it('names the line and kind, never the whole secret', () => {
    const [finding] = findSecrets(`${requestLine({})}\n${JSON.stringify({ msg: 'kai-e2e-pass' })}`, known)
    expect(finding).toEqual({ line: 2, kind: 'password', hint: 'kai-… (12 characters)' })
  })
})

describe('check-server-logs: the files', () => {
  const dirs: string[] = []
  const scratch = () => {
    const dir = mkdtempSync(join(tmpdir(), 'server-logs-'))
    dirs.push(dir)
    return dir
  }
  afterEach(() => dirs.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true })))

  it('fails a missing or empty log, so a broken wiring cannot pass as clean', () => {
    const dir = scratch()
    writeFileSync(join(dir, 'app.log'), `${requestLine({ msg: 'GET / 200' })}\n`)
    writeFileSync(join(dir, 'demo.log'), '\n')
    const check = checkLogFiles([join(dir, 'app.log'), join(dir, 'demo.log'), join(dir, 'terms.log')], known)
    expect(check.findings).toEqual([])
    expect(check.lines).toBe(1)
    expect(check.problems).toEqual([expect.stringMatching(/demo\.log: empty/), expect.stringMatching(/terms\.log: missing/)])
    expect(checkLogFiles([], known).problems).toEqual(['no log files to check'])
  })

  it('reports each finding with its file', () => {
    const dir = scratch()
    writeFileSync(join(dir, 'app.log'), `${requestLine({})}\n${requestLine({ msg: `adoptions_session=${token}` })}\n`)
    const check = checkLogFiles([join(dir, 'app.log')], known)
    expect(check.problems).toEqual([])
    expect(check.findings.map(({ file, line, kind }) => ({ file, line, kind }))).toEqual([
      { file: join(dir, 'app.log'), line: 2, kind: 'session token' },
      { file: join(dir, 'app.log'), line: 2, kind: 'session cookie' },
    ])
  })

  it('collects the passwords of the data files and tests, the stored tokens, and the data-file keys', () => {
    const auth = scratch()
    mkdirSync(join(auth, 'nested'))
    writeFileSync(
      join(auth, 'kai.json'),
      JSON.stringify({
        cookies: [
          { name: 'adoptions_session', value: token },
          { name: 'other', value: 'x' },
        ],
      }),
    )
    const collected = collectKnownSecrets(resolve(import.meta.dirname, '../..'), auth)
    expect(collected.passwords).toEqual(expect.arrayContaining(['kai-e2e-pass', 'amara-e2e-pass', 'any password works outside production']))
    expect(collected.sessionTokens).toEqual([token])
    expect(collected.dataFileApiKeys).toContain('cak_demo_northbridge_counter_harvest_2026')
  })
})
