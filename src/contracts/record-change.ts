import { z } from 'zod'

/** Optimistic concurrency: a change names the version it was made against; the server answers CONFLICT when it moved on. */
export const recordVersion = z.number().int().nonnegative()

/** A create carries a key of the client's making, so a retried request creates nothing twice. */
export const idempotencyKey = z.uuid({ message: 'The idempotency key must be a UUID' })

/** What every change to an existing record carries, beside its own fields. */
export const recordChange = z.object({ id: z.string().min(1), version: recordVersion })
