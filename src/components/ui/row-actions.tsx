import './row-actions.css'
import { useAbility } from '@casl/react'
import { useContext, useEffect, useId, useRef, useState, type KeyboardEvent } from 'react'
import type { AppAbility } from '../../generated/ability.gen.ts'
import type { AbilityCheck } from './action-button.tsx'
import { RowActionsMode } from './row-actions-mode.ts'

export interface RowAction {
  readonly key: string
  /** What the button or menu item says: "Approve…". */
  readonly label: string
  /** Its accessible name when the label alone is ambiguous in a table: "Approve Organic Chemistry, 2 × purchase by rita@…". */
  readonly ariaLabel?: string
  /** Shown only where the user's ability allows it (as ActionButton); without it, always. */
  readonly can?: AbilityCheck
  readonly onClick: () => void
  /** While the action runs: disabled and aria-busy, so a double click sends nothing twice. */
  readonly pending?: boolean
  readonly tone?: 'danger'
}

export interface RowActionsProps {
  /** Names the menu button in compact mode: "Actions for Organic Chemistry". */
  readonly label: string
  readonly actions: readonly RowAction[]
}

/** CASL's <Can> question, asked directly: several actions are weighed at once (all denied: nothing at all). */
function allows(ability: AppAbility, can: AbilityCheck | undefined): boolean {
  if (!can) return true
  const check = can as { I?: string; do?: string; a?: unknown; an?: unknown; this?: unknown; on?: unknown; field?: string }
  const action = check.I ?? check.do ?? ''
  const subject = check.a ?? check.an ?? check.this ?? check.on
  const rule = ability.relevantRuleFor(action as never, subject as never, check.field)
  return rule !== null && !rule.inverted
}

/**
 * A row's actions, each shown only where the user's ability allows it. In a
 * table with room, small buttons side by side; when the table is short of
 * room, one "Actions" menu button (the ARIA menu button pattern). Every
 * action denied: nothing is rendered.
 */
export function RowActions({ label, actions }: RowActionsProps) {
  const ability = useAbility<AppAbility>()
  const mode = useContext(RowActionsMode)
  const allowed = actions.filter((action) => allows(ability, action.can))
  if (allowed.length === 0) return null
  if (mode === 'menu' && allowed.length > 1) return <RowActionsMenu label={label} actions={allowed} />
  return (
    <span className="row-actions">
      {allowed.map((action) => (
        <button
          key={action.key}
          type="button"
          className={action.tone === 'danger' ? 'button button-small row-action-danger' : 'button button-small'}
          onClick={action.onClick}
          disabled={action.pending === true}
          aria-busy={action.pending === true}
          aria-label={action.ariaLabel}
        >
          {action.label}
        </button>
      ))}
    </span>
  )
}

function RowActionsMenu({ label, actions }: RowActionsProps) {
  const [open, setOpen] = useState(false)
  const [focusAt, setFocusAt] = useState<number | null>(null)
  const button = useRef<HTMLButtonElement>(null)
  const menu = useRef<HTMLUListElement>(null)
  const root = useRef<HTMLSpanElement>(null)
  const menuId = useId()
  const items = () => Array.from(menu.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? [])

  useEffect(() => {
    if (open && focusAt !== null) menu.current?.querySelectorAll<HTMLElement>('[role="menuitem"]')[focusAt]?.focus()
  }, [open, focusAt])

  // A click anywhere else closes the menu (focus stays where the click put it).
  useEffect(() => {
    if (!open) return
    const outside = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false)
    }
    document.addEventListener('pointerdown', outside)
    return () => document.removeEventListener('pointerdown', outside)
  }, [open])

  const show = (at: number) => {
    setOpen(true)
    setFocusAt(at)
  }
  const close = (refocus: boolean) => {
    setOpen(false)
    setFocusAt(null)
    if (refocus) button.current?.focus()
  }

  const onButtonKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'Enter' || event.key === ' ') show(0)
    else if (event.key === 'ArrowUp') show(actions.length - 1)
    else return
    event.preventDefault()
    // The row's own keys (arrows move between rows) stay out of it.
    event.stopPropagation()
  }

  const onMenuKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    const current = items().indexOf(document.activeElement as HTMLElement)
    const last = actions.length - 1
    const moves: Record<string, () => number> = {
      ArrowDown: () => (current >= last ? 0 : current + 1),
      ArrowUp: () => (current <= 0 ? last : current - 1),
      Home: () => 0,
      End: () => last,
    }
    const move = moves[event.key]
    if (move) {
      event.preventDefault()
      const next = move()
      setFocusAt(next)
      items()[next]?.focus()
    } else if (event.key === 'Escape') {
      event.preventDefault()
      close(true)
    } else if (event.key === 'Tab') {
      // Focus moves on from the menu button, as the pattern has it.
      close(false)
      button.current?.focus()
      return
    } else if (event.key !== 'Enter' && event.key !== ' ') return
    event.stopPropagation()
  }

  const choose = (action: RowAction) => {
    close(true)
    action.onClick()
  }

  return (
    <span className="row-actions-menu" ref={root}>
      <button
        ref={button}
        type="button"
        className="button button-small"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={menuId}
        aria-label={label}
        onClick={() => (open ? close(false) : show(0))}
        onKeyDown={onButtonKeyDown}
      >
        Actions <span aria-hidden="true">▾</span>
      </button>
      <ul id={menuId} ref={menu} role="menu" aria-label={label} hidden={!open} onKeyDown={onMenuKeyDown}>
        {actions.map((action) => (
          <li
            key={action.key}
            role="menuitem"
            tabIndex={-1}
            aria-label={action.ariaLabel}
            aria-disabled={action.pending === true ? true : undefined}
            className={action.tone === 'danger' ? 'row-action-danger' : undefined}
            onClick={() => action.pending !== true && choose(action)}
            onKeyDown={(event) => {
              if (event.key !== 'Enter' && event.key !== ' ') return
              event.preventDefault()
              if (action.pending !== true) choose(action)
            }}
          >
            {action.label}
          </li>
        ))}
      </ul>
    </span>
  )
}
