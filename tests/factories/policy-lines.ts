import { readFileSync } from 'node:fs'

/**
 * The line of `key` inside the route `path` of policy/routes.yaml, for tests
 * that assert a diagnostic's file:line: adding a route above must not break them.
 */
export function routeLine(path: string, key: string): number {
  const lines = readFileSync(new URL('../../policy/routes.yaml', import.meta.url), 'utf8').split('\n')
  const start = lines.findIndex((line) => line.trim() === `- path: ${path}`)
  if (start < 0) throw new Error(`policy/routes.yaml has no route ${path}`)
  const offset = lines.slice(start).findIndex((line) => line.trim().startsWith(key))
  if (offset < 0) throw new Error(`route ${path} in policy/routes.yaml has no line starting "${key}"`)
  return start + offset + 1
}
