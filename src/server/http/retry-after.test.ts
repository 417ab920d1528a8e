import { TRPCError } from '@trpc/server'
import { describe, expect, it } from 'vitest'
import { WriteLimitReached, writeLimitMessage } from '../trpc/write-limit.ts'
import { retryAfterHeader } from './retry-after.ts'

const refused = (seconds: number) => new TRPCError({ code: 'TOO_MANY_REQUESTS', message: 'x', cause: new WriteLimitReached('x', seconds) })

describe('the Retry-After header', () => {
  it('says the longest wait of the refused writes in a batch', () => {
    const meta = retryAfterHeader({ errors: [refused(3), new TRPCError({ code: 'FORBIDDEN' }), refused(7)] })
    expect(new Headers(meta.headers as Headers).get('Retry-After')).toBe('7')
  })

  it('is absent without a refused write, even on another 429', () => {
    expect(retryAfterHeader({ errors: [] })).toEqual({})
    expect(retryAfterHeader({ errors: [new TRPCError({ code: 'TOO_MANY_REQUESTS' }), new TRPCError({ code: 'CONFLICT' })] })).toEqual({})
  })
})

describe('the message of a refused write', () => {
  it('reads well in the singular and the plural', () => {
    expect(writeLimitMessage(30, 10_000, 4)).toBe(
      'You are making changes too quickly: at most 30 changes can be made in 10 seconds. This change was not saved; try again in 4 seconds.',
    )
    expect(writeLimitMessage(1, 1_000, 1)).toBe(
      'You are making changes too quickly: at most 1 change can be made in 1 second. This change was not saved; try again in 1 second.',
    )
  })
})
