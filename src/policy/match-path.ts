import type { CompiledPolicy, RuntimeRoute } from './model.ts'
import { indexPolicy } from './policy-index.ts'

export interface RouteMatch<R extends RuntimeRoute = RuntimeRoute> {
  readonly route: R
  readonly params: Readonly<Record<string, string>>
}

/** `/booklist/` and `/booklist?x#y` are `/booklist`. */
export function normalizePath(path: string): string {
  const bare = path.split(/[?#]/, 1)[0] ?? ''
  const withSlash = bare.startsWith('/') ? bare : `/${bare}`
  return withSlash.length > 1 ? withSlash.replace(/\/+$/, '') || '/' : withSlash
}

/**
 * The route a concrete path renders. Static segments win over parameters, as in
 * TanStack Router, so `/search/request` is not product `request`.
 */
export function matchRoute<P extends CompiledPolicy>(policy: P, path: string): RouteMatch<P['routes'][number]> | undefined {
  const normal = normalizePath(path)
  const index = indexPolicy(policy)
  // A route whose path is exactly this one, without parameters, outranks any
  // pattern (all its segments are static), so it is the answer.
  const exact = index.staticRoutesByPath.get(normal)
  if (exact) return { route: exact, params: {} }
  const segments = splitPath(normal)
  let best: { match: RouteMatch<P['routes'][number]>; rank: string } | undefined
  for (const { route, parts: pattern } of index.routePatterns) {
    if (pattern.length !== segments.length) continue
    const params: Record<string, string> = {}
    let rank = ''
    let matches = true
    for (const [i, part] of pattern.entries()) {
      const segment = segments[i] ?? ''
      if (part.startsWith('$')) {
        if (segment === '') matches = false
        params[part.slice(1)] = safeDecode(segment)
        rank += '0'
      } else {
        if (part !== segment) matches = false
        rank += '1'
      }
      if (!matches) break
    }
    if (matches && (!best || rank > best.rank)) best = { match: { route, params }, rank }
  }
  return best?.match
}

function splitPath(path: string): string[] {
  return path === '/' ? [] : path.slice(1).split('/')
}

function safeDecode(segment: string): string {
  try {
    return decodeURIComponent(segment)
  } catch {
    return segment
  }
}
