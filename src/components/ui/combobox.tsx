import { useCombobox, type UseComboboxState, type UseComboboxStateChangeOptions } from 'downshift'
import { useMemo, useState, type KeyboardEvent } from 'react'
import { Field, type FieldControlProps } from './form-field.tsx'
import './combobox.css'

export interface ComboboxOption {
  readonly value: string
  readonly label: string
  /** Options with the same group are listed together under it, groups in the order they first appear. */
  readonly group?: string
  /** Shown but not choosable; say why in the label. */
  readonly disabled?: boolean
  /** More words typing finds the option by (a code, an email). */
  readonly keywords?: string
}

export interface ComboboxProps {
  readonly label: string
  readonly description?: string
  readonly error?: string | undefined
  readonly options: readonly ComboboxOption[]
  /** The chosen option's value; undefined when none (or the `allowEmpty` choice) is chosen. */
  readonly value: string | undefined
  readonly onChange: (value: string | undefined) => void
  readonly placeholder?: string
  readonly required?: boolean
  /** The label of a first choice that chooses nothing ("Anyone"): listed first, shown as the placeholder while chosen. */
  readonly allowEmpty?: string | undefined
  readonly name?: string
  /** Focused when its dialog opens (dialog.tsx). */
  readonly 'data-autofocus'?: boolean
}

const EMPTY = '\u0000empty'

/** Case-insensitive substring of the label or the keywords. */
export function matches(option: ComboboxOption, typed: string): boolean {
  const needle = typed.trim().toLocaleLowerCase()
  if (!needle) return true
  return option.label.toLocaleLowerCase().includes(needle) || (option.keywords?.toLocaleLowerCase().includes(needle) ?? false)
}

/** Ungrouped options first, then each group's options together, groups in their first appearance's order. */
function inGroups(options: readonly ComboboxOption[]): ComboboxOption[] {
  const order: (string | undefined)[] = [undefined]
  for (const option of options) if (!order.includes(option.group)) order.push(option.group)
  return order.flatMap((group) => options.filter((option) => option.group === group))
}

/**
 * A text input that filters a long list of choices as one types (the ARIA 1.2
 * combobox pattern, by downshift's useCombobox): Down and Up move through the
 * matches, Enter chooses, Escape closes the list and a second Escape puts the
 * chosen label back; Home and End go to the first and last match while the list
 * is open. Disabled options are listed but cannot be chosen. The number of
 * matches is said politely as it changes.
 */
export default Combobox

export function Combobox({ label, description, error, required, ...rest }: ComboboxProps) {
  return (
    <Field label={label} description={description} error={error} {...(required ? { required } : {})}>
      {(control) => <ComboboxControl {...rest} label={label} required={required ?? false} control={control} />}
    </Field>
  )
}

interface ControlProps extends Omit<ComboboxProps, 'description' | 'error' | 'required'> {
  readonly required: boolean
  readonly control: FieldControlProps
}

function ComboboxControl({ control, label, options, value, onChange, placeholder, required, allowEmpty, name, 'data-autofocus': autofocus }: ControlProps) {
  const all = useMemo(() => inGroups([...(allowEmpty === undefined ? [] : [{ value: EMPTY, label: allowEmpty }]), ...options]), [options, allowEmpty])
  const chosen = all.find((option) => option.value === (value ?? EMPTY)) ?? null
  const textOf = (option: ComboboxOption | null) => (option === null || option.value === EMPTY ? '' : option.label)
  // What was typed since the list opened; until then the whole list shows (opened on the chosen label).
  const [typed, setTyped] = useState<string | null>(null)
  const items = useMemo(() => (typed === null ? all : all.filter((option) => matches(option, typed))), [all, typed])

  const stateReducer = (state: UseComboboxState<ComboboxOption>, { type, changes }: UseComboboxStateChangeOptions<ComboboxOption>) => {
    // Leaving the field puts the chosen label back over half-typed text.
    if (type === useCombobox.stateChangeTypes.InputBlur) return { ...changes, inputValue: textOf(changes.selectedItem ?? state.selectedItem) }
    return changes
  }
  const combobox = useCombobox<ComboboxOption>({
    items,
    inputId: control.id,
    menuId: `${control.id}-listbox`,
    itemToString: textOf,
    itemToKey: (option) => option?.value,
    isItemDisabled: (option) => option.disabled === true,
    selectedItem: chosen,
    stateReducer,
    onInputValueChange: ({ type, inputValue }) => setTyped(type === useCombobox.stateChangeTypes.InputChange ? inputValue : null),
    onIsOpenChange: ({ isOpen }) => {
      if (!isOpen) setTyped(null)
    },
    onSelectedItemChange: ({ selectedItem }) => onChange(selectedItem === null || selectedItem.value === EMPTY ? undefined : selectedItem.value),
  })
  const { isOpen, highlightedIndex, inputValue, getInputProps, getMenuProps, getItemProps, setInputValue } = combobox

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Escape' || isOpen) return
    // Closed: a second Escape puts the chosen label back; with nothing to undo it is left to the page (a dialog closes).
    ;(event.nativeEvent as { preventDownshiftDefault?: boolean }).preventDownshiftDefault = true
    if (inputValue !== textOf(chosen)) {
      event.preventDefault()
      setInputValue(textOf(chosen))
    }
  }

  const groups: { name: string | undefined; items: { option: ComboboxOption; index: number }[] }[] = []
  items.forEach((option, index) => {
    const last = groups.at(-1)
    if (last && last.name === option.group) last.items.push({ option, index })
    else groups.push({ name: option.group, items: [{ option, index }] })
  })
  const menuId = `${control.id}-listbox`
  const renderOption = ({ option, index }: { option: ComboboxOption; index: number }) => (
    <div
      key={option.value}
      className={['combobox-option', highlightedIndex === index ? 'combobox-option-active' : '', option.value === EMPTY ? 'combobox-option-empty' : '']
        .filter(Boolean)
        .join(' ')}
      {...getItemProps({ item: option, index })}
    >
      {option.label}
    </div>
  )
  const status = !isOpen ? '' : items.length === 0 ? `No matches for “${inputValue}”` : items.length === 1 ? '1 result' : `${items.length} results`

  return (
    <div className="combobox">
      <input
        {...getInputProps({
          ...control,
          'aria-labelledby': undefined,
          'aria-required': required || undefined,
          placeholder: chosen?.value === EMPTY ? allowEmpty : placeholder,
          name,
          'data-autofocus': autofocus || undefined,
          onKeyDown,
        } as Parameters<typeof getInputProps>[0])}
      />
      <div className="combobox-popup" hidden={!isOpen}>
        <div
          {...getMenuProps({ 'aria-label': `${label} options`, 'aria-labelledby': undefined } as Parameters<typeof getMenuProps>[0])}
          className="combobox-listbox"
        >
          {isOpen
            ? groups.map((group, position) =>
                group.name === undefined ? (
                  group.items.map(renderOption)
                ) : (
                  <div key={`group-${group.name}`} role="group" aria-labelledby={`${menuId}-group-${position}`} className="combobox-group">
                    <div id={`${menuId}-group-${position}`} className="combobox-group-label">
                      {group.name}
                    </div>
                    {group.items.map(renderOption)}
                  </div>
                ),
              )
            : null}
        </div>
        {isOpen && items.length === 0 ? <p className="combobox-empty">No matches for “{inputValue}”</p> : null}
      </div>
      <div className="visually-hidden" role="status" aria-live="polite" aria-atomic="true">
        {status}
      </div>
    </div>
  )
}
