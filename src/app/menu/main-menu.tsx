import { useLinkProps, type LinkProps } from '@tanstack/react-router'
import type { MenuEntry } from '../../policy/index.ts'

/**
 * The menu of the compiled policy for the current user (spec section 2),
 * sub-items in a nested list under their parent. Links are router links, so
 * they work with the keyboard, preload on hover and focus, and the current
 * page gets aria-current="page".
 */
export function MainMenu({ entries }: { entries: readonly MenuEntry[] }) {
  return (
    <nav aria-label="Main" className="main-menu">
      <MenuList entries={entries} />
    </nav>
  )
}

/** Menu entries as nested lists of router links; `labelledBy` names the outer list (elsewhere than the menu). */
export function MenuList({ entries, labelledBy }: { entries: readonly MenuEntry[]; labelledBy?: string }) {
  return (
    <ul aria-labelledby={labelledBy}>
      {entries.map((entry) => (
        <li key={entry.id}>
          <MenuLink entry={entry} />
          {entry.children.length > 0 ? <MenuList entries={entry.children} /> : null}
        </li>
      ))}
    </ul>
  )
}

/**
 * A router link (keyboard, preload on hover and focus). A parent that opens
 * the same page as one of its children (Analytics and its first dashboard) is
 * not marked as the current page: the child is, so only one item says so.
 */
function MenuLink({ entry }: { entry: MenuEntry }) {
  const { 'aria-current': current, ...link } = useLinkProps({
    // Menu paths are concrete (parameters filled in by the policy runtime) and the
    // compiler checks each is a route or alias, so they match the typed route tree.
    to: entry.path as LinkProps['to'],
    activeOptions: { exact: true, includeSearch: false },
  })
  const shadowed = entry.children.some((child) => child.path === entry.path)
  return (
    <a {...link} aria-current={shadowed ? undefined : current}>
      {entry.title}
    </a>
  )
}
