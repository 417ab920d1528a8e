import type { MenuEntry } from '../../../src/policy/menu.ts'

/** The resolved menu (resolveMenu, as the app's shell renders it): titles, paths and children, in order. */
export function MenuPreview({ entries, onExplain }: { readonly entries: readonly MenuEntry[]; readonly onExplain: (title: string) => void }) {
  if (entries.length === 0) return <p className="empty">No menu items.</p>
  return (
    <ul className="menu-preview" aria-label="Menu preview">
      {entries.map((entry) => (
        <li key={`${entry.id}:${entry.path}`}>
          <button type="button" className="button-link menu-item" onClick={() => onExplain(entry.title)} title="Explain why it is shown">
            {entry.title}
          </button>{' '}
          <code>{entry.path}</code>
          {entry.children.length > 0 ? <MenuPreview entries={entry.children} onExplain={onExplain} /> : null}
        </li>
      ))}
    </ul>
  )
}
