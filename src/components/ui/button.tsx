import type { ComponentProps } from 'react'

/** Primary: the one main action of a form or dialog. Secondary: the rest. Danger: removes or withdraws. Link: reads as a link, acts in place. */
export type ButtonVariant = 'primary' | 'secondary' | 'danger' | 'link'

export interface ButtonLook {
  readonly variant?: ButtonVariant
  /** Small: inside table rows and toolbars, where a full-height button would make every row tall. */
  readonly size?: 'small' | 'normal'
}

/** The class names of a kit button: for the rare control that must look like one without being a <Button> (a link to a download). */
export function buttonClass({ variant = 'secondary', size = 'normal' }: ButtonLook = {}, extra?: string): string {
  return ['button', `button-${variant}`, size === 'small' ? 'button-small' : '', extra ?? ''].filter(Boolean).join(' ')
}

export interface ButtonProps extends ButtonLook, Omit<ComponentProps<'button'>, 'type'> {
  /** 'button' unless said: a button inside a form never submits it by accident. */
  readonly type?: 'button' | 'submit' | 'reset'
  /** While its action runs: disabled and aria-busy (a spinner beside the label), so a double click sends nothing twice. */
  readonly pending?: boolean
}

/** The kit's button; every button in the product is one (tests/unit/kit-controls-only.test.ts). */
export function Button({ variant, size, pending = false, type = 'button', className, disabled, ...button }: ButtonProps) {
  return (
    <button
      {...button}
      type={type}
      className={buttonClass({ variant: variant ?? 'secondary', size: size ?? 'normal' }, className)}
      disabled={disabled === true || pending}
      aria-busy={pending || undefined}
    />
  )
}
