import type { TRPCDefaultErrorShape as DefaultErrorShape, TRPCError } from '@trpc/server'
import { tooLarge, bodyLimitFor } from '../http/request-bounds.ts'
import type { Context } from './context.ts'

/**
 * What a client sees of an error. Never a stack trace; never the text of an
 * unexpected exception (it may name files, SQL or secrets); a validation error
 * becomes the plain messages of its issues instead of their JSON.
 */
export const genericServerMessage = 'Something went wrong on the server. Try again later.'

export function formatError({ shape, error, ctx }: { shape: DefaultErrorShape; error: TRPCError; ctx?: Context | undefined }): DefaultErrorShape {
  const { stack: _stack, ...data } = shape.data
  let message = shape.message
  if (error.code === 'INTERNAL_SERVER_ERROR') message = genericServerMessage
  // tRPC's own refusal of a body sent without Content-Length says only its code.
  else if (error.code === 'PAYLOAD_TOO_LARGE') message = ctx ? tooLarge(bodyLimitFor([data.path ?? ''], ctx.deps.limits)).message : 'This request is larger than the server takes in one request.'
  else if (hasIssues(error.cause)) message = error.cause.issues.map(describeIssue).join('; ')
  return { ...shape, message, data }
}

interface Issue {
  readonly message: string
  readonly path?: readonly PropertyKey[]
}

function hasIssues(cause: unknown): cause is { issues: readonly Issue[] } {
  return typeof cause === 'object' && cause !== null && Array.isArray((cause as { issues?: unknown }).issues)
}

function describeIssue(issue: Issue): string {
  const path = (issue.path ?? []).map(String).join('.')
  return path === '' ? issue.message : `${path}: ${issue.message}`
}
