import type { Facts } from './facts.ts'
import type { CompiledPolicy } from './model.ts'

const memo = new WeakMap<CompiledPolicy, WeakMap<Facts, Map<string, unknown>>>()

/**
 * An answer that depends only on (policy, facts), computed once per facts
 * object. Facts are readonly: the app replaces them when the server answers
 * anew and never mutates them, so the object identity is a safe key. Callers
 * that pass a ConditionVisitor (explain, coverage) must not use this: they need
 * to see every evaluation.
 */
export function memoByFacts<T>(policy: CompiledPolicy, facts: Facts, key: string, compute: () => T): T {
  let perPolicy = memo.get(policy)
  if (!perPolicy) memo.set(policy, (perPolicy = new WeakMap()))
  let perFacts = perPolicy.get(facts)
  if (!perFacts) perPolicy.set(facts, (perFacts = new Map()))
  if (perFacts.has(key)) return perFacts.get(key) as T
  const value = compute()
  perFacts.set(key, value)
  return value
}
