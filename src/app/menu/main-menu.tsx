import { useLinkProps, useLocation, type LinkProps } from '@tanstack/react-router'
import { useId, useRef, useState, type KeyboardEvent } from 'react'
import type { MenuEntry } from '../../policy/index.ts'
import { Button } from '../../components/ui/button.tsx'

/**
 * The menu of the compiled policy for the current user (spec section 2),
 * sub-items in a nested list under their parent. Links are router links, so
 * they work with the keyboard, preload on hover and focus, and the current
 * page gets aria-current="page".
 *
 * At phone width the list folds behind a "Menu" button (styles.css shows the
 * button and hides the closed list only there; on wider screens the list is
 * always shown). Escape closes it and gives focus back to the button; it also
 * closes after a navigation, since it stays open only for the address it was
 * opened on.
 */
export function MainMenu({ entries }: { entries: readonly MenuEntry[] }) {
  const listId = useId()
  const toggle = useRef<HTMLButtonElement>(null)
  const { href } = useLocation()
  const [openedOn, setOpenedOn] = useState<string | undefined>(undefined)
  const open = openedOn === href
  const closeOnEscape = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || !open) return
    setOpenedOn(undefined)
    toggle.current?.focus()
  }
  return (
    <nav aria-label="Main" className={open ? 'main-menu main-menu-open' : 'main-menu'} onKeyDown={closeOnEscape}>
      <Button ref={toggle} className="menu-toggle" aria-expanded={open} aria-controls={listId} onClick={() => setOpenedOn(open ? undefined : href)}>
        Menu
      </Button>
      <MenuList entries={entries} id={listId} />
    </nav>
  )
}

/** Menu entries as nested lists of router links; `labelledBy` names the outer list (elsewhere than the menu). */
export function MenuList({ entries, labelledBy, id }: { entries: readonly MenuEntry[]; labelledBy?: string; id?: string }) {
  return (
    <ul id={id} aria-labelledby={labelledBy}>
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
