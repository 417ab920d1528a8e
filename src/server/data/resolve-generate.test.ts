import { describe, expect, it } from 'vitest'
import { benchSize, demoSize } from './generate/index.ts'
import { resolveGenerate } from './resolve-generate.ts'

const today = new Date('2026-11-23T05:30:00.000Z')

describe('the data file’s generate setting', () => {
  it('is off unless the file says so', () => {
    expect(resolveGenerate(undefined, today)).toBeUndefined()
  })

  it('generates the demo size, with a history ending at the start of today, for `generate: true`', () => {
    expect(resolveGenerate(true, today)).toEqual({ seed: 'adoptions', asOf: '2026-11-23T00:00:00.000Z', size: demoSize })
  })

  it('takes a seed, a fixed date, the bench scale and single sizes', () => {
    expect(resolveGenerate({ seed: 'mine', asOf: '2026-01-31', scale: 'bench', courses: 10 }, today)).toEqual({
      seed: 'mine',
      asOf: '2026-01-31T00:00:00.000Z',
      size: { ...benchSize, courses: 10 },
    })
    expect(resolveGenerate({ seed: 'x', scale: 'demo', titles: 0, requests: 5 }, today)?.size).toEqual({ ...demoSize, titles: 0, requests: 5 })
  })
})
