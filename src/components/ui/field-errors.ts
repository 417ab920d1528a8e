import type { z } from 'zod'

/** Per field (its path joined with "."), the message of its first problem; "" holds problems with the whole form. */
export type FieldErrors = Readonly<Record<string, string>>

export type Validated<T> = { readonly ok: true; readonly data: T } | { readonly ok: false; readonly errors: FieldErrors }

const missing = (input: unknown) => input === undefined || input === null || input === ''

/**
 * Sentences for zod's default messages, which speak of types ("Invalid input:
 * expected number, received NaN") to people filling in a form. Passed per
 * parse, so a message the schema gives (`z.string().min(1, 'Say why.')`) wins
 * over these: zod prefers the schema's own. Undefined keeps zod's default.
 */
export const plainMessages: z.core.$ZodErrorMap = (issue) => {
  switch (issue.code) {
    case 'invalid_type':
      if (missing(issue.input)) return 'This field is required.'
      if (issue.expected === 'number' || issue.expected === 'int') return 'Enter a number.'
      if (issue.expected === 'date') return 'Enter a date.'
      return 'This value is not valid here.'
    case 'invalid_value':
      return 'Choose one of the options.'
    case 'too_small':
      if (issue.origin === 'string') return issue.minimum === 1 ? 'This field is required.' : `Enter at least ${issue.minimum} characters.`
      if (issue.origin === 'number' || issue.origin === 'int') return `Enter ${issue.minimum}${issue.inclusive ? ' or more' : ' or a larger number'}.`
      if (issue.origin === 'array' || issue.origin === 'set') return `Choose at least ${issue.minimum}.`
      return undefined
    case 'too_big':
      if (issue.origin === 'string') return `Enter at most ${issue.maximum} characters.`
      if (issue.origin === 'number' || issue.origin === 'int') return `Enter ${issue.maximum}${issue.inclusive ? ' or less' : ' or a smaller number'}.`
      if (issue.origin === 'array' || issue.origin === 'set') return `Choose at most ${issue.maximum}.`
      return undefined
    case 'invalid_format':
      return issue.format === 'email' ? 'Enter an email address.' : 'Check the format of this value.'
    case 'not_multiple_of':
      return `Enter a multiple of ${issue.divisor}.`
    default:
      return undefined
  }
}

/**
 * Checks form values with the same zod schema the server enforces
 * (src/contracts/), so a form shows the server's rules inline before sending,
 * in sentences (`plainMessages`).
 */
export function validateWith<S extends z.ZodType>(schema: S, values: unknown): Validated<z.output<S>> {
  const result = schema.safeParse(values, { error: plainMessages })
  if (result.success) return { ok: true, data: result.data }
  const errors: Record<string, string> = {}
  for (const issue of result.error.issues) {
    const key = issue.path.map(String).join('.')
    errors[key] ??= issue.message
  }
  return { ok: false, errors }
}

/** tRPC's default error formatter puts a zod error's flattened issues here. */
interface TrpcZodError {
  readonly data: { readonly zodError: { readonly fieldErrors: Readonly<Record<string, readonly string[] | undefined>>; readonly formErrors?: readonly string[] } }
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null
const isTrpcZodError = (error: unknown): error is TrpcZodError =>
  isRecord(error) && isRecord(error['data']) && isRecord(error['data']['zodError']) && isRecord(error['data']['zodError']['fieldErrors'])
const isFieldErrors = (error: unknown): error is FieldErrors =>
  isRecord(error) && !(error instanceof Error) && Object.values(error).every((message) => typeof message === 'string')

/**
 * What the server refused, per field: a tRPC error carrying zod's flattened
 * issues (`error.data.zodError`), or a `FieldErrors` map, as it is. Anything
 * else is about the whole form and goes to "", in the words `describe` gives
 * (the app's describeError: the kit cannot import it).
 */
export function serverFieldErrors(error: unknown, describe: (error: unknown) => string): FieldErrors {
  if (isFieldErrors(error)) return error
  if (!isTrpcZodError(error)) return { '': describe(error) }
  const { fieldErrors, formErrors = [] } = error.data.zodError
  const errors: Record<string, string> = {}
  for (const [field, messages] of Object.entries(fieldErrors)) if (messages?.[0] !== undefined) errors[field] = messages[0]
  const formError = formErrors[0]
  if (formError !== undefined) errors[''] = formError
  // A zod error with no message we can place still says that something was refused.
  return Object.keys(errors).length > 0 ? errors : { '': describe(error) }
}
