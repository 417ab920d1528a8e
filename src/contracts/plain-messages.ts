import type { z } from 'zod'

const missing = (input: unknown) => input === undefined || input === null || input === ''

/**
 * Sentences for zod's default messages, which speak of types ("Invalid input:
 * expected number, received NaN") to people filling in a form. The forms
 * pass it per parse (src/components/ui/field-errors.ts) and the server sets
 * it for every input it parses (src/server/trpc/init.ts), so a refusal reads
 * the same from either side. A message the schema gives
 * (`z.string().min(1, 'Say why.')`) wins over these: zod prefers the
 * schema's own. Undefined keeps zod's default.
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
