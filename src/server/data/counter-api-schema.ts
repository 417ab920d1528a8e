import { z } from 'zod'

/** COUNTER's customer ID for "The World": usage no institution owns, never one institution's. */
export const worldCustomerId = '0000000000000000'

/** The name a key from the data file gets in the key list when the file gives none. */
export const defaultCounterApiKeyName = 'Data file key'

/**
 * One entry of the data file's `counterApi`: a key a usage harvester sends to
 * the COUNTER API for an institution, and the customer ID it sends with it.
 * The entries are checked against each other in check-counter-api.ts.
 */
export const counterApiSchema = z.strictObject({
  institution: z.string(),
  customerId: z
    // Unquoted, YAML reads 0012345 as the number 12345: the leading zeros are lost.
    .string({
      error: (issue) => (typeof issue.input === 'number' ? 'must be text: quote it (customerId: "0012345"), or YAML reads it as a number' : undefined),
    })
    .regex(/^[^\s\p{C}]{1,100}$/u, 'must be 1-100 printable characters without spaces, such as NB-0001')
    .refine((id) => id !== worldCustomerId, `${worldCustomerId} is COUNTER's customer ID for "The World"; give the institution its own`),
  apiKey: z
    .string()
    .min(20, 'must be at least 20 characters: a short key is guessable; make one with `openssl rand -base64 32`')
    .max(200, 'must be at most 200 characters'),
  /** When given, the harvester must send it as requestor_id too. */
  requestorId: z
    .string()
    .regex(/^[^\s\p{C}]{1,100}$/u, 'must be 1-100 printable characters without spaces; leave it out for none')
    .optional(),
  /** What the key list calls it; without one, "Data file key". */
  name: z.string().trim().min(1, 'must not be empty; leave it out for "Data file key"').max(100, 'must be at most 100 characters').optional(),
})

/** An entry once read: its name filled in. */
export type CounterApiData = Omit<z.output<typeof counterApiSchema>, 'name'> & { readonly name: string }
