import { useId, type InputHTMLAttributes, type ReactNode, type SelectHTMLAttributes } from 'react'

/** What a field's control needs to be labelled, described and marked invalid. */
export interface FieldControlProps {
  readonly id: string
  readonly 'aria-describedby': string | undefined
  readonly 'aria-invalid': true | undefined
}

export interface FieldProps {
  readonly label: string
  readonly description?: ReactNode
  /** What the typed value is read as ("read as £12.99"), shown beside the control as it changes and read with it. */
  readonly hint?: ReactNode
  /** The message of the first problem with this value; shown under the control and read with it. */
  readonly error?: string | undefined
  readonly required?: boolean
  readonly children: (control: FieldControlProps) => ReactNode
}

/** Label, control, description and inline error, wired for screen readers (aria-describedby, aria-invalid). */
export function Field({ label, description, hint, error, required = false, children }: FieldProps) {
  const id = useId()
  const descriptionId = description ? `${id}-description` : undefined
  const hintId = hint ? `${id}-hint` : undefined
  const errorId = error ? `${id}-error` : undefined
  const describedBy = [errorId, hintId, descriptionId].filter(Boolean).join(' ') || undefined
  return (
    <div className={error ? 'field field-invalid' : 'field'}>
      <label htmlFor={id}>
        {label}
        {required ? <span aria-hidden="true"> *</span> : null}
      </label>
      {children({ id, 'aria-describedby': describedBy, 'aria-invalid': error ? true : undefined })}
      {hint ? (
        <p id={hintId} className="field-hint">
          {hint}
        </p>
      ) : null}
      {description ? (
        <p id={descriptionId} className="field-description">
          {description}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="field-error">
          {error}
        </p>
      ) : null}
    </div>
  )
}

type Common = Omit<FieldProps, 'children'>

export function TextField({ label, description, hint, error, required, ...input }: Common & Omit<InputHTMLAttributes<HTMLInputElement>, 'id'>) {
  return (
    <Field label={label} description={description} hint={hint} error={error} {...(required ? { required } : {})}>
      {(control) => <input {...input} {...control} required={required} />}
    </Field>
  )
}

export interface SelectOption {
  readonly value: string
  readonly label: string
  /** Shown but not choosable (a list that already holds the title); say why in the label. */
  readonly disabled?: boolean
}

export function SelectField({
  label,
  description,
  error,
  required,
  options,
  ...select
}: Common & { options: readonly SelectOption[] } & Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id'>) {
  return (
    <Field label={label} description={description} error={error} {...(required ? { required } : {})}>
      {(control) => (
        <select {...select} {...control} required={required}>
          {options.map((option) => (
            <option key={option.value} value={option.value} disabled={option.disabled}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </Field>
  )
}
