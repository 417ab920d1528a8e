import { policy } from '../../../src/generated/policy.gen.ts'
import { dashboardIds, type Persona } from './personas.ts'

/**
 * The concrete URLs a persona's browser test visits, taken from the compiled
 * policy itself: every route and every alias (a new route in the YAML is
 * visited without touching the tests), parameterised routes with sample
 * values, and paths that match no route.
 */
export interface PathSample {
  readonly path: string
  /** The page folder (src/pages/<page>/page.tsx) the path renders when allowed. */
  readonly page: string
}

const sampleParams: Readonly<Record<string, readonly string[]>> = {
  uploadId: ['u-2041'],
  nbsi: ['9780262033848'],
}

/** Paths that must be not-found for everyone. */
export const notFoundSamples = ['/no-such-page', '/booklist/upload/u-2041/extra'] as const

export const notFoundPage = policy.notFound.page
export const unauthorizedPath = '/unauthorized'

export function pathSamples(persona: Persona): PathSample[] {
  const samples = policy.routes.flatMap((route) => expand(route.path, persona).map((path) => ({ path, page: route.page })))
  return [...samples, ...notFoundSamples.map((path) => ({ path, page: notFoundPage }))]
}

function expand(routePath: string, persona: Persona): string[] {
  let paths = [routePath]
  for (const match of routePath.matchAll(/\$([A-Za-z0-9_]+)/g)) {
    const name = match[1] ?? ''
    const values =
      name === 'dashboardId'
        ? // The institution's dashboards, plus one it does not have.
          [...dashboardIds(persona), 'no-such-dashboard']
        : (sampleParams[name] ?? [`sample-${name}`])
    paths = paths.flatMap((path) => values.map((value) => path.replace(`$${name}`, encodeURIComponent(value))))
  }
  return paths
}

/**
 * The page a concrete path renders when allowed: the route whose pattern
 * matches, static segments winning over parameters (/search/request before
 * /search/$nbsi), or the not-found page.
 */
export function pageForPath(path: string): string {
  const segments = splitPath(path)
  let best: { page: string; staticCount: number } | undefined
  for (const route of policy.routes) {
    const pattern = splitPath(route.path)
    if (pattern.length !== segments.length) continue
    if (!pattern.every((part, index) => part.startsWith('$') || part === segments[index])) continue
    const staticCount = pattern.filter((part) => !part.startsWith('$')).length
    if (!best || staticCount > best.staticCount) best = { page: route.page, staticCount }
  }
  return best?.page ?? notFoundPage
}

/** Every page folder of the policy, for "which page chunks were fetched". */
export function allPages(): string[] {
  return [...new Set([...policy.routes.map((route) => route.page), notFoundPage])]
}

/** Pages anyone may see (not-found, unauthorized): showing them protects nothing. */
export function publicPages(): string[] {
  return [...new Set([...policy.routes.filter((route) => route.access.kind === 'public').map((route) => route.page), notFoundPage])]
}

/** The layout the route of a path uses (the menu shows only in the default layout). */
export function layoutForPath(path: string): string {
  const page = pageForPath(path)
  if (page === notFoundPage) return policy.notFound.layout
  return policy.routes.find((route) => route.page === page)?.layout ?? 'default'
}

function splitPath(path: string): string[] {
  return (path.split('?')[0] ?? '').split('/').filter((part) => part !== '')
}
