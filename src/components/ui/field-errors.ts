import type { z } from 'zod'
import { plainMessages } from '../../contracts/plain-messages.ts'

/** Per field (its path joined with "."), the message of its first problem; "" holds problems with the whole form. */
export type FieldErrors = Readonly<Record<string, string>>

export type Validated<T> = { readonly ok: true; readonly data: T } | { readonly ok: false; readonly errors: FieldErrors }

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

/** The server's error formatter puts each refused field's message here (src/server/trpc/error-formatter.ts). */
interface TrpcFieldErrors {
  readonly data: { readonly fieldErrors: FieldErrors }
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null
const isFieldErrors = (error: unknown): error is FieldErrors =>
  isRecord(error) && !(error instanceof Error) && Object.values(error).every((message) => typeof message === 'string')
const isTrpcFieldErrors = (error: unknown): error is TrpcFieldErrors =>
  isRecord(error) && isRecord(error['data']) && isFieldErrors(error['data']['fieldErrors'])

/**
 * What the server refused, per field: a tRPC error carrying its fields'
 * messages (`error.data.fieldErrors`, "" for the whole input), or a
 * `FieldErrors` map, as it is. Anything else is about the whole form and goes
 * to "", in the words `describe` gives (the app's describeError: the kit
 * cannot import it).
 */
export function serverFieldErrors(error: unknown, describe: (error: unknown) => string): FieldErrors {
  if (isFieldErrors(error)) return error
  if (!isTrpcFieldErrors(error)) return { '': describe(error) }
  const errors = error.data.fieldErrors
  // A refusal with no message we can place still says that something was refused.
  return Object.keys(errors).length > 0 ? errors : { '': describe(error) }
}
