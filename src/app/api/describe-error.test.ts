import { TRPCClientError } from '@trpc/client'
import { expect, test } from 'vitest'
import { conflictMessage, describeError, signInMessage, unauthorizedMessage } from './describe-error.ts'
import { RpcError, TimeoutError } from './rpc-error.ts'

const clientError = (code: string, httpStatus: number, message = `${code} from the server`) =>
  new TRPCClientError(message, { result: { error: { message, code: -32000, data: { code, httpStatus } } } })

test.each([
  ['a data call answered 401', clientError('UNAUTHORIZED', 401), { kind: 'sign-in', message: signInMessage }],
  ['a data call answered 403', clientError('FORBIDDEN', 403), { kind: 'unauthorized', message: unauthorizedMessage }],
  ['a data call answered CONFLICT', clientError('CONFLICT', 409), { kind: 'conflict', message: conflictMessage }],
  ['a data call answered 500', clientError('INTERNAL_SERVER_ERROR', 500, 'Something went wrong on the server. Try again later.'), { kind: 'failed', message: 'Something went wrong on the server. Try again later.' }],
  ['a change refused by the write limit (429)', clientError('TOO_MANY_REQUESTS', 429, 'You are making changes too quickly: at most 30 changes can be made in 10 seconds. This change was not saved; try again in 4 seconds.'), { kind: 'failed', message: 'You are making changes too quickly: at most 30 changes can be made in 10 seconds. This change was not saved; try again in 4 seconds.' }],
  ['a body over the limit (413)', clientError('PAYLOAD_TOO_LARGE', 413, 'This request is larger than the 1 MB the server takes in one request.'), { kind: 'failed', message: 'This request is larger than the 1 MB the server takes in one request.' }],
  ['a boot call answered 403', new RpcError('auth.getUser', 'disabled', 403, 'FORBIDDEN', {}), { kind: 'unauthorized', message: unauthorizedMessage }],
  ['a boot call timed out', new TimeoutError('auth.getUser', 30_000), { kind: 'failed', message: 'No answer within 30 s (timeout).' }],
  ['a lost connection', new TypeError('Failed to fetch'), { kind: 'failed', message: 'Failed to fetch' }],
  ['something without a message', 'nope', { kind: 'failed', message: 'The request failed.' }],
])('%s', (_name, error, meaning) => {
  expect(describeError(error)).toEqual(meaning)
})
