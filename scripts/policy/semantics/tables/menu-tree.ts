import type { MenuEntry } from '../../../../src/policy/menu.ts'
import type { MenuSpec } from './table-schema.ts'

/** A menu as a title tree; `path` is compared only when the table wrote one. */
export interface MenuNode {
  readonly title: string
  readonly path?: string
  /** The compiled item id, on actual menus. */
  readonly id?: string
  readonly children: readonly MenuNode[]
}

/** `Search /catalog-search` is title Search at that path; `Bulk Upload` is a title alone. */
export function parseMenuSpec(spec: readonly MenuSpec[]): MenuNode[] {
  return spec.map((entry) => {
    if (typeof entry === 'string') return { ...titleAndPath(entry), children: [] }
    const [label, children] = Object.entries(entry)[0] ?? ['', []]
    return { ...titleAndPath(label), children: parseMenuSpec(children) }
  })
}

function titleAndPath(label: string): { title: string; path?: string } {
  const match = /^(.*\S)\s+(\/\S*)$/.exec(label)
  return match?.[1] && match[2] ? { title: match[1], path: match[2] } : { title: label.trim() }
}

export function menuNodes(entries: readonly MenuEntry[]): MenuNode[] {
  return entries.map((entry) => ({ title: entry.title, path: entry.path, id: entry.id, children: menuNodes(entry.children) }))
}

/** Same items in the same order, paths equal where the expectation names one: gains fail as much as losses. */
export function sameMenu(expected: readonly MenuNode[], actual: readonly MenuNode[]): boolean {
  return (
    expected.length === actual.length &&
    expected.every((node, i) => {
      const other = actual[i]
      return !!other && node.title === other.title && (node.path === undefined || node.path === other.path) && sameMenu(node.children, other.children)
    })
  )
}

export interface FlatItem {
  /** `Booklist > Bulk Upload` */
  readonly key: string
  readonly node: MenuNode
}

export function flattenNodes(nodes: readonly MenuNode[], prefix = ''): FlatItem[] {
  return nodes.flatMap((node) => {
    const key = `${prefix}${node.title}`
    return [{ key, node }, ...flattenNodes(node.children, `${key} > `)]
  })
}

/** Items of `a` that `b` lacks, counting repeats (two items may share a title). */
export function missingFrom(a: readonly FlatItem[], b: readonly FlatItem[]): FlatItem[] {
  const pool = b.map((item) => item.key)
  return a.filter((item) => {
    const i = pool.indexOf(item.key)
    if (i === -1) return true
    pool.splice(i, 1)
    return false
  })
}

/** `Booklist [Bulk Upload], Search /search` */
export function renderMenu(nodes: readonly MenuNode[], withPaths: boolean): string {
  if (nodes.length === 0) return '(no items)'
  return nodes
    .map((node) => {
      const label = withPaths && node.path ? `${node.title} ${node.path}` : node.title
      return node.children.length > 0 ? `${label} [${renderMenu(node.children, withPaths)}]` : label
    })
    .join(', ')
}
