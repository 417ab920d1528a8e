import { z } from 'zod'

/**
 * What every record change carries, whatever its record type (issue 25): the
 * one rule for a version and the one rule for an idempotency key, so every
 * screen's form and every procedure validate them alike.
 */

/** Optimistic concurrency: a change names the version it was made against (versions start at 1); the server answers CONFLICT when it moved on. */
export const recordVersion = z.number({ message: 'The version is a number.' }).int('The version is a whole number.').min(1, 'The version is at least 1.')

/** A create carries a key of the client's making (`crypto.randomUUID()`), so a retried request creates nothing twice. */
export const idempotencyKey = z.uuid({ message: 'The idempotency key must be a UUID' })

const recordId = z.string().trim().min(1, 'Give an id.').max(200, 'An id has at most 200 characters.')

/** What every change to an existing record carries, beside its own fields. */
export const recordChange = z.object({ id: recordId, version: recordVersion })

/** A change that may say why (approve, reject, withdraw, reopen): the note goes into the record's history. */
export const changeNote = z.string().trim().max(2000, 'A note has at most 2,000 characters.')
export const notedChange = recordChange.extend({ note: changeNote.optional() })

/** A refusal that needs its reason: rejecting is explained to the person who proposed. */
export const explainedChange = recordChange.extend({ note: changeNote.min(1, 'Say why, in a note: it is shown to the person who proposed it.') })
