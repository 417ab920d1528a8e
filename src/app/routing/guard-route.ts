import { notFound, redirect, type ParsedLocation } from '@tanstack/react-router'
import { policy } from '../../generated/policy.gen.ts'
import { normalizePath } from '../../policy/index.ts'
import type { GuardContext } from './router-context.ts'

/**
 * `/unauthorized?from=/booklist`: the fallback page, saying what was denied
 * (nothing to say for `/`); `changed`: the page was open until the person's
 * access changed (`&changed=true`, access-change.ts); `by`: who changed it,
 * when the live stream said so (`&by=ana%40northbridge.example`).
 */
export function deniedHref(path: string, { changed = false, by }: { changed?: boolean; by?: string | undefined } = {}): string {
  const fallback = policy.constants.fallbackRoute
  if (path === '/') return fallback
  const changedBy = changed && by ? `&by=${encodeURIComponent(by)}` : ''
  return `${fallback}?from=${encodeURIComponent(path)}${changed ? '&changed=true' : ''}${changedBy}`
}

/**
 * The guard of every generated route (beforeLoad). In this order:
 *   1. wait while the auth state is `authenticating` (no page renders meanwhile);
 *   2. `unauthorized`: every path but the fallback page redirects there;
 *   3. the fallback page with a `from` parameter stays (it explains a denial);
 *   4. otherwise the user's CASL ability decides (view.outcome, which asks
 *      `visit Route {path}` of the ability for the matched route): allow,
 *      redirect (the denying rule's reason when the route's flag is off; `/`
 *      and plain `/unauthorized` to the landing), unauthorized (to the
 *      fallback page, saying from where) or not found.
 */
export async function guardRoute(context: GuardContext, location: ParsedLocation): Promise<void> {
  const fallback = policy.constants.fallbackRoute
  const path = normalizePath(location.pathname)
  const auth = await context.auth.settled()
  if (auth === 'unauthorized') {
    if (path === fallback) return
    throw redirect({ href: deniedHref(path), replace: true })
  }
  if (path === fallback && hasFromParam(location)) return
  const view = await context.policyView()
  const outcome = view.outcome(path)
  switch (outcome.result) {
    case 'allow':
      return
    case 'redirect':
      throw redirect({ href: outcome.to, replace: true })
    case 'unauthorized':
      throw redirect({ href: deniedHref(path), replace: true })
    case 'not-found':
      throw notFound()
  }
}

function hasFromParam(location: ParsedLocation): boolean {
  const from: unknown = (location.search as Record<string, unknown>)['from']
  return from !== undefined && from !== null && from !== ''
}
