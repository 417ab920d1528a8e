import { Can, type CanProps } from '@casl/react'
import type { ButtonHTMLAttributes, ReactNode } from 'react'
import type { AppAbility } from '../../generated/ability.gen.ts'
import { buttonClass, type ButtonLook } from './button.tsx'

/** The question asked of the compiled CASL ability: `{ I: 'approve', this: request }` or `{ I: 'edit', a: 'booklist' }`. */
export type AbilityCheck = CanProps<AppAbility> extends infer P ? (P extends unknown ? Omit<P, 'children' | 'not' | 'passThrough'> : never) : never

type NativeButton = Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'type' | 'children'>

export interface ActionButtonProps extends NativeButton, ButtonLook {
  readonly can: AbilityCheck
  /** While the action runs: disabled and aria-busy, so a double click sends nothing twice. */
  readonly pending?: boolean
  readonly children: ReactNode
}

/**
 * A button for an action on a record that renders only when the user's
 * ability (the app's <AbilityProvider>) allows that action on that record:
 * a user who may not do it never sees the control. The server enforces the
 * same compiled rule; this only keeps the screen honest.
 */
export function ActionButton({ can, pending = false, children, disabled, variant, size, className, ...button }: ActionButtonProps) {
  const check = { ...can, children: null } as CanProps<AppAbility>
  return (
    <Can {...check}>
      {() => (
        <button
          type="button"
          {...button}
          className={buttonClass({ variant: variant ?? 'secondary', size: size ?? 'normal' }, className)}
          disabled={disabled === true || pending}
          aria-busy={pending}
        >
          {children}
        </button>
      )}
    </Can>
  )
}
