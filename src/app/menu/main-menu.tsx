import { Link, type LinkProps } from '@tanstack/react-router'
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
          <Link
            // Menu paths are concrete (parameters filled in by the policy runtime) and the
            // compiler checks each is a route or alias, so they match the typed route tree.
            to={entry.path as LinkProps['to']}
            activeOptions={{ exact: true, includeSearch: false }}
          >
            {entry.title}
          </Link>
          {entry.children.length > 0 ? <MenuList entries={entry.children} /> : null}
        </li>
      ))}
    </ul>
  )
}
