import type { IncomingMessage } from 'node:http'

/**
 * What the handlers learn about a request while answering it (who asked, which
 * procedures, what failed), kept beside the request for its log line and its
 * metrics, which are written when the response ends.
 */
export interface RequestFacts {
  readonly person?: string
  /** tRPC procedures, in the order the call names them (a batch names several). */
  readonly procedures?: readonly string[]
  readonly fault?: unknown
}

const facts = new WeakMap<IncomingMessage, RequestFacts>()

export function requestFacts(req: IncomingMessage): RequestFacts {
  return facts.get(req) ?? {}
}

/** Who asked, once the session is known: their user id, never their email. */
export function noteRequestPerson(req: IncomingMessage, personId: string | undefined): void {
  if (personId !== undefined) facts.set(req, { ...facts.get(req), person: personId })
}

export function noteRequestProcedures(req: IncomingMessage, procedures: readonly string[]): void {
  facts.set(req, { ...facts.get(req), procedures })
}

/** What went wrong in a request that ends in a fault, so its line carries the cause and its stack. */
export function noteRequestFault(req: IncomingMessage, fault: unknown): void {
  facts.set(req, { ...facts.get(req), fault })
}
