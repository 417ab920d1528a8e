import type { CompiledPolicy } from '../../policy/model.ts'

/**
 * Why the server must not start: a procedure the policy does not name would
 * have no rule (and be refused on every call), and a name in the policy the
 * server does not have is a rule that governs nothing. Undefined when both
 * lists agree.
 */
export function proceduresMismatch(routerProcedures: readonly string[], policy: CompiledPolicy): string | undefined {
  // Every procedure of policy/procedures.yaml compiles to its `call Procedure { name }` rule.
  const inPolicy = new Set(
    policy.abilityRules.flatMap((rule) => (rule.subject === 'Procedure' && typeof rule.conditions?.['name'] === 'string' ? [rule.conditions['name']] : [])),
  )
  const inRouter = new Set(routerProcedures)
  const unruled = [...inRouter].filter((name) => !inPolicy.has(name)).sort()
  const unknown = [...inPolicy].filter((name) => !inRouter.has(name)).sort()
  const problems: string[] = []
  if (unruled.length > 0) {
    problems.push(
      `These procedures have no rule in policy/procedures.yaml: ${unruled.join(', ')}. Add each with ` +
        `its access (for example "${unruled[0]}: { access: signed-in }") and run npm run policy -- build.`,
    )
  }
  if (unknown.length > 0) {
    problems.push(`policy/procedures.yaml names procedures the server does not have: ${unknown.join(', ')}. Remove them or correct the names.`)
  }
  return problems.length === 0 ? undefined : problems.join('\n')
}
