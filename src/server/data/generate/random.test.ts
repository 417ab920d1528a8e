import { describe, expect, it } from 'vitest'
import { generateCatalogue } from './catalogue.ts'
import { createRandom } from './random.ts'

describe('the seeded generator', () => {
  it('gives the same sequence for the same seed and another for another seed', () => {
    const draw = (seed: string) => Array.from({ length: 5 }, createRandom(seed).next)
    const first = draw('demo')
    expect(draw('demo')).toEqual(first)
    expect(draw('demo2')).not.toEqual(first)
    expect(first.every((value) => value >= 0 && value < 1)).toBe(true)
  })

  it('keeps a forked part independent of how much the parent drew', () => {
    const a = createRandom('seed')
    const b = createRandom('seed')
    b.next()
    b.next()
    expect(a.fork('courses').next()).toBe(b.fork('courses').next())
  })

  it('spreads int and weighted picks over their whole range', () => {
    const random = createRandom('spread')
    const ints = new Set(Array.from({ length: 500 }, () => random.int(1, 6)))
    expect([...ints].sort()).toEqual([1, 2, 3, 4, 5, 6])
    const picks = Array.from({ length: 4000 }, () =>
      random.weighted([
        ['a', 3],
        ['b', 1],
      ] as const),
    )
    const share = picks.filter((pick) => pick === 'a').length / picks.length
    expect(share).toBeGreaterThan(0.7)
    expect(share).toBeLessThan(0.8)
  })

  it('generates the same catalogue twice from one seed and date', () => {
    const make = () => generateCatalogue(createRandom('demo'), 200, '2026-11-01T00:00:00.000Z')
    expect(make()).toEqual(make())
    expect(make().titles).toHaveLength(200)
  })
})
