import { describe, expect, it } from 'vitest'
import { checkRedirect } from './redirect-allow-list.ts'

const allowList = ['http://localhost:3000', 'https://adoptions.example.edu']

describe('checkRedirect accepts', () => {
  it.each([
    ['http://localhost:3000/', 'http://localhost:3000/'],
    ['http://localhost:3000', 'http://localhost:3000/'],
    ['http://localhost:3000/booklist?term=2024&x=%20y#top', 'http://localhost:3000/booklist?term=2024&x=%20y#top'],
    ['HTTP://LOCALHOST:3000/analytics/spend', 'http://localhost:3000/analytics/spend'],
    ['https://adoptions.example.edu/requests/history', 'https://adoptions.example.edu/requests/history'],
  ])('%s', (raw, url) => {
    expect(checkRedirect(raw, allowList)).toEqual({ ok: true, url })
  })
})

describe('checkRedirect refuses', () => {
  it.each([
    ['another host', 'https://evil.example/'],
    ['a subdomain look-alike', 'http://localhost:3000.evil.example/'],
    ['another port', 'http://localhost:3001/'],
    ['another scheme for an allowed host', 'https://localhost:3000/'],
    ['http for an https-only origin', 'http://adoptions.example.edu/'],
    ['protocol-relative', '//evil.example/'],
    ['protocol-relative with backslash', '/\\evil.example/'],
    ['backslashes after the scheme', 'http:\\\\evil.example\\'],
    ['a backslash in the authority', 'http://localhost:3000\\@evil.example/'],
    ['javascript:', 'javascript:alert(document.cookie)'],
    ['JavaScript with mixed case and spaces', ' JaVaScRiPt:alert(1)'],
    ['data:', 'data:text/html,<script>alert(1)</script>'],
    ['user-info trick', 'http://localhost:3000@evil.example/'],
    ['user-info with password', 'http://user:pass@localhost:3000/'],
    ['encoded @ in the authority', 'http://localhost:3000%40evil.example/'],
    ['percent-encoded allowed host', 'http://%6c%6fcalhost:3000/'],
    ['fully encoded URL', 'http%3A%2F%2Fevil.example%2F'],
    ['encoded slashes after scheme', 'http:%2F%2Fevil.example/'],
    ['missing slashes', 'http:evil.example'],
    ['single slash', 'http:/localhost:3000/'],
    ['triple slash', 'http:///evil.example/'],
    ['a relative path', '/booklist'],
    ['a leading space', ' http://localhost:3000/'],
    ['a tab inside the scheme', 'ht\ttp://localhost:3000/'],
    ['a newline (header injection)', 'http://localhost:3000/\r\nSet-Cookie: x=1'],
    ['a NUL byte', 'http://localhost:3000/\u0000'],
    ['a Unicode look-alike host', 'http://lоcalhost:3000/'],
    ['a full-width dot', 'http://localhost\uff0eevil.example/'],
    ['an IPv4 spelling of localhost', 'http://127.0.0.1:3000/'],
    ['a hex IP', 'http://0x7f.0.0.1:3000/'],
    ['a trailing dot host', 'http://localhost.:3000/'],
    ['an empty host', 'http://:3000/'],
    ['a second port', 'http://localhost:3000:80/'],
    ['an empty value', ''],
    ['no value', null],
    ['an overlong value', `http://localhost:3000/${'a'.repeat(3000)}`],
  ])('%s', (_label, raw) => {
    const decision = checkRedirect(raw, allowList)
    expect(decision.ok).toBe(false)
    if (!decision.ok) expect(decision.reason.length).toBeGreaterThan(10)
  })

  it('refuses everything when the allow-list is empty', () => {
    expect(checkRedirect('http://localhost:3000/', []).ok).toBe(false)
  })

  it('says which origin was refused', () => {
    expect(checkRedirect('https://evil.example/x', allowList)).toEqual({
      ok: false,
      reason: 'https://evil.example is not one of the addresses this sign-in service returns to.',
    })
  })
})
