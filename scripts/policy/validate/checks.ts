import type { PathSegment } from '../diagnostic.ts'
import type { ValidationContext } from './context.ts'
import { checkReferences, validateCondition } from './conditions.ts'

/** Check conditions, and checks that depend on themselves (which would never finish evaluating). */
export function validateChecks(ctx: ValidationContext): void {
  const checks = ctx.docs.checks?.value.checks
  if (!checks) return
  const edges = new Map<string, { name: string; path: PathSegment[] }[]>()
  for (const [name, check] of Object.entries(checks)) {
    validateCondition(ctx, 'checks', check.when, ['checks', name, 'when'])
    edges.set(name, checkReferences(check.when, ['checks', name, 'when']))
  }
  for (const name of edges.keys()) {
    const cycle = findCycle(name, edges)
    if (!cycle) continue
    ctx.report(
      'checks',
      cycle.at,
      'check-cycle',
      `check "${name}" depends on itself: ${[name, ...cycle.through].join(' -> ')}`,
      'A check may use other checks, but never one that leads back to itself.',
    )
  }
}

/** The shortest way from `start` back to itself, found breadth-first, with where its first step is written. */
function findCycle(start: string, edges: ReadonlyMap<string, { name: string; path: PathSegment[] }[]>): { through: string[]; at: PathSegment[] } | undefined {
  const queue: { name: string; through: string[]; at: PathSegment[] }[] = (edges.get(start) ?? []).map((edge) => ({
    name: edge.name,
    through: [edge.name],
    at: edge.path,
  }))
  const seen = new Set<string>()
  while (queue.length > 0) {
    const next = queue.shift()
    if (!next) break
    if (next.name === start) return { through: next.through, at: next.at }
    if (seen.has(next.name)) continue
    seen.add(next.name)
    for (const edge of edges.get(next.name) ?? []) queue.push({ name: edge.name, through: [...next.through, edge.name], at: next.at })
  }
  return undefined
}
