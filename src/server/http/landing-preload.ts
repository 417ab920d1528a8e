import type { IncomingMessage } from 'node:http'
import { evaluatePolicy, matchRoute, normalizePath, type NavigationOutcome, type PolicyView } from '../../policy/index.ts'
import { loadFacts } from '../trpc/load-facts.ts'
import { resolveSession, type ServerDeps } from '../trpc/context.ts'
import { pagePreloadLinks } from './page-preload-links.ts'

/** Extra `<head>` tags for one person's index.html; none when nothing is known for sure. */
export type IndexHtmlTags = (req: IncomingMessage, pathname: string) => Promise<readonly string[]>

/**
 * Preloads, with index.html, the chunk of the page this path will show the
 * signed-in person (issue 61): on `/` their landing, elsewhere the matched
 * route's page, and only when the policy lets them visit it, the same
 * `outcome` the client's guard asks (guard-route.ts), so a denied page's code
 * is never sent for. No session, an unknown path, or any failure (no
 * manifest, a database error) gives no tags: the page then loads its chunk
 * itself, as before.
 */
export function landingPreload(deps: ServerDeps, distDir: string): IndexHtmlTags {
  const links = pagePreloadLinks(distDir)
  return async (req, pathname) => {
    try {
      const view = await viewFor(deps, req.headers.cookie)
      const page = view && pageShown(deps, view, pathname)
      return page ? await links(page) : []
    } catch {
      // The plain index.html still works; the preload is only a head start.
      return []
    }
  }
}

/** The person's policy view, from the same session and facts the boot request's procedures read. */
async function viewFor(deps: ServerDeps, cookie: string | undefined): Promise<PolicyView | undefined> {
  if (cookie === undefined) return undefined
  const session = await resolveSession(deps, cookie)
  if (session.kind !== 'user') return undefined
  const loaded = await loadFacts(deps.db, deps.policy, session.user.id, session.institution.id, session.institution.config)
  if (!loaded.ok) return undefined
  return evaluatePolicy(deps.policy, { ...loaded.facts, user: { id: session.user.id, institutionId: session.institution.id } })
}

/**
 * The page folder the client ends on for this path, when that page is one the
 * person may visit. `/` leads to the landing (one redirect is followed, as the
 * guard would); the fallback page explains a denial and is left alone.
 */
function pageShown(deps: ServerDeps, view: PolicyView, pathname: string): string | undefined {
  const path = normalizePath(pathname)
  if (path === deps.policy.constants.fallbackRoute) return undefined
  let target = path
  let outcome: NavigationOutcome = view.outcome(path)
  if (path === '/' && outcome.result === 'redirect') {
    target = outcome.to
    outcome = view.outcome(target)
  }
  if (outcome.result !== 'allow') return undefined
  return matchRoute(deps.policy, target)?.route.page
}
