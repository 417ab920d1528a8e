import type { Completion, CompletionContext, CompletionResult } from '@codemirror/autocomplete'
import type { CompiledMenuItem, PolicyWithSources } from '../../../src/policy/model.ts'
import { flattenFacts } from '../../../scripts/policy/validate/facts.ts'

type Kind = 'permission' | 'flag' | 'check' | 'fact' | 'list' | 'route' | 'menu-item'

/** Which declared names a key's value takes, as the schemas' references say (scripts/policy/documents.ts). */
const kindOfKey: Readonly<Record<string, Kind>> = {
  permission: 'permission',
  flag: 'flag',
  enforcedByFlag: 'flag',
  sessionRecordingFlag: 'flag',
  check: 'check',
  fact: 'fact',
  in: 'list',
  redirect: 'route',
  fallback: 'route',
  fallbackRoute: 'route',
  preferred: 'menu-item',
}

// `key: partial`, also inside a flow list (`permission: [a, b`) or after a list dash.
const BEFORE_CURSOR = /(?:^|[\s{,-])([A-Za-z]+):\s*(?:\[(?:[^\]]*,)?\s*)?([\w:./$-]*)$/

/**
 * Completes permission, flag, check, fact, list, route and menu-item names from
 * the policy as last compiled, with each name's description; the JSON-Schema
 * extension's own completion does not reach names behind a union (`permission`
 * is a name or a list of names).
 */
export function nameCompletion(file: () => string, policy: () => PolicyWithSources | undefined) {
  return (context: CompletionContext): CompletionResult | null => {
    const line = context.state.doc.lineAt(context.pos)
    const match = BEFORE_CURSOR.exec(line.text.slice(0, context.pos - line.from))
    const current = policy()
    if (!match || !current) return null
    const [, key = '', partial = ''] = match
    const kind = key === 'path' && file() !== 'routes' ? 'route' : key === 'name' && file() === 'routes' ? 'flag' : kindOfKey[key]
    if (!kind) return null
    if (partial === '' && !context.explicit && !/[:,[]\s*$/.test(line.text.slice(0, context.pos - line.from))) return null
    return { from: context.pos - partial.length, options: namesOf(current, kind), validFor: /^[\w:./$-]*$/ }
  }
}

function namesOf(policy: PolicyWithSources, kind: Kind): Completion[] {
  const named = (entries: readonly { name: string; description: string }[], type: string) =>
    entries.map((entry) => ({ label: entry.name, type, info: entry.description }))
  switch (kind) {
    case 'permission':
      return named(policy.permissions, 'constant')
    case 'flag':
      return named(policy.flags, 'variable')
    case 'check':
      return named(policy.checks, 'function')
    case 'list':
      return named(policy.lists, 'enum')
    case 'fact':
      return [...flattenFacts(policy.facts)].map(([name, field]) => ({
        label: name,
        type: 'property',
        detail: field.type,
        ...(field.description ? { info: field.description } : {}),
      }))
    case 'route':
      return policy.routes.map((route) => ({ label: route.path, type: 'text', detail: route.aliasOf ? `alias of ${route.aliasOf}` : route.page }))
    case 'menu-item': {
      const ids = (items: readonly CompiledMenuItem[]): Completion[] =>
        items.flatMap((item) => [{ label: item.id, type: 'class', detail: item.variants[0]?.title ?? '' }, ...ids(item.children)])
      return ids(policy.menu)
    }
  }
}
