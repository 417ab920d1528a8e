import { describe, expect, it } from 'vitest'
import { crossOriginRefusal } from './same-origin.ts'

const app = ['http://localhost:3000']

describe('crossOriginRefusal', () => {
  it.each([
    ['a POST from the app', 'POST', { origin: 'http://localhost:3000', 'sec-fetch-site': 'same-origin' }, undefined],
    ['a POST without browser headers (curl, server to server)', 'POST', {}, undefined],
    ['a GET from anywhere (queries change nothing)', 'GET', { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' }, undefined],
    ['a POST naming another origin', 'POST', { origin: 'https://evil.example' }, 'Cross-origin request refused.'],
    ['a POST from another port of the same host', 'POST', { origin: 'http://localhost:3002' }, 'Cross-origin request refused.'],
    ['a POST the browser marks cross-site without an Origin', 'POST', { 'sec-fetch-site': 'cross-site' }, 'Cross-origin request refused.'],
    [
      'a POST from a sibling subdomain (same-site)',
      'POST',
      { origin: 'http://localhost:3000', 'sec-fetch-site': 'same-site' },
      'Cross-origin request refused.',
    ],
    ['a POST the user started by typing (none)', 'POST', { 'sec-fetch-site': 'none' }, undefined],
    ['the live stream opened by the app', 'GET', { accept: 'text/event-stream', 'sec-fetch-site': 'same-origin' }, undefined],
    [
      'the live stream opened by a page of another site',
      'GET',
      { accept: 'text/event-stream', origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
      'Cross-origin request refused.',
    ],
  ] as const)('%s', (_name, method, headers, expected) => {
    expect(crossOriginRefusal(method, headers, app)).toBe(expected)
  })
})
