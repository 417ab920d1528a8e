import { evaluatePolicy, type Facts, type MenuEntry, type NavigationOutcome } from '../../../src/policy/index.ts'
import type { CompiledPolicy } from '../../../src/policy/model.ts'

export interface EvalMenuEntry {
  readonly title: string
  readonly path: string
  /** Present only when non-empty. */
  readonly children?: readonly EvalMenuEntry[]
}

export interface EvalResult {
  readonly landing: string
  readonly menu: readonly EvalMenuEntry[]
  readonly paths: Readonly<Record<string, NavigationOutcome>>
}

/** The `eval` answer for one set of facts, computed by the same runtime the app and server use. */
export function evalResult(policy: CompiledPolicy, facts: Facts, paths: readonly string[]): EvalResult {
  const view = evaluatePolicy(policy, facts)
  return {
    landing: view.landing,
    menu: toEvalMenu(view.menu),
    paths: Object.fromEntries(paths.map((path) => [path, view.outcome(path)])),
  }
}

export function toEvalMenu(entries: readonly MenuEntry[]): EvalMenuEntry[] {
  return entries.map((entry) =>
    entry.children.length > 0 ? { title: entry.title, path: entry.path, children: toEvalMenu(entry.children) } : { title: entry.title, path: entry.path },
  )
}
