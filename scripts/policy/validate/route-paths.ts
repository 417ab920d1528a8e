/** The `$name` parameters of a path, in order. */
export function pathParams(path: string): string[] {
  return path
    .split('/')
    .filter((segment) => segment.startsWith('$'))
    .map((segment) => segment.slice(1))
}

/** Paths that match the same URLs share this key: `/a/$x` and `/a/$y` both give `/a/$`. */
export function pathPattern(path: string): string {
  return path.replace(/\$[A-Za-z0-9_]*/g, '$')
}

/**
 * The identifier the route tree emitter derives for a route (see routeId in
 * compile.ts and routeVar in emit-route-tree.ts); two routes with the same one
 * would emit the same variable twice.
 */
export function routeIdentifier(path: string): string {
  return `route_${(path === '/' ? 'index' : path.slice(1).replaceAll('/', '-')).replace(/[^A-Za-z0-9]/g, '_')}`
}
