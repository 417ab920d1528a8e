import type { TRPCDefaultErrorShape as DefaultErrorShape, TRPCError } from '@trpc/server'
import { tooLarge, bodyLimitFor } from '../http/request-bounds.ts'
import type { Context } from './context.ts'

/**
 * What a client sees of an error. Never a stack trace; never the text of an
 * unexpected exception (it may name files, SQL or secrets); a validation error
 * becomes the plain messages of its issues instead of their JSON, and each
 * field's first message under `data.fieldErrors` (its path joined with ".",
 * "" for the whole input), which the form hook puts under that field.
 */
export const genericServerMessage = 'Something went wrong on the server. Try again later.'

export type ErrorShape = DefaultErrorShape & {
  readonly data: DefaultErrorShape['data'] & { readonly fieldErrors?: Readonly<Record<string, string>>; readonly requestId?: string }
}

export function formatError({ shape, error, ctx }: { shape: DefaultErrorShape; error: TRPCError; ctx?: Context | undefined }): ErrorShape {
  const { stack: _stack, ...shapeData } = shape.data
  // The request's id, which the error screens show, so a person can quote it and support can find its log line.
  const data = ctx?.requestId === undefined ? shapeData : { ...shapeData, requestId: ctx.requestId }
  let message = shape.message
  if (error.code === 'INTERNAL_SERVER_ERROR') message = genericServerMessage
  // tRPC's own refusal of a body sent without Content-Length says only its code.
  else if (error.code === 'PAYLOAD_TOO_LARGE')
    message = ctx ? tooLarge(bodyLimitFor([data.path ?? ''], ctx.deps.limits)).message : 'This request is larger than the server takes in one request.'
  else if (hasIssues(error.cause))
    return { ...shape, message: error.cause.issues.map(describeIssue).join('; '), data: { ...data, fieldErrors: fieldErrorsOf(error.cause.issues) } }
  return { ...shape, message, data }
}

function fieldErrorsOf(issues: readonly Issue[]): Record<string, string> {
  const errors: Record<string, string> = {}
  for (const issue of issues) errors[pathOf(issue)] ??= issue.message
  return errors
}

interface Issue {
  readonly message: string
  readonly path?: readonly PropertyKey[]
}

function hasIssues(cause: unknown): cause is { issues: readonly Issue[] } {
  return typeof cause === 'object' && cause !== null && Array.isArray((cause as { issues?: unknown }).issues)
}

const pathOf = (issue: Issue) => (issue.path ?? []).map(String).join('.')

function describeIssue(issue: Issue): string {
  const path = pathOf(issue)
  return path === '' ? issue.message : `${path}: ${issue.message}`
}
