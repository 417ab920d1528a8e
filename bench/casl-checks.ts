import { subject } from '@casl/ability'
import { buildAbility, type CompiledPolicy } from '../src/policy/index.ts'
import { benchFacts } from './bench-facts.ts'
import { calibrateBatch, msPerCall } from './stats.ts'
import { row, type BenchRow } from './table.ts'

const GROUP = 'CASL checks'
const SAMPLES = 301

/**
 * `ability.can` throughput on the ability built for the bench facts, per kind
 * of subject the app asks about: a permission, a Route and a MenuItem (the
 * latter two are condition-matched subjects, so they cost more).
 */
export function measureCaslChecks(policy: CompiledPolicy): BenchRow[] {
  const ability = buildAbility(policy, benchFacts(policy))
  const permissions = policy.permissions.map((p) => {
    const [subjectName = p.name, action = 'hold'] = p.name.split(':')
    return [action, subjectName] as const
  })
  // PolicyAbility is the untyped ability, whose subjects are plain records.
  const asRecord = (value: object) => value as Record<string, unknown>
  const routes = policy.routes.map((route) => asRecord(subject('Route', { path: route.path })))
  const menuItems = policy.abilityRules
    .filter((rule) => rule.subject === 'MenuItem')
    .map((rule) => asRecord(subject('MenuItem', { id: rule.conditions?.['id'] ?? '' })))
  const kinds: [string, () => unknown, number][] = [
    ['permission (e.g. can("view", "booklist"))', () => permissions.map(([action, name]) => ability.can(action, name)), permissions.length],
    ['Route (can("visit", subject("Route", { path })))', () => routes.map((route) => ability.can('visit', route)), routes.length],
    ['MenuItem (can("show", subject("MenuItem", { id })))', () => menuItems.map((item) => ability.can('show', item)), menuItems.length],
  ]
  return kinds.map(([label, run, checksPerRun]) => {
    msPerCall(run, { samples: 1, batch: calibrateBatch(run, 50) }) // warm up the JIT
    // Many 1 ms slices rather than a few long ones: on a busy machine the median skips the preempted slices.
    const ms = msPerCall(run, { samples: SAMPLES, batch: calibrateBatch(run, 1) })
    return row(GROUP, label, Math.round((checksPerRun / ms) * 1000), 'checks/s', {
      note: `${checksPerRun} distinct subjects per pass, median of ${SAMPLES} 1 ms slices`,
    })
  })
}
