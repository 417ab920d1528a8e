import { expect, test } from 'vitest'
import { analyticsAllowedOnHost } from './analytics-host.ts'

const deny = ['staging.adoptions.example', 'preview.adoptions.example']

test.each([
  ['localhost', false],
  ['LOCALHOST', false],
  ['app.localhost', false],
  ['127.0.0.1', false],
  ['10.20.30.40', false],
  ['[::1]', false],
  ['::1', false],
  ['[2001:db8::1]', false],
  ['staging.adoptions.example', false],
  ['Preview.Adoptions.Example', false],
  ['', false],
  ['adoptions.example', true],
  ['app.example.edu', true],
  ['1.2.3.4.example.edu', true],
  ['999.1.1.1', true],
])('%s -> %s', (host, allowed) => {
  expect(analyticsAllowedOnHost(host, deny)).toBe(allowed)
})
