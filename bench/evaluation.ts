import { defaultLanding, evaluatePolicy, navigationOutcome, resolveMenu, type CompiledPolicy, type Facts } from '../src/policy/index.ts'
import type { BaselineEvaluate } from './baseline.ts'
import { benchFacts, everyRoutePath } from './bench-facts.ts'
import { calibrateBatch, median, round } from './stats.ts'
import { row, type BenchRow } from './table.ts'

const GROUP = 'policy evaluation'
const PAIRS = 1001

/**
 * One user's whole answer from the compiled policy (evaluatePolicy: ability,
 * menu, landing, then the outcome of every route and alias) against the
 * hand-written reading of the same rules (menu, landing, every outcome). Each
 * call gets a fresh copy of the facts, so nothing is reused between users. The
 * two are timed in alternating batches and the ratio is the median of the
 * per-sample ratios, so both see the same machine state.
 */
export function measureEvaluation(policy: CompiledPolicy, baseline: { name: string; evaluate: BaselineEvaluate }): BenchRow[] {
  const facts = benchFacts(policy)
  const paths = everyRoutePath(policy)
  const compiled = () => {
    const view = evaluatePolicy(policy, { ...facts })
    return [view.menu, view.landing, view.ability, paths.map((path) => view.outcome(path))]
  }
  const functions = () => {
    const own = { ...facts }
    const menu = resolveMenu(policy, own)
    return [menu, defaultLanding(policy, own, menu), paths.map((path) => navigationOutcome(policy, own, path))]
  }
  const handWritten = () => {
    const view = baseline.evaluate({ ...facts })
    return [view.menu, view.landing, paths.map((path) => view.outcome(path))]
  }
  const differs = compareAnswers(policy, facts, paths, baseline.evaluate)
  const main = pairedRatio(compiled, handWritten)
  const standalone = pairedRatio(functions, handWritten)
  const ability = pairedRatio(() => evaluatePolicy(policy, { ...facts }).ability, handWritten)
  const us = (ms: number) => round(ms * 1000, 1)
  return [
    row(GROUP, `hand-written (menu, landing, ${paths.length} outcomes)`, us(main.bMs), 'us', { note: baseline.name }),
    row(GROUP, `compiled: evaluatePolicy + ${paths.length} outcomes`, us(main.aMs), 'us', {
      note: differs === '' ? 'incl. the CASL ability; same landing and outcomes as the hand-written one' : `ANSWERS DIFFER: ${differs}`,
    }),
    row(GROUP, 'compiled / hand-written', round(main.ratio, 2), 'x', { target: '<= 1.5x', pass: main.ratio <= 1.5 && differs === '' }),
    row(GROUP, '  evaluatePolicy alone (menu, landing, ability)', us(ability.aMs), 'us'),
    row(GROUP, '  standalone functions / hand-written', round(standalone.ratio, 2), 'x', {
      note: `resolveMenu + defaultLanding + navigationOutcome per path, sharing one ability per facts: ${us(standalone.aMs)} us`,
    }),
  ]
}

/** '' when both give the same landing and outcomes for these facts, else what differs first. */
function compareAnswers(policy: CompiledPolicy, facts: Facts, paths: readonly string[], baseline: BaselineEvaluate): string {
  const view = evaluatePolicy(policy, facts)
  const reference = baseline(facts)
  if (view.landing !== reference.landing) return `landing ${view.landing} vs ${reference.landing}`
  for (const path of paths) {
    const a = JSON.stringify(view.outcome(path))
    const b = JSON.stringify(reference.outcome(path))
    if (a !== b) return `${path}: ${a} vs ${b}`
  }
  return ''
}

/**
 * Times `a` and `b` in many short alternating slices (about 0.3 ms each, order
 * swapped every pair) and returns the medians and the median of the per-pair
 * ratios. Short slices keep a busy machine's preemptions to a few pairs, which
 * the median then ignores.
 */
export function pairedRatio(a: () => unknown, b: () => unknown): { aMs: number; bMs: number; ratio: number } {
  for (const run of [a, b]) perCall(run, calibrateBatch(run, 50)) // warm up the JIT before timing
  const batchA = calibrateBatch(a, 0.3)
  const batchB = calibrateBatch(b, 0.3)
  const aTimes: number[] = []
  const bTimes: number[] = []
  const ratios: number[] = []
  for (let pair = 0; pair < PAIRS; pair++) {
    let ta: number
    let tb: number
    if (pair % 2 === 0) {
      ta = perCall(a, batchA)
      tb = perCall(b, batchB)
    } else {
      tb = perCall(b, batchB)
      ta = perCall(a, batchA)
    }
    aTimes.push(ta)
    bTimes.push(tb)
    ratios.push(ta / tb)
  }
  return { aMs: median(aTimes), bMs: median(bTimes), ratio: median(ratios) }
}

function perCall(run: () => unknown, batch: number): number {
  const start = performance.now()
  for (let i = 0; i < batch; i++) run()
  return (performance.now() - start) / batch
}
