import type { z } from 'zod'

/** Per field (its path joined with "."), the message of its first problem; "" holds problems with the whole form. */
export type FieldErrors = Readonly<Record<string, string>>

export type Validated<T> = { readonly ok: true; readonly data: T } | { readonly ok: false; readonly errors: FieldErrors }

/**
 * Checks form values with the same zod schema the server enforces
 * (src/contracts/), so a form shows the server's rules inline before sending.
 */
export function validateWith<S extends z.ZodType>(schema: S, values: unknown): Validated<z.output<S>> {
  const result = schema.safeParse(values)
  if (result.success) return { ok: true, data: result.data }
  const errors: Record<string, string> = {}
  for (const issue of result.error.issues) {
    const key = issue.path.map(String).join('.')
    errors[key] ??= issue.message
  }
  return { ok: false, errors }
}
