import type { Facts } from '../../../../src/policy/facts.ts'
import type { PolicyWithSources } from '../../../../src/policy/model.ts'
import { factsFor, type Atom } from './atoms.ts'

/** Past this many combinations the search gives up rather than stall CI. */
export const MAX_COMBINATIONS = 1 << 18

export type WitnessSearch =
  { readonly found: Facts; readonly tried: number } | { readonly found?: undefined; readonly tried: number; readonly exhausted: boolean }

/**
 * Satisfiability by enumeration over the atoms that matter: tries every
 * combination of their values, fewest changes from the blank facts first, so a
 * witness shows only what is needed. `exhausted` is false when the space was
 * too large to search in full.
 */
export function findWitness(policy: PolicyWithSources, atoms: readonly Atom[], holds: (facts: Facts) => boolean): WitnessSearch {
  const sizes = atoms.map((atom) => atom.values.length)
  const total = sizes.reduce((product, size) => product * size, 1)
  if (total > MAX_COMBINATIONS) return { tried: 0, exhausted: false }
  const choices: number[][] = []
  for (let n = 0; n < total; n++) {
    const choice: number[] = []
    let rest = n
    for (const size of sizes) {
      choice.push(rest % size)
      rest = Math.floor(rest / size)
    }
    choices.push(choice)
  }
  const cost = (choice: readonly number[]) => choice.filter((index) => index !== 0).length
  choices.sort((a, b) => cost(a) - cost(b))
  let tried = 0
  for (const choice of choices) {
    tried++
    const facts = factsFor(policy, atoms, choice)
    if (holds(facts)) return { found: facts, tried }
  }
  return { tried, exhausted: true }
}
