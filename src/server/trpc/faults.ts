import { TRPCError } from '@trpc/server'
import { failure, type WriteFailure } from './write-result.ts'

/**
 * The faults every procedure says alike, said here once. A record the input
 * names that is not there for the user (no such id, another institution's,
 * or hidden by its read rule) is NOT_FOUND, whether it is the record acted on
 * or one the action refers to (the course of a request, the title of an
 * adoption): existence is never leaked, and the client meets one code for one
 * fault. Input that cannot be read at all (a malformed ISBN, a quantity of 0)
 * is BAD_REQUEST.
 */
export const noSuch = (noun: string): WriteFailure => failure('NOT_FOUND', `There is no such ${noun}.`)

/** The course a change refers to, not the institution's (or no course at all). */
export const unknownCourse = (id: string): WriteFailure => failure('NOT_FOUND', `Your institution has no course with the id "${id}".`)

/** The catalogue title a change refers to, by its id. */
export const unknownTitle = (id: string): WriteFailure => failure('NOT_FOUND', `There is no title with the id "${id}" in the catalogue.`)

/** What a procedure throws for a record it cannot read back or find: the same words as the write path's. */
export function noSuchError(noun: string): TRPCError {
  return new TRPCError({ code: 'NOT_FOUND', message: noSuch(noun).message })
}
