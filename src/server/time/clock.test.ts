import { describe, expect, it } from 'vitest'
import { clockFrom } from './clock.ts'

describe('clockFrom', () => {
  it('is the real clock when no start is given', () => {
    const real = () => 1_000
    expect(clockFrom(undefined, real)).toBe(real)
  })

  it('reads the start when made, then runs on at the real pace', () => {
    let real = 5_000
    const clock = clockFrom(Date.parse('2027-01-04T00:00:00Z'), () => real)
    expect(new Date(clock()).toISOString()).toBe('2027-01-04T00:00:00.000Z')
    real += 90_000
    expect(new Date(clock()).toISOString()).toBe('2027-01-04T00:01:30.000Z')
  })
})
