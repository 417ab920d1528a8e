import { parse, stringify } from 'yaml'
import { sourceList, type PolicySources } from '../scripts/policy/pipeline.ts'

/**
 * A policy `factor` times the size of `sources`: copy k (k >= 2) of every
 * permission, check, route and menu item gets a suffixed name (`booklist:viewX2`,
 * `hasReportsPageAccessX2`) or a prefixed path (`/x2/booklist`), and its rules
 * name the copies. Flags, facts, lists, landing and constants stay as they are,
 * so the copies are as valid as the original and the result compiles clean.
 */
export function scalePolicy(sources: PolicySources, factor: number): PolicySources {
  if (factor <= 1) return sources
  const doc = (name: Exclude<keyof PolicySources, 'resources'>): Record<string, unknown> => {
    const source = sources[name]
    if (!source) throw new Error(`scalePolicy: the policy has no ${name} document`)
    return parse(source.text) as Record<string, unknown>
  }
  const permissionsDoc = doc('permissions')
  const checksDoc = doc('checks')
  const routesDoc = doc('routes')
  const menuDoc = doc('menu')
  const copies = Array.from({ length: factor - 1 }, (_, i) => i + 2)

  const permissions = permissionsDoc.permissions as Record<string, string>
  const checks = checksDoc.checks as Record<string, { description: string; when: unknown }>
  const routes = routesDoc.routes as Record<string, unknown>[]
  const menu = menuDoc.menu as Record<string, unknown>[]

  const scaled = {
    permissions: { ...permissionsDoc, permissions: { ...permissions, ...fromCopies(copies, (k) => renameKeys(permissions, k)) } },
    checks: {
      ...checksDoc,
      checks: {
        ...checks,
        ...fromCopies(copies, (k) =>
          Object.fromEntries(Object.entries(checks).map(([name, check]) => [`${name}X${k}`, { ...check, when: renameRefs(check.when, k) }])),
        ),
      },
    },
    routes: {
      ...routesDoc,
      routes: [
        ...routes,
        ...copies.flatMap((k) => routes.filter((r) => r.path !== '/' && r.access !== 'public').map((r) => renameRefs(r, k) as Record<string, unknown>)),
      ],
    },
    menu: { ...menuDoc, menu: [...menu, ...copies.flatMap((k) => menu.map((item) => renameRefs(item, k) as Record<string, unknown>))] },
  }
  const out: Record<string, { file: string; text: string }> = { ...(sources as Record<string, { file: string; text: string }>) }
  for (const [name, value] of Object.entries(scaled)) {
    out[name] = { file: sources[name as Exclude<keyof PolicySources, 'resources'>]?.file ?? `policy/${name}.yaml`, text: stringify(value) }
  }
  return out
}

function fromCopies<T>(copies: readonly number[], make: (k: number) => Record<string, T>): Record<string, T> {
  return Object.assign({}, ...copies.map(make)) as Record<string, T>
}

function renameKeys(record: Record<string, string>, k: number): Record<string, string> {
  return Object.fromEntries(Object.entries(record).map(([name, value]) => [`${name}X${k}`, value]))
}

/** Renames what a copy must not share with the original: permission and check names, paths, menu ids. */
function renameRefs(value: unknown, k: number): unknown {
  if (Array.isArray(value)) return value.map((entry: unknown) => renameRefs(entry, k))
  if (value === null || typeof value !== 'object') return value
  const out: Record<string, unknown> = {}
  for (const [key, entry] of Object.entries(value as Record<string, unknown>)) {
    if ((key === 'permission' || key === 'check') && typeof entry === 'string') out[key] = `${entry}X${k}`
    else if (key === 'permission' && Array.isArray(entry)) out[key] = entry.map((name) => `${String(name)}X${k}`)
    else if (key === 'path' && typeof entry === 'string' && entry.startsWith('/')) out[key] = `/x${k}${entry}`
    else if (key === 'aliases' && Array.isArray(entry)) out[key] = entry.map((path) => `/x${k}${String(path)}`)
    else if (key === 'id' && typeof entry === 'string') out[key] = `${entry}-x${k}`
    else if (key === 'redirect') out[key] = entry
    else out[key] = renameRefs(entry, k)
  }
  return out
}

/** Total characters of the policy sources, to report the size actually reached. */
export function sourceSize(sources: PolicySources): number {
  return sourceList(sources).reduce((sum, source) => sum + source.text.length, 0)
}
