import type { Page } from '@playwright/test'
import type { MenuItem } from './policy-eval.ts'

/** A menu entry as the browser shows it, in the same shape as `policy eval` prints. */
export interface ShownMenuItem {
  readonly title: string
  readonly path: string
  readonly children: ShownMenuItem[]
  readonly current: boolean
}

/** A menu without the current-page marks, for comparing with the policy's. */
export interface MenuTree {
  readonly title: string
  readonly path: string
  readonly children: readonly MenuTree[]
}

export const mainNav = 'nav[aria-label="Main"]'

/**
 * Reads <nav aria-label="Main"> into a title/path tree. Nesting comes from the
 * list structure: a link's item is its nearest <li>; a sub-item's <li> sits
 * inside its parent's <li>. Titles are the links' accessible text (aria-label
 * when present). Hidden sub-items (a collapsed group) are still read: the
 * menu model says what exists, not what is expanded.
 */
export async function readMainMenu(page: Page): Promise<ShownMenuItem[]> {
  const navs = page.locator(mainNav)
  const count = await navs.count()
  if (count === 0) return []
  if (count > 1) throw new Error(`found ${count} <nav aria-label="Main"> elements; expected one`)
  return navs.evaluate((nav) => {
    interface Node {
      title: string
      path: string
      children: Node[]
      current: boolean
    }
    const itemOf = (element: Element): Element | null => {
      const item = element.parentElement?.closest('li') ?? null
      return item && nav.contains(item) ? item : null
    }
    const nodes = new Map<Element, Node>()
    const roots: Node[] = []
    for (const link of Array.from(nav.querySelectorAll('a[href]'))) {
      const url = new URL((link as HTMLAnchorElement).href, location.href)
      const title = (link.getAttribute('aria-label') ?? link.textContent ?? '').replace(/\s+/g, ' ').trim()
      const node: Node = { title, path: url.pathname + url.search, children: [], current: link.getAttribute('aria-current') === 'page' }
      const item = itemOf(link)
      // The first link of an item is the item; later links in it are its children's.
      if (item && !nodes.has(item)) nodes.set(item, node)
      const parentItem = item ? itemOf(item) : null
      const parent = parentItem ? nodes.get(parentItem) : undefined
      if (parent) parent.children.push(node)
      else roots.push(node)
    }
    return roots
  })
}

/** The policy's menu in the browser's shape (children always present), for a deep equality check. */
export function expectedMenu(items: readonly MenuItem[]): MenuTree[] {
  return items.map((item) => ({ title: item.title, path: item.path, children: expectedMenu(item.children ?? []) }))
}

export function withoutCurrent(items: readonly ShownMenuItem[]): MenuTree[] {
  return items.map((item) => ({ title: item.title, path: item.path, children: withoutCurrent(item.children) }))
}

/** Every link marked aria-current="page", flattened. */
export function currentLinks(items: readonly ShownMenuItem[]): ShownMenuItem[] {
  return items.flatMap((item) => [...(item.current ? [item] : []), ...currentLinks(item.children)])
}

export function allLinks(items: readonly ShownMenuItem[]): ShownMenuItem[] {
  return items.flatMap((item) => [item, ...allLinks(item.children)])
}

export function formatMenu(items: readonly MenuTree[], indent = ''): string {
  if (items.length === 0) return `${indent}(empty)`
  return items
    .map((item) => [`${indent}${item.title} ${item.path}`, ...(item.children.length ? [formatMenu(item.children, `${indent}  `)] : [])].join('\n'))
    .join('\n')
}
