import { isNotFound, isRedirect, type ParsedLocation } from '@tanstack/react-router'
import { expect, test, vi } from 'vitest'
import { persona } from '../../../tests/factories/facts.ts'
import { policy } from '../../generated/policy.gen.ts'
import { evaluatePolicy, type Facts } from '../../policy/index.ts'
import type { AuthState, AuthStore } from '../auth/auth-store.ts'
import { deniedHref, guardRoute } from './guard-route.ts'
import type { GuardContext } from './router-context.ts'

function context(auth: AuthState | Promise<AuthState>, facts: Facts = persona()): GuardContext & { policyView: ReturnType<typeof vi.fn> } {
  const store: AuthStore = { getState: () => 'authenticating', subscribe: () => () => {}, settled: () => Promise.resolve(auth) }
  return { auth: store, policyView: vi.fn(() => Promise.resolve(evaluatePolicy(policy, facts))) }
}

function at(href: string): ParsedLocation {
  const url = new URL(href, 'https://app.example.edu')
  return { pathname: url.pathname, search: Object.fromEntries(url.searchParams), href, searchStr: url.search, hash: '' } as unknown as ParsedLocation
}

/** What the guard did: 'allow', 'not-found', or the href it redirected to. */
async function outcome(ctx: GuardContext, href: string): Promise<string> {
  try {
    await guardRoute(ctx, at(href))
    return 'allow'
  } catch (thrown) {
    if (isRedirect(thrown)) return `redirect ${thrown.options.href}`
    if (isNotFound(thrown)) return 'not-found'
    throw thrown
  }
}

const librarian = persona({ flags: { 'roles-and-permissions': true }, permissions: { 'booklist:view': true } })

test('waits while authenticating and decides nothing before', async () => {
  let settle: (state: AuthState) => void = () => {}
  const ctx = context(new Promise<AuthState>((resolve) => (settle = resolve)), librarian)
  let done = false
  const result = outcome(ctx, '/booklist').then((value) => {
    done = true
    return value
  })
  await new Promise((resolve) => setTimeout(resolve, 20))
  expect(done).toBe(false)
  expect(ctx.policyView).not.toHaveBeenCalled()
  settle('authenticated')
  expect(await result).toBe('allow')
})

test('unauthorized: every path but /unauthorized redirects there, saying from where', async () => {
  const ctx = context('unauthorized', librarian)
  expect(await outcome(ctx, '/booklist')).toBe('redirect /unauthorized?from=%2Fbooklist')
  expect(await outcome(ctx, '/')).toBe('redirect /unauthorized')
  expect(await outcome(ctx, '/unauthorized')).toBe('allow')
  expect(ctx.policyView).not.toHaveBeenCalled()
})

test('authenticated: the compiled policy decides', async () => {
  const ctx = context('authenticated', librarian)
  expect(await outcome(ctx, '/booklist')).toBe('allow')
  expect(await outcome(ctx, '/')).toBe('redirect /booklist')
  expect(await outcome(ctx, '/unauthorized')).toBe('redirect /booklist')
  expect(await outcome(ctx, '/unauthorized?from=%2Fcourses')).toBe('allow')
  expect(await outcome(ctx, '/courses')).toBe('redirect /unauthorized?from=%2Fcourses')
  // A route behind an unset flag goes to its redirect (/), which then leads to the landing.
  expect(await outcome(ctx, '/store')).toBe('redirect /')
  expect(await outcome(ctx, '/no/such/page')).toBe('not-found')
})

test('plain /unauthorized stays when it is the landing itself', async () => {
  const nobody = persona({ flags: { 'roles-and-permissions': true } })
  expect(await outcome(context('authenticated', nobody), '/unauthorized')).toBe('allow')
  expect(await outcome(context('authenticated', nobody), '/')).toBe('redirect /unauthorized')
})

test('deniedHref: the page that closed, whether access changed, and who changed it', () => {
  expect(deniedHref('/booklist')).toBe('/unauthorized?from=%2Fbooklist')
  expect(deniedHref('/booklist', { changed: true })).toBe('/unauthorized?from=%2Fbooklist&changed=true')
  expect(deniedHref('/booklist', { changed: true, by: 'ana@northbridge.example' })).toBe(
    '/unauthorized?from=%2Fbooklist&changed=true&by=ana%40northbridge.example',
  )
  expect(deniedHref('/', { changed: true, by: 'ana@northbridge.example' })).toBe('/unauthorized')
})
