import type { ComponentProps } from 'react'

/**
 * The kit's bare controls, for the places a labelled field (form-field.tsx) does not fit: a cell's
 * inline editor, a checkbox beside its own label. They look like every other control (theme/controls.css);
 * a screen never renders a native <input>, <select> or <textarea> itself.
 */
export function Input(props: ComponentProps<'input'>) {
  return <input {...props} />
}

export function TextArea({ rows = 3, ...props }: ComponentProps<'textarea'>) {
  return <textarea rows={rows} {...props} />
}

export interface SelectOption {
  readonly value: string
  readonly label: string
  /** Shown but not choosable (a list that already holds the title); say why in the label. */
  readonly disabled?: boolean
}

export function Select({ options, ...props }: Omit<ComponentProps<'select'>, 'children'> & { readonly options: readonly SelectOption[] }) {
  return (
    <select {...props}>
      {options.map((option) => (
        <option key={option.value} value={option.value} disabled={option.disabled}>
          {option.label}
        </option>
      ))}
    </select>
  )
}

export function Checkbox(props: Omit<ComponentProps<'input'>, 'type'>) {
  return <input {...props} type="checkbox" />
}

export function Radio(props: Omit<ComponentProps<'input'>, 'type'>) {
  return <input {...props} type="radio" />
}

/**
 * A money amount: typed as text (inputMode decimal, so phones offer digits and a point), its currency
 * beside it. The value is read by the caller's schema ("12.99"), never by the browser's number parsing.
 */
export function MoneyInput({ currency, ...props }: Omit<ComponentProps<'input'>, 'type' | 'inputMode'> & { readonly currency: string }) {
  return (
    <span className="money-input">
      <Input autoComplete="off" {...props} type="text" inputMode="decimal" />
      <span aria-hidden="true">{currency}</span>
    </span>
  )
}
