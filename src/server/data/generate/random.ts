/**
 * A small seeded pseudo-random generator (sfc32, seeded from a string with
 * cyrb128), so generated data is the same on every run and machine. Never
 * Math.random: a demo, a test or a benchmark must see the same records.
 */
export interface Random {
  /** A float in [0, 1). */
  next(): number
  /** An integer in [min, max]. */
  int(min: number, max: number): number
  chance(probability: number): boolean
  pick<T>(items: readonly T[]): T
  /** Picks by weight: `[['a', 3], ['b', 1]]` gives a three times as often. */
  weighted<T>(entries: readonly (readonly [T, number])[]): T
  /** `count` distinct items (all of them when there are fewer). */
  sample<T>(items: readonly T[], count: number): T[]
  /** A new generator for a named part, so adding to one part does not shift another. */
  fork(label: string): Random
}

export function createRandom(seed: string): Random {
  const [a0, b0, c0, d0] = cyrb128(seed)
  let a = a0,
    b = b0,
    c = c0,
    d = d0
  const next = () => {
    a >>>= 0
    b >>>= 0
    c >>>= 0
    d >>>= 0
    const t = (a + b) | 0
    a = b ^ (b >>> 9)
    b = (c + (c << 3)) | 0
    c = (c << 21) | (c >>> 11)
    d = (d + 1) | 0
    const result = (t + d) | 0
    c = (c + result) | 0
    return (result >>> 0) / 4294967296
  }
  const random: Random = {
    next,
    int: (min, max) => min + Math.floor(next() * (max - min + 1)),
    chance: (probability) => next() < probability,
    pick: (items) => {
      if (items.length === 0) throw new Error('pick from an empty list')
      return items[Math.floor(next() * items.length)] as (typeof items)[number]
    },
    weighted: (entries) => {
      const total = entries.reduce((sum, [, weight]) => sum + weight, 0)
      let roll = next() * total
      for (const [value, weight] of entries) {
        roll -= weight
        if (roll < 0) return value
      }
      const last = entries[entries.length - 1]
      if (!last) throw new Error('weighted pick from an empty list')
      return last[0]
    },
    sample: (items, count) => {
      const copy = [...items]
      for (let i = copy.length - 1; i > 0; i--) {
        const j = Math.floor(next() * (i + 1))
        ;[copy[i], copy[j]] = [copy[j] as (typeof copy)[number], copy[i] as (typeof copy)[number]]
      }
      return copy.slice(0, count)
    },
    fork: (label) => createRandom(`${seed}/${label}`),
  }
  // Warm up: the first outputs of sfc32 from a fresh state are weakly mixed.
  for (let i = 0; i < 12; i++) next()
  return random
}

/** cyrb128: a fast 128-bit string hash, the usual seed for sfc32. */
function cyrb128(text: string): [number, number, number, number] {
  let h1 = 1779033703,
    h2 = 3144134277,
    h3 = 1013904242,
    h4 = 2773480762
  for (let i = 0; i < text.length; i++) {
    const k = text.charCodeAt(i)
    h1 = h2 ^ Math.imul(h1 ^ k, 597399067)
    h2 = h3 ^ Math.imul(h2 ^ k, 2869860233)
    h3 = h4 ^ Math.imul(h3 ^ k, 951274213)
    h4 = h1 ^ Math.imul(h4 ^ k, 2716044179)
  }
  h1 = Math.imul(h3 ^ (h1 >>> 18), 597399067)
  h2 = Math.imul(h4 ^ (h2 >>> 22), 2869860233)
  h3 = Math.imul(h1 ^ (h3 >>> 17), 951274213)
  h4 = Math.imul(h2 ^ (h4 >>> 19), 2716044179)
  h1 ^= h2 ^ h3 ^ h4
  h2 ^= h1
  h3 ^= h1
  h4 ^= h1
  return [h1 >>> 0, h2 >>> 0, h3 >>> 0, h4 >>> 0]
}
