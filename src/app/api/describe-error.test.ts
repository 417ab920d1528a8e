import { TRPCClientError } from '@trpc/client'
import { expect, test } from 'vitest'
import { conflictMessage, describeError, signInMessage, unauthorizedMessage } from './describe-error.ts'
import { RpcError, TimeoutError, unparseableResponseMessage } from './rpc-error.ts'

const clientError = (code: string, httpStatus: number | undefined, message = `${code} from the server`) =>
  new TRPCClientError(message, { result: { error: { message, code: -32000, data: httpStatus === undefined ? { code } : { code, httpStatus } } } })

const conflictSentence =
  'This request changed after you loaded it: abe@testville.example approved it at 25 Nov 2026, 14:03 UTC; it is now approved. Reload to see the latest version.'
const refusalSentence = 'You may not approve this request: it is approved, not pending.'

test.each([
  ['a data call answered 401', clientError('UNAUTHORIZED', 401), { kind: 'sign-in', message: signInMessage }],
  ['a 401 with a message still goes to sign-in', clientError('UNAUTHORIZED', 401, 'Your session expired.'), { kind: 'sign-in', message: signInMessage }],
  ['a change refused by the record rules (403) says why', clientError('FORBIDDEN', 403, refusalSentence), { kind: 'unauthorized', message: refusalSentence }],
  ['a 403 known by its code alone says why', clientError('FORBIDDEN', undefined, refusalSentence), { kind: 'unauthorized', message: refusalSentence }],
  ['a 403 without a message falls back', clientError('FORBIDDEN', 403, ''), { kind: 'unauthorized', message: unauthorizedMessage }],
  [
    'a 403 whose message is only its code (TRPCError without one) falls back',
    clientError('FORBIDDEN', 403, 'FORBIDDEN'),
    { kind: 'unauthorized', message: unauthorizedMessage },
  ],
  [
    'a 403 whose body could not be read falls back',
    new RpcError('requests.approve', unparseableResponseMessage, 403, undefined, undefined),
    { kind: 'unauthorized', message: unauthorizedMessage },
  ],
  [
    'a boot call answered 403 says why',
    new RpcError('auth.getUser', 'Your account is disabled.', 403, 'FORBIDDEN', {}),
    { kind: 'unauthorized', message: 'Your account is disabled.' },
  ],
  [
    'a boot call answered 403 without a message falls back',
    new RpcError('auth.getUser', '', 403, 'FORBIDDEN', {}),
    { kind: 'unauthorized', message: unauthorizedMessage },
  ],
  ['a data call answered CONFLICT says who changed it first', clientError('CONFLICT', 409, conflictSentence), { kind: 'conflict', message: conflictSentence }],
  ['a CONFLICT known by its code alone', clientError('CONFLICT', undefined, conflictSentence), { kind: 'conflict', message: conflictSentence }],
  [
    'a 409 known by its status alone',
    new RpcError('booklists.updateItem', conflictSentence, 409, undefined, {}),
    { kind: 'conflict', message: conflictSentence },
  ],
  ['a CONFLICT without a message falls back', clientError('CONFLICT', 409, ''), { kind: 'conflict', message: conflictMessage }],
  ['a CONFLICT whose message is only its code falls back', clientError('CONFLICT', 409, 'CONFLICT'), { kind: 'conflict', message: conflictMessage }],
  [
    'a data call answered 500',
    clientError('INTERNAL_SERVER_ERROR', 500, 'Something went wrong on the server. Try again later.'),
    { kind: 'failed', message: 'Something went wrong on the server. Try again later.' },
  ],
  [
    'a fault (500) with the request id the server logged it under gives it, for the person to quote',
    new TRPCClientError('Something went wrong on the server. Try again later.', {
      result: {
        error: {
          message: 'Something went wrong on the server. Try again later.',
          code: -32603,
          data: { code: 'INTERNAL_SERVER_ERROR', httpStatus: 500, requestId: '3f1c9a2e-0b7d-4c55-9d21-7e8f60a1b2c3' },
        },
      },
    }),
    { kind: 'failed', message: 'Something went wrong on the server. Try again later. Reference: 3f1c9a2e-0b7d-4c55-9d21-7e8f60a1b2c3' },
  ],
  [
    'bad input (400) does not give its request id: the person can act on the message',
    new TRPCClientError('quantity: Enter a whole number.', {
      result: { error: { message: 'quantity: Enter a whole number.', code: -32600, data: { code: 'BAD_REQUEST', httpStatus: 400, requestId: 'r-1' } } },
    }),
    { kind: 'failed', message: 'quantity: Enter a whole number.' },
  ],
  [
    'a change refused by the write limit (429)',
    clientError(
      'TOO_MANY_REQUESTS',
      429,
      'You are making changes too quickly: at most 30 changes can be made in 10 seconds. This change was not saved; try again in 4 seconds.',
    ),
    {
      kind: 'failed',
      message: 'You are making changes too quickly: at most 30 changes can be made in 10 seconds. This change was not saved; try again in 4 seconds.',
    },
  ],
  [
    'a body over the limit (413)',
    clientError('PAYLOAD_TOO_LARGE', 413, 'This request is larger than the 1 MB the server takes in one request.'),
    { kind: 'failed', message: 'This request is larger than the 1 MB the server takes in one request.' },
  ],
  ['a boot call timed out', new TimeoutError('auth.getUser', 30_000), { kind: 'failed', message: 'No answer within 30 s (timeout).' }],
  ['a lost connection', new TypeError('Failed to fetch'), { kind: 'failed', message: 'Failed to fetch' }],
  ['something without a message', 'nope', { kind: 'failed', message: 'The request failed.' }],
])('%s', (_name, error, meaning) => {
  expect(describeError(error)).toEqual(meaning)
})
