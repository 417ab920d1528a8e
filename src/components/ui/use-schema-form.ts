import { useRef, useState, type ChangeEvent, type FormEvent } from 'react'
import type { z } from 'zod'
import type { FieldRules } from './field-rules.ts'
import { serverFieldErrors, validateWith, type FieldErrors } from './field-errors.ts'

/** The schemas a form fills: an object of fields (the shared contract in src/contracts/). */
type FormSchema = z.ZodType<unknown, Record<string, unknown>>
type Input<S extends FormSchema> = z.input<S>
type FieldName<S extends FormSchema> = keyof Input<S> & string
type Control = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement

export interface SchemaFormOptions<S extends FormSchema> {
  /** The values the form starts from; a field left out starts empty. */
  readonly initial: Partial<Input<S>>
  /** Called with the parsed values, only when they pass the schema; the form is pending until its promise settles. */
  readonly onSubmit: (data: z.output<S>) => Promise<unknown> | void
  /** Words for a refusal that names no field (the app's describeError); the default says the error's own message. */
  readonly describeError?: (error: unknown) => string
  /**
   * What the policy's field rules withhold from this person on the record the
   * form changes (useFieldRules(type, 'edit', record)): those fields' kit
   * inputs are not rendered and their values are never sent.
   */
  readonly fieldRules?: FieldRules
}

/** What a kit field (TextField, SelectField) needs from the form: spread it, `<TextField label="…" {...form.fieldProps('quantity')} />`. */
export interface SchemaFieldProps {
  readonly name: string
  readonly value: string
  readonly onChange: (event: ChangeEvent<Control>) => void
  readonly error: string | undefined
  readonly 'aria-invalid': true | undefined
  /** The field rules withhold this field: the kit field renders nothing. */
  readonly withheld?: true
}

export interface SchemaForm<S extends FormSchema> {
  readonly values: Partial<Input<S>>
  set<K extends FieldName<S>>(field: K, value: Input<S>[K] | undefined): void
  /** Per field, the message of its first problem; "" is about the whole form. */
  readonly errors: FieldErrors
  fieldProps(name: FieldName<S>): SchemaFieldProps
  /** The form's onSubmit: checks, shows the messages and focuses the first field with one, else sends once. */
  submit(event?: FormEvent<HTMLFormElement>): Promise<void>
  readonly pending: boolean
  /** Puts what the server refused on its fields (see `serverFieldErrors`). */
  setServerErrors(error: unknown): void
}

const ownMessage = (error: unknown) => (error instanceof Error && error.message ? error.message : 'That did not work. Try again.')

/** A control's value as the schema expects it: an empty number field is missing (undefined), never NaN. */
function controlValue(control: Control): unknown {
  if (control instanceof HTMLInputElement && control.type === 'number') return control.value === '' ? undefined : Number(control.value)
  if (control instanceof HTMLInputElement && control.type === 'checkbox') return control.checked
  return control.value
}

/**
 * A form checked by the zod schema the server enforces: the same rules
 * inline, in sentences (field-errors.ts), the server's refusals on the
 * fields they name, and one request per submit however often it is pressed.
 */
export function useSchemaForm<S extends FormSchema>(schema: S, options: SchemaFormOptions<S>): SchemaForm<S> {
  const [values, setValues] = useState<Partial<Input<S>>>(options.initial)
  const [errors, setErrors] = useState<FieldErrors>({})
  const [pending, setPending] = useState(false)
  // State is read from the render that made the handler: two quick submits would both see pending false.
  const sending = useRef(false)
  const describe = options.describeError ?? ownMessage

  const setField = (field: string, value: unknown) => {
    setValues((current) => ({ ...current, [field]: value }))
    // A message about the old value would be wrong about the new one.
    setErrors((current) => (field in current ? Object.fromEntries(Object.entries(current).filter(([key]) => key !== field)) : current))
  }
  const setServerErrors = (error: unknown) => setErrors(serverFieldErrors(error, describe))

  const submit = async (event?: FormEvent<HTMLFormElement>) => {
    event?.preventDefault()
    if (sending.current) return
    // A withheld field is never sent, whatever the form started from.
    const withheld = options.fieldRules?.withheld ?? []
    const checked = validateWith(schema, withheld.length === 0 ? values : Object.fromEntries(Object.entries(values).filter(([key]) => !withheld.includes(key))))
    if (!checked.ok) {
      setErrors(checked.errors)
      const first = event?.currentTarget.elements.namedItem(Object.keys(checked.errors)[0] ?? '')
      if (first instanceof HTMLElement) first.focus()
      return
    }
    setErrors({})
    sending.current = true
    setPending(true)
    try {
      await options.onSubmit(checked.data)
    } catch (error) {
      setServerErrors(error)
    } finally {
      sending.current = false
      setPending(false)
    }
  }

  const fieldProps = (name: FieldName<S>): SchemaFieldProps => {
    const value: unknown = values[name]
    const error = errors[name]
    return {
      name,
      value: value === undefined || value === null ? '' : String(value),
      onChange: (event) => setField(name, controlValue(event.currentTarget)),
      error,
      'aria-invalid': error ? true : undefined,
      ...(options.fieldRules?.withheld.includes(name) ? { withheld: true as const } : {}),
    }
  }

  return { values, set: setField, errors, fieldProps, submit, pending, setServerErrors }
}
