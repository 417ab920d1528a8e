import { useId, type InputHTMLAttributes, type ReactNode, type SelectHTMLAttributes, type TextareaHTMLAttributes } from 'react'
import { Checkbox, Input, Radio, Select, TextArea, type SelectOption } from './controls.tsx'

export type { SelectOption } from './controls.tsx'

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
  /** A field the policy's field rules withhold from this person (useSchemaForm's fieldRules): not rendered at all. */
  readonly withheld?: true | undefined
  readonly children: (control: FieldControlProps) => ReactNode
}

/** Label, control, description and inline error, wired for screen readers (aria-describedby, aria-invalid). */
export function Field({ label, description, hint, error, required = false, withheld, children }: FieldProps) {
  const id = useId()
  if (withheld) return null
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

export function TextField({ label, description, hint, error, required, withheld, ...input }: Common & Omit<InputHTMLAttributes<HTMLInputElement>, 'id'>) {
  return (
    <Field label={label} description={description} hint={hint} error={error} withheld={withheld} {...(required ? { required } : {})}>
      {(control) => <Input {...input} {...control} required={required} />}
    </Field>
  )
}

export function SelectField({
  label,
  description,
  error,
  required,
  withheld,
  options,
  ...select
}: Common & { options: readonly SelectOption[] } & Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id'>) {
  return (
    <Field label={label} description={description} error={error} withheld={withheld} {...(required ? { required } : {})}>
      {(control) => <Select {...select} {...control} options={options} required={required} />}
    </Field>
  )
}

export function TextAreaField({
  label,
  description,
  hint,
  error,
  required,
  withheld,
  ...textarea
}: Common & Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id'>) {
  return (
    <Field label={label} description={description} hint={hint} error={error} withheld={withheld} {...(required ? { required } : {})}>
      {(control) => <TextArea {...textarea} {...control} required={required} />}
    </Field>
  )
}

/** A checkbox with its label after it (and its description under both), the way every checkbox in the kit reads. */
export function CheckboxField({
  label,
  description,
  error,
  ...input
}: { readonly label: ReactNode; readonly description?: ReactNode; readonly error?: string | undefined } & Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'id' | 'type'
>) {
  const id = useId()
  const described = [error ? `${id}-error` : '', description ? `${id}-description` : ''].filter(Boolean).join(' ') || undefined
  return (
    <div className="choice">
      <Checkbox {...input} id={id} aria-describedby={described} aria-invalid={error ? true : undefined} />
      <label htmlFor={id}>{label}</label>
      {description ? (
        <p id={`${id}-description`} className="field-description">
          {description}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="field-error">
          {error}
        </p>
      ) : null}
    </div>
  )
}

export interface RadioOption<V extends string> {
  readonly value: V
  readonly label: ReactNode
  /** A line under the option's label, read with it. */
  readonly description?: ReactNode
}

export interface RadioGroupProps<V extends string> {
  readonly legend: ReactNode
  readonly name: string
  readonly options: readonly RadioOption<V>[]
  readonly value: V | undefined
  readonly onChange: (value: V) => void
  readonly error?: string | undefined
  /** Inline: the options on one line (a short choice of views); stacked otherwise. */
  readonly inline?: boolean
}

/** One choice of a few, all visible: a fieldset whose legend names the question, one radio per option. */
export function RadioGroup<V extends string>({ legend, name, options, value, onChange, error, inline = false }: RadioGroupProps<V>) {
  const id = useId()
  return (
    <fieldset className={inline ? 'radio-group radio-group-inline' : 'radio-group'} aria-describedby={error ? `${id}-error` : undefined}>
      <legend>{legend}</legend>
      {options.map((option) => (
        <div key={option.value} className="choice">
          <Radio
            id={`${id}-${option.value}`}
            name={name}
            value={option.value}
            checked={value === option.value}
            onChange={() => onChange(option.value)}
            aria-describedby={option.description ? `${id}-${option.value}-description` : undefined}
          />
          <label htmlFor={`${id}-${option.value}`}>{option.label}</label>
          {option.description ? (
            <p id={`${id}-${option.value}-description`} className="field-description">
              {option.description}
            </p>
          ) : null}
        </div>
      ))}
      {error ? (
        <p id={`${id}-error`} className="field-error">
          {error}
        </p>
      ) : null}
    </fieldset>
  )
}

/** A refusal about the whole form (the server's sentence), said once above its actions; nothing when there is none. */
export function FormProblem({ message }: { readonly message: string | undefined }) {
  return message ? (
    <p role="alert" className="field-error">
      {message}
    </p>
  ) : null
}
