import { existsSync } from 'node:fs'
import { join } from 'node:path'
import type { Facts } from '../src/policy/index.ts'

export type BaselineEvaluate = (facts: Facts) => {
  readonly menu: readonly unknown[]
  readonly landing: string
  outcome(path: string): unknown
}

export const BASELINE_FILE = 'tests/reference/reference-policy.ts'

/**
 * The hand-written reading of the rules that the compiled policy is timed
 * against: the semantics engineer's independent one, which the property tests
 * also trust, so the bench never times a baseline that gives other answers.
 */
export async function loadBaseline(root: string): Promise<{ name: string; evaluate: BaselineEvaluate }> {
  const file = join(root, BASELINE_FILE)
  if (!existsSync(file)) throw new Error(`${BASELINE_FILE} is missing`)
  const module = (await import(file)) as { referenceEvaluate?: BaselineEvaluate }
  if (typeof module.referenceEvaluate !== 'function') throw new Error(`${BASELINE_FILE} does not export referenceEvaluate`)
  return { name: BASELINE_FILE, evaluate: module.referenceEvaluate }
}
