import { runPipeline, type PolicySources } from '../scripts/policy/pipeline.ts'
import { scalePolicy } from './scale-policy.ts'
import { median, round, timeOnce } from './stats.ts'
import { row, type BenchRow } from './table.ts'

const GROUP = 'policy compile'
const FACTORS = [1, 10, 100] as const
const ROUNDS = 9

/**
 * Compile time (parse, validate, compile, emit: the whole `runPipeline`) of the
 * shipped policy and of copies 10x and 100x its size. Linearity is judged by
 * time per ability rule: the 100x policy may cost at most 1.5x more per rule
 * than the 10x one (the shipped policy is too small to judge from).
 */
export function measureCompileTime(base: PolicySources): BenchRow[] {
  const sizes = FACTORS.map((factor) => {
    const sources = scalePolicy(base, factor)
    const first = runPipeline(sources) // warm-up, and proof that the scaled policy compiles clean
    const errors = first.diagnostics.filter((d) => d.severity === 'error')
    if (!first.policy || errors.length > 0) throw new Error(`the ${factor}x policy does not compile: ${JSON.stringify(errors.slice(0, 3))}`)
    return { factor, sources, rules: first.policy.abilityRules.length, routes: first.policy.routes.length, times: [] as number[] }
  })
  // Round robin, so a burst of load on a shared machine hits every size alike.
  for (let lap = 0; lap < ROUNDS; lap++) for (const size of sizes) size.times.push(timeOnce(() => runPipeline(size.sources)))
  const rows: BenchRow[] = sizes.map((size) => {
    const ms = median(size.times)
    return row(GROUP, `compile ${size.factor}x (${size.rules} rules, ${size.routes} routes)`, round(ms, 1), 'ms', {
      note: `median of ${ROUNDS}; ${round((ms / size.rules) * 1000, 1)} us per rule`,
    })
  })
  const [, ten, hundred] = sizes
  if (!ten || !hundred) return rows
  const growth = median(hundred.times) / median(ten.times)
  const perRuleRatio = growth / (hundred.rules / ten.rules)
  rows.push(
    row(GROUP, 'growth 10x -> 100x (time ratio)', round(growth, 2), 'x', {
      target: 'roughly linear',
      pass: perRuleRatio <= 1.5,
      note: `cost per rule at 100x is ${round(perRuleRatio, 2)}x that at 10x (1.0 = linear; limit 1.5)`,
    }),
  )
  return rows
}
