// @vitest-environment jsdom
import { afterEach, expect, test, vi } from 'vitest'
import { readAppConfig } from './app-config.ts'

afterEach(() => {
  document.head.innerHTML = ''
})

function injectMeta(content: string) {
  const meta = document.createElement('meta')
  meta.name = 'adoptions-config'
  meta.content = content
  document.head.append(meta)
}

test('defaults: the reference sign-in service, analytics and error reporting off', () => {
  expect(readAppConfig(document, {})).toEqual({
    authHost: 'http://localhost:3001',
    posthogKey: undefined,
    posthogHost: 'https://eu.i.posthog.com',
    sentryDsn: undefined,
    production: false,
    maxBatchCalls: 50,
  })
})

test('the batch size the server takes comes from the meta tag; a value that is not a positive whole number is ignored', () => {
  injectMeta('{"maxBatchCalls":"20"}')
  expect(readAppConfig(document, {}).maxBatchCalls).toBe(20)
  document.head.innerHTML = ''
  injectMeta('{"maxBatchCalls":"-3"}')
  expect(readAppConfig(document, {}).maxBatchCalls).toBe(50)
})

test('build-time environment variables apply when the server injected nothing', () => {
  const config = readAppConfig(document, { VITE_AUTH_HOST: 'https://login.example.edu/', VITE_POSTHOG_KEY: 'phc_1', VITE_SENTRY_DSN: ' ', PROD: true })
  expect(config.authHost).toBe('https://login.example.edu')
  expect(config.posthogKey).toBe('phc_1')
  expect(config.sentryDsn).toBeUndefined()
  expect(config.production).toBe(true)
})

test('the meta tag injected at serve time wins over the build', () => {
  injectMeta('{"authHost":"https://sso.example.ac.uk","sentryDsn":"https://k@errors.example.com/2"}')
  const config = readAppConfig(document, { VITE_AUTH_HOST: 'https://login.example.edu', VITE_SENTRY_DSN: 'https://other@x/1' })
  expect(config.authHost).toBe('https://sso.example.ac.uk')
  expect(config.sentryDsn).toBe('https://k@errors.example.com/2')
})

test('a broken meta tag is ignored with a warning, never a crash', () => {
  const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
  injectMeta('{authHost: nope')
  expect(readAppConfig(document, { VITE_AUTH_HOST: 'https://login.example.edu' }).authHost).toBe('https://login.example.edu')
  expect(warn).toHaveBeenCalledWith('Ignoring <meta name="adoptions-config">: its content is not a JSON object.')
})
