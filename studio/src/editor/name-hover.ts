import { hoverTooltip, type Tooltip } from '@codemirror/view'
import type { CompiledMenuItem, PolicyWithSources } from '../../../src/policy/model.ts'
import { flattenFacts } from '../../../scripts/policy/validate/facts.ts'

const WORD = /[\w:./$-]+/g

/** Hovering a declared name (permission, flag, check, fact, list, route, menu item) shows what it is and its description. */
export function nameHover(policy: () => PolicyWithSources | undefined) {
  let cached: { policy: PolicyWithSources; names: Map<string, string> } | undefined
  return hoverTooltip((view, pos): Tooltip | null => {
    const current = policy()
    if (!current) return null
    if (cached?.policy !== current) cached = { policy: current, names: describeNames(current) }
    const line = view.state.doc.lineAt(pos)
    for (const match of line.text.matchAll(WORD)) {
      const from = line.from + match.index
      const to = from + match[0].length
      if (pos < from || pos > to) continue
      const text = cached.names.get(match[0])
      if (!text) return null
      return {
        pos: from,
        end: to,
        above: true,
        create: () => {
          const dom = document.createElement('div')
          dom.className = 'name-hover'
          dom.textContent = text
          return { dom }
        },
      }
    }
    return null
  })
}

function describeNames(policy: PolicyWithSources): Map<string, string> {
  const names = new Map<string, string>()
  const add = (name: string, text: string) => {
    if (!names.has(name)) names.set(name, text)
  }
  for (const p of policy.permissions) add(p.name, `permission ${p.name}: ${p.description}`)
  for (const f of policy.flags) add(f.name, `flag ${f.name}: ${f.description}`)
  for (const c of policy.checks) add(c.name, `check ${c.name}: ${c.description}`)
  for (const l of policy.lists) add(l.name, `list ${l.name}: ${l.description} (${l.values.length} values)`)
  for (const [name, field] of flattenFacts(policy.facts))
    add(name, `fact ${name} (${field.type}${field.nullable ? ', nullable' : ''})${field.description ? `: ${field.description}` : ''}`)
  for (const r of policy.routes) add(r.path, r.aliasOf ? `route ${r.path}: alias of ${r.aliasOf}` : `route ${r.path}: page ${r.page}, layout ${r.layout}`)
  const items = (list: readonly CompiledMenuItem[]) => {
    for (const item of list) {
      add(item.id, `menu item ${item.id}: ${item.variants.map((v) => `${v.title} (${v.path})`).join(' or ')}`)
      items(item.children)
    }
  }
  items(policy.menu)
  return names
}
